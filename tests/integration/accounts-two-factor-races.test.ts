import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode, totpStep } from "../../server/features/accounts/totp.ts";
import {
  api,
  logInAs,
  ManualClock,
  seedBuyer,
  sessionCookie,
  startFakeGoogle,
  uniqueIp,
} from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
const clock = new ManualClock();
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({
    clock,
    env: { GOOGLE_USERINFO_URL: google.url, GOOGLE_CLIENT_ID: "test-client.apps.example" },
  });
  call = api(t.app);
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const codeNow = (secret: string) => totpCode(secret, totpStep(clock.now()));

async function buyerWithTwoFactor() {
  const buyer = await seedBuyer(t.database.db);
  const token = await logInAs(t.app, buyer.email);
  const { secret } = (await call("POST", "/auth-user/two-factor/enrol", { token })).json().data;
  const confirm = await call("POST", "/auth-user/two-factor/confirm", {
    token,
    body: { code: codeNow(secret) },
  });
  clock.advance(30_000);
  return { buyer, secret: secret as string, recoveryCodes: confirm.json().data.recovery_codes as string[] };
}

async function pendingSignIn(email: string) {
  const response = await call("POST", "/auth/login", {
    body: { email, password: "rahasia-123" },
    ip: uniqueIp(),
  });
  return sessionCookie(response)!.value;
}
const complete = (pending: string, body: unknown) =>
  call("POST", "/auth/login/second-factor", { token: pending, body });

describe("two-factor sign-in under pressure", () => {
  it("Google sign-in of an account with two-factor also stops at the code step", async () => {
    const { buyer, secret } = await buyerWithTwoFactor();
    const response = await call("POST", "/auth/login", {
      body: { type: "google" },
      headers: { authorization: `Bearer ${google.grant({ email: buyer.email, name: buyer.name })}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ action: "second_factor" });
    const pending = sessionCookie(response)!.value;
    expect((await call("GET", "/auth-user/my-data", { token: pending })).statusCode).toBe(401);
    expect((await complete(pending, { code: codeNow(secret) })).statusCode).toBe(200);
  });

  it("one code sent by two tabs at once signs in exactly one of them", async () => {
    const { buyer, secret } = await buyerWithTwoFactor();
    const [a, b] = [await pendingSignIn(buyer.email), await pendingSignIn(buyer.email)];
    const code = codeNow(secret);
    const statuses = (await Promise.all([complete(a, { code }), complete(b, { code })])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it("CONTROL: two different valid proofs at once both sign in, so the one winner above is the replay rule", async () => {
    const { buyer, secret, recoveryCodes } = await buyerWithTwoFactor();
    const [a, b] = [await pendingSignIn(buyer.email), await pendingSignIn(buyer.email)];
    const statuses = (
      await Promise.all([
        complete(a, { code: codeNow(secret) }),
        complete(b, { recovery_code: recoveryCodes[0] }),
      ])
    ).map((r) => r.statusCode);
    expect(statuses).toEqual([200, 200]);
  });

  it("one recovery code sent twice at once is spent once", async () => {
    const { buyer, recoveryCodes } = await buyerWithTwoFactor();
    const [a, b] = [await pendingSignIn(buyer.email), await pendingSignIn(buyer.email)];
    const body = { recovery_code: recoveryCodes[1] };
    const statuses = (await Promise.all([complete(a, body), complete(b, body)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 401]);
  });
});
