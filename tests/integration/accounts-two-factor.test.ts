import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactorRecoveryCodes, twoFactorSecrets } from "../../server/db/schema/index.ts";
import { totpCode, totpStep } from "../../server/features/accounts/totp.ts";
import { api, logInAs, ManualClock, seedBuyer, sessionCookie, uniqueIp } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
  call = api(t.app);
});
afterAll(() => t.close());

const en = { "accept-language": "en" };
/** The authenticator app: the code of the current 30-second step. Each test moves to a fresh step. */
const codeNow = (secret: string) => totpCode(secret, totpStep(clock.now()));
const nextStep = () => clock.advance(30_000);

/** A buyer with two-factor sign-in on: their secret and recovery codes. */
async function buyerWithTwoFactor() {
  const buyer = await seedBuyer(t.database.db);
  const token = await logInAs(t.app, buyer.email);
  const enrol = await call("POST", "/auth-user/two-factor/enrol", { token });
  expect(enrol.statusCode).toBe(200);
  const { secret, otpauth_uri, qr_svg } = enrol.json().data;
  expect(otpauth_uri).toContain(`secret=${secret}`);
  expect(qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirm = await call("POST", "/auth-user/two-factor/confirm", {
    token,
    body: { code: codeNow(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  nextStep();
  return {
    buyer,
    token,
    secret: secret as string,
    recoveryCodes: confirm.json().data.recovery_codes as string[],
  };
}

async function passwordStep(email: string) {
  const response = await call("POST", "/auth/login", {
    body: { email, password: "rahasia-123" },
    ip: uniqueIp(),
  });
  expect(response.statusCode).toBe(200);
  return { body: response.json().data, pending: sessionCookie(response)!.value };
}
const secondFactor = (pending: string, body: unknown) =>
  call("POST", "/auth/login/second-factor", { token: pending, body, headers: en });
const me = (token: string) => call("GET", "/auth-user/my-data", { token });

describe("two-factor sign-in", () => {
  it("turns on with a first code and answers 10 recovery codes once; secrets are sealed and hashed at rest", async () => {
    const { buyer, token, secret, recoveryCodes } = await buyerWithTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    const status = await call("GET", "/auth-user/two-factor", { token });
    expect(status.json().data).toEqual({ enabled: true, recovery_codes_left: 10 });
    const [row] = await t.database.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.buyerId, buyer.id));
    expect(row!.secret).not.toContain(secret);
    const hashes = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.buyerId, buyer.id));
    const stored = JSON.stringify(hashes);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace(/-/g, ""));
    const logged = JSON.stringify(t.logs);
    expect(logged).not.toContain(secret);
    for (const code of recoveryCodes) expect(logged).not.toContain(code);
    // A second enrolment while it is on is refused, the secret stays.
    const again = await call("POST", "/auth-user/two-factor/enrol", { token, headers: en });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a wrong first code and stays off", async () => {
    const buyer = await seedBuyer(t.database.db);
    const token = await logInAs(t.app, buyer.email);
    const { secret } = (await call("POST", "/auth-user/two-factor/enrol", { token })).json().data;
    const wrong = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, "0");
    const response = await call("POST", "/auth-user/two-factor/confirm", {
      token,
      body: { code: wrong },
      headers: en,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("That code is not right, or it has already been used.");
    expect((await call("GET", "/auth-user/two-factor", { token })).json().data.enabled).toBe(false);
    const junk = await call("POST", "/auth-user/two-factor/confirm", {
      token,
      body: { code: "12ab56" },
      headers: en,
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().fields.code).toBe("Enter the 6-digit code from your authenticator app");
  });

  it("signs in with password then code; the pending session opens nothing before the code", async () => {
    const { buyer, secret } = await buyerWithTwoFactor();
    const { body, pending } = await passwordStep(buyer.email);
    expect(body).toEqual({ action: "second_factor" });
    expect((await me(pending)).statusCode).toBe(401);
    expect((await call("GET", "/auth-user/sessions", { token: pending })).statusCode).toBe(401);
    expect(
      (
        await call("POST", "/auth-user/two-factor/disable", {
          token: pending,
          body: { code: codeNow(secret) },
        })
      ).statusCode,
    ).toBe(401);

    const done = await secondFactor(pending, { code: codeNow(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user.email).toBe(buyer.email);
    const session = sessionCookie(done)!.value;
    expect(session).not.toBe(pending);
    expect((await me(session)).statusCode).toBe(200);
    // The pending cookie is spent: it neither opens anything nor completes a second time.
    expect((await me(pending)).statusCode).toBe(401);
    nextStep();
    expect((await secondFactor(pending, { code: codeNow(secret) })).statusCode).toBe(401);
  });

  it("accepts a code once: the same code replayed in another sign-in is refused, the next step's works", async () => {
    const { buyer, secret } = await buyerWithTwoFactor();
    const code = codeNow(secret);
    const first = await passwordStep(buyer.email);
    expect((await secondFactor(first.pending, { code })).statusCode).toBe(200);

    const second = await passwordStep(buyer.email);
    const replay = await secondFactor(second.pending, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("That code is not right, or it has already been used.");
    // Control: the app's next code is accepted, so the refusal was the replay, not the session.
    nextStep();
    expect((await secondFactor(second.pending, { code: codeNow(secret) })).statusCode).toBe(200);
  });

  it("accepts a recovery code once", async () => {
    const { buyer, token, recoveryCodes } = await buyerWithTwoFactor();
    const code = recoveryCodes[3]!;
    const first = await passwordStep(buyer.email);
    expect((await secondFactor(first.pending, { recovery_code: code.toLowerCase() })).statusCode).toBe(200);
    const second = await passwordStep(buyer.email);
    expect((await secondFactor(second.pending, { recovery_code: code })).statusCode).toBe(401);
    expect((await secondFactor(second.pending, { recovery_code: recoveryCodes[4]! })).statusCode).toBe(200);
    expect((await call("GET", "/auth-user/two-factor", { token })).json().data.recovery_codes_left).toBe(8);
  });

  it("rate-limits guessing per account: after 5 wrong codes even the right one waits", async () => {
    const guess = (secret: string) =>
      String((Number(codeNow(secret)) + 500_000) % 1_000_000).padStart(6, "0");
    // Control: four wrong codes, then the right one still signs in.
    const control = await buyerWithTwoFactor();
    const c = await passwordStep(control.buyer.email);
    for (let i = 0; i < 4; i++)
      expect((await secondFactor(c.pending, { code: guess(control.secret) })).statusCode).toBe(401);
    expect((await secondFactor(c.pending, { code: codeNow(control.secret) })).statusCode).toBe(200);

    const victim = await buyerWithTwoFactor();
    const v = await passwordStep(victim.buyer.email);
    for (let i = 0; i < 5; i++)
      expect((await secondFactor(v.pending, { code: guess(victim.secret) })).statusCode).toBe(401);
    const limited = await secondFactor(v.pending, { code: codeNow(victim.secret) });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json().message).toBe(
      "Too many wrong codes. For your security, wait a few minutes and try again.",
    );
    // Signing in again with the password does not buy fresh tries.
    const again = await passwordStep(victim.buyer.email);
    expect((await secondFactor(again.pending, { code: codeNow(victim.secret) })).statusCode).toBe(429);
  });

  it("turns off only with a current code", async () => {
    const { buyer, token, secret } = await buyerWithTwoFactor();
    const wrong = await call("POST", "/auth-user/two-factor/disable", {
      token,
      body: { code: "000000" },
      headers: en,
    });
    expect(wrong.statusCode).toBe(422);
    expect((await call("GET", "/auth-user/two-factor", { token })).json().data.enabled).toBe(true);
    const none = await call("POST", "/auth-user/two-factor/disable", { token, body: {}, headers: en });
    expect(none.statusCode).toBe(400);
    const off = await call("POST", "/auth-user/two-factor/disable", {
      token,
      body: { code: codeNow(secret) },
      headers: en,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe("Two-factor sign-in is off.");
    const { body } = await passwordStep(buyer.email);
    expect(body.user.email).toBe(buyer.email);
  });
});
