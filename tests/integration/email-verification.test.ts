import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyers, emailVerifications } from "../../server/db/schema/index.ts";
import { hashResetToken } from "../../server/features/accounts/reset-token.ts";
import { api, ManualClock, seedBuyer, uniqueEmail, uniqueIp } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** E-mail addresses are verified through a single-use, expiring link. */
let t: TestApp;
let call: ReturnType<typeof api>;
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_BASE_URL: "https://tiket.example" } });
  call = api(t.app);
});
afterAll(() => t.close());

const signUp = (email: string, locale = "id") =>
  call("POST", "/auth/register", {
    ip: uniqueIp(),
    body: {
      type: "password",
      name: "Siti Rahma",
      email,
      password: "rahasia-123",
      dob: "1998-05-17",
      gender: "Female",
    },
    headers: { "accept-language": locale },
  });

const mailsTo = async (email: string) =>
  (await call("GET", `/__dev/mailbox?to=${encodeURIComponent(email)}`)).json().data.rows as {
    subject: string;
    text: string;
    html: string;
  }[];

const tokenIn = (text: string) => /verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const verify = (token: string) => call("POST", "/auth/verify-email", { body: { token } });
const verifiedAt = async (email: string) =>
  (await t.database.db.select().from(buyers).where(eq(buyers.email, email)))[0]?.emailVerifiedAt ?? null;

describe("e-mail verification", () => {
  it("mails a link at sign-up, stores only its hash, and verifies the address once", async () => {
    const email = uniqueEmail("baru");
    const response = await signUp(email);
    expect(response.statusCode).toBe(201);
    expect(await verifiedAt(email)).toBeNull();

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Verifikasi alamat e-mail Tiketin kamu");
    expect(mail?.text).toMatch(/https:\/\/tiket\.example\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    const token = tokenIn(mail?.text ?? "");
    const [stored] = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, email));
    expect(stored?.tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe("Alamat e-mail kamu sudah terverifikasi.");
    expect(await verifiedAt(email)).not.toBeNull();

    const again = await verify(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ status: 0, errorCode: "link_expired" });
  });

  it("refuses an expired link, and a new one from 'resend' works (in the buyer's language)", async () => {
    const email = uniqueEmail("lambat");
    const signed = await signUp(email, "en");
    const session = /tiketin_session=([^;]+)/.exec(String(signed.headers["set-cookie"]))?.[1] ?? "";
    const [first] = await mailsTo(email);
    expect(first?.text).toContain("https://tiket.example/en/verify-email?token=");
    clock.advance(48 * 60 * 60 * 1000 + 1000);
    expect((await verify(tokenIn(first?.text ?? ""))).statusCode).toBe(410);
    expect(await verifiedAt(email)).toBeNull();

    const resend = await call("POST", "/auth-user/verify-email/resend", {
      token: session,
      headers: { "accept-language": "en" },
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().data).toEqual({ already_verified: false });
    const [latest] = await mailsTo(email);
    expect(latest?.subject).toBe("Verify your Tiketin e-mail address");
    expect((await verify(tokenIn(latest?.text ?? ""))).statusCode).toBe(200);
    expect(await verifiedAt(email)).not.toBeNull();

    const after = await call("POST", "/auth-user/verify-email/resend", { token: session });
    expect(after.json().data).toEqual({ already_verified: true });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("answers 410 to malformed and unknown tokens and 401 to a resend without a session", async () => {
    expect((await verify("not-a-token")).statusCode).toBe(410);
    expect((await verify("A".repeat(43))).statusCode).toBe(410);
    expect((await call("POST", "/auth-user/verify-email/resend")).statusCode).toBe(401);
  });

  it("counts a password reset as proof of the mailbox", async () => {
    const buyer = await seedBuyer(t.database.db);
    await call("POST", "/auth/forget-password", { body: { email: buyer.email }, ip: uniqueIp() });
    const [mail] = await mailsTo(buyer.email);
    const token = /forget-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const change = await call("POST", "/auth/forget-password/change", {
      body: { token, new_password: "rahasia-baru-456" },
    });
    expect(change.statusCode).toBe(200);
    expect(await verifiedAt(buyer.email)).not.toBeNull();
  });
});
