import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buyers, mailOutbox, passwordResets, sessions } from "../../server/db/schema/index.ts";
import { api, logInAs, ManualClock, seedBuyer, uniqueEmail, uniqueIp } from "../support/accounts.ts";
import { scryptRuns } from "../support/scrypt-runs.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

vi.mock("node:crypto", async (importOriginal) =>
  (await import("../support/scrypt-runs.ts")).countingScrypt(
    await importOriginal<typeof import("node:crypto")>(),
  ),
);

let t: TestApp;
let call: ReturnType<typeof api>;
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_BASE_URL: "https://tiket.example" } });
  call = api(t.app);
});
afterAll(() => t.close());

const sessionsOf = (buyerId: string) =>
  t.database.db.select().from(sessions).where(eq(sessions.buyerId, buyerId));
const me = (token: string) => call("GET", "/auth-user/my-data", { token });
const changePassword = (token: string, body: unknown) =>
  call("POST", "/auth-user/change-password", { token, body, headers: { "accept-language": "en" } });

/** The reset link in the newest mail to an address, read through the development mailbox. */
async function resetTokenFor(email: string): Promise<string> {
  const mailbox = await call("GET", `/__dev/mailbox?to=${encodeURIComponent(email)}`);
  const text: string = mailbox.json().data.rows[0].text;
  return /forget-password\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
}

const forgot = (email: string, headers: Record<string, string> = {}) =>
  call("POST", "/auth/forget-password", { body: { email }, ip: uniqueIp(), headers });

describe("POST /auth-user/change-password", () => {
  it("changes the password and ends every other session, but not the current one", async () => {
    const buyer = await seedBuyer(t.database.db);
    const [current, phone, laptop] = await Promise.all([
      logInAs(t.app, buyer.email),
      logInAs(t.app, buyer.email),
      logInAs(t.app, buyer.email),
    ]);
    expect(await sessionsOf(buyer.id)).toHaveLength(3);
    const response = await changePassword(current, {
      old_password: "rahasia-123",
      new_password: "lebih-rahasia-456",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Your password has been saved. Other devices have been logged out.");
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect(await sessionsOf(buyer.id)).toHaveLength(1);
    // The new password works, the old one no longer does.
    await logInAs(t.app, buyer.email, "lebih-rahasia-456");
    await expect(logInAs(t.app, buyer.email, "rahasia-123")).rejects.toThrow(/login failed/);
  });

  it("refuses a wrong old password (422) and changes nothing", async () => {
    const buyer = await seedBuyer(t.database.db);
    const [token, other] = [await logInAs(t.app, buyer.email), await logInAs(t.app, buyer.email)];
    const response = await changePassword(token, {
      old_password: "bukan-ini",
      new_password: "lebih-rahasia-456",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errorCode: "rule_refused",
      message: "The old password is incorrect.",
      fields: { old_password: "The old password is incorrect." },
    });
    const [row] = await t.database.db.select().from(buyers).where(eq(buyers.id, buyer.id));
    expect(row?.passwordHash).toBe(buyer.passwordHash);
    expect((await me(other)).statusCode).toBe(200);
  });

  it("needs the old password when one exists, and a new one of at least 8 characters", async () => {
    const buyer = await seedBuyer(t.database.db);
    const token = await logInAs(t.app, buyer.email);
    expect((await changePassword(token, { new_password: "lebih-rahasia-456" })).json().fields).toEqual({
      old_password: "This field cannot be empty",
    });
    expect(
      (await changePassword(token, { old_password: "rahasia-123", new_password: "pendek" })).json().fields,
    ).toEqual({
      new_password: "Must be at least 8 characters",
    });
    expect(
      (await changePassword(token, { old_password: "rahasia-123", new_password: "x".repeat(10_240) }))
        .statusCode,
    ).toBe(400);
  });

  it("lets a buyer without a password (is_acp 0) set a first one, no old password needed", async () => {
    const buyer = await seedBuyer(t.database.db, { password: null });
    const { startSession } = await import("../../server/features/accounts/start-session.ts");
    const token = await startSession(t.database.db, {
      buyerId: buyer.id,
      userAgent: null,
      previousToken: null,
    });
    expect((await me(token)).json().data.is_acp).toBe(0);
    const response = await changePassword(token, { new_password: "pertama-kali-1" });
    expect(response.statusCode).toBe(200);
    expect((await me(token)).json().data.is_acp).toBe(1);
    await logInAs(t.app, buyer.email, "pertama-kali-1");
  });

  it("is 401 without a session", async () => {
    expect((await changePassword("", { old_password: "a", new_password: "abcdefgh" })).statusCode).toBe(401);
  });
});

describe("forgot password", () => {
  it("mails a single-use link to the ForgetPassword page and answers the same for unknown e-mails", async () => {
    const buyer = await seedBuyer(t.database.db, { name: "Dewi Lestari" });
    const known = await forgot(buyer.email);
    const unknown = await forgot(uniqueEmail("nobody"));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.headers["set-cookie"]).toBeUndefined();

    const mailbox = await call("GET", `/__dev/mailbox?to=${encodeURIComponent(buyer.email.toUpperCase())}`);
    const [mail] = mailbox.json().data.rows;
    expect(mail).toMatchObject({
      to: buyer.email,
      subject: "Atur ulang kata sandi akun Tiketin kamu",
      sent_at: null,
    });
    expect(mail.text).toContain("Halo Dewi Lestari,");
    expect(mail.text).toMatch(/https:\/\/tiket\.example\/forget-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('href="https://tiket.example/forget-password?token=');
    // Only the token's hash is stored.
    const token = await resetTokenFor(buyer.email);
    const rows = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.buyerId, buyer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("sends the English link under /en for an English request", async () => {
    const buyer = await seedBuyer(t.database.db);
    const response = await forgot(buyer.email, { "accept-language": "en" });
    expect(response.json().message).toMatch(/^If this e-mail is registered/);
    const mailbox = await call("GET", `/__dev/mailbox?to=${encodeURIComponent(buyer.email)}`);
    expect(mailbox.json().data.rows[0].text).toContain("https://tiket.example/en/forget-password?token=");
    expect(mailbox.json().data.rows[0].subject).toBe("Reset the password of your Tiketin account");
  });

  it("writes no reset and no mail for unknown e-mails, and tells Google accounts how they sign in", async () => {
    const nobody = uniqueEmail("nobody");
    await forgot(nobody);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, nobody))).toHaveLength(0);
    const google = await seedBuyer(t.database.db, { signInMethod: "google", password: null });
    expect((await forgot(google.email)).statusCode).toBe(200);
    const [mail] = (await call("GET", `/__dev/mailbox?to=${encodeURIComponent(google.email)}`)).json().data
      .rows;
    expect(mail.subject).toBe("Akun Tiketin kamu masuk dengan Google");
    expect(
      await t.database.db.select().from(passwordResets).where(eq(passwordResets.buyerId, google.id)),
    ).toHaveLength(0);
  });

  it("does the same work for unknown e-mails as for registered ones", async () => {
    // What would make one path slower, and so tell who has an account: a password hashed on one path
    // only, or SMTP waited on. The registered one's mail is queued, to be sent after the answer.
    const buyer = await seedBuyer(t.database.db);
    const runs = { known: 0, unknown: 0 };
    for (const [kind, email] of [
      ["known", buyer.email],
      ["unknown", uniqueEmail()],
    ] as const) {
      const before = scryptRuns.count;
      expect((await forgot(email)).statusCode).toBe(200);
      runs[kind] = scryptRuns.count - before;
    }
    expect(runs.known).toBe(runs.unknown);
    const queued = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email));
    expect(queued).toMatchObject([{ sentAt: null }]);
  });

  it("validate answers ok for a fresh link and reset_link_expired after 30 minutes", async () => {
    const buyer = await seedBuyer(t.database.db);
    await forgot(buyer.email);
    const token = await resetTokenFor(buyer.email);
    const validate = () =>
      call("POST", "/auth/forget-password/validate", {
        body: { token },
        headers: { "accept-language": "en" },
      });
    expect((await validate()).json()).toEqual({
      status: 1,
      message: "The link is valid. Please set a new password.",
      data: { ok: true },
    });
    clock.advance(29 * 60 * 1000);
    expect((await validate()).statusCode).toBe(200);
    clock.advance(61 * 1000);
    const expired = await validate();
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      status: 0,
      errorCode: "reset_link_expired",
      message: "This reset link has expired or has already been used. Please request a new one.",
    });
    const change = await call("POST", "/auth/forget-password/change", {
      body: { token, new_password: "baru-sekali-1" },
    });
    expect(change.statusCode).toBe(410);
  });

  it("change sets the password, uses the link up and ends every session; the link cannot be reused", async () => {
    const buyer = await seedBuyer(t.database.db);
    const session = await logInAs(t.app, buyer.email);
    await forgot(buyer.email);
    const token = await resetTokenFor(buyer.email);
    const change = (password: string) =>
      call("POST", "/auth/forget-password/change", { body: { token, new_password: password } });
    const response = await change("baru-sekali-1");
    expect(response.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect(await sessionsOf(buyer.id)).toHaveLength(0);
    await logInAs(t.app, buyer.email, "baru-sekali-1");

    const reused = await change("lagi-lagi-22");
    expect(reused.statusCode).toBe(410);
    expect(reused.json().errorCode).toBe("reset_link_expired");
    expect((await call("POST", "/auth/forget-password/validate", { body: { token } })).statusCode).toBe(410);
    await logInAs(t.app, buyer.email, "baru-sekali-1");
  });

  it("of two requests racing with one link, exactly one succeeds", async () => {
    const buyer = await seedBuyer(t.database.db);
    await forgot(buyer.email);
    const token = await resetTokenFor(buyer.email);
    const results = await Promise.all(
      ["pilihan-satu-1", "pilihan-dua-22"].map((password) =>
        call("POST", "/auth/forget-password/change", { body: { token, new_password: password } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
  });

  it("unknown and malformed tokens are expired links too; a short new password is refused", async () => {
    for (const token of ["A".repeat(43), "nope", "../../etc/passwd"]) {
      const response = await call("POST", "/auth/forget-password/validate", { body: { token } });
      expect(response.statusCode, token).toBe(410);
    }
    const buyer = await seedBuyer(t.database.db);
    await forgot(buyer.email);
    const token = await resetTokenFor(buyer.email);
    const short = await call("POST", "/auth/forget-password/change", {
      body: { token, new_password: "pendek" },
      headers: { "accept-language": "en" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ new_password: "Must be at least 8 characters" });
    expect((await call("POST", "/auth/forget-password/validate", { body: { token } })).statusCode).toBe(200);
  });

  it("changing the password any other way retires outstanding reset links", async () => {
    const buyer = await seedBuyer(t.database.db);
    await forgot(buyer.email);
    const token = await resetTokenFor(buyer.email);
    const session = await logInAs(t.app, buyer.email);
    await changePassword(session, { old_password: "rahasia-123", new_password: "lebih-rahasia-456" });
    expect((await call("POST", "/auth/forget-password/validate", { body: { token } })).statusCode).toBe(410);
  });

  it("validates the e-mail it is given", async () => {
    const response = await call("POST", "/auth/forget-password", {
      body: { email: "budi@gmail.con" },
      ip: uniqueIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: "Email tidak valid" });
  });
});
