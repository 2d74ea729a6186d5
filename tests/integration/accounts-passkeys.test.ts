import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyers, passkeys, webauthnChallenges } from "../../server/db/schema/index.ts";
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
import { createOrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { SoftwareAuthenticator } from "../support/software-authenticator.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const ORIGIN = "https://tiketin.test";
let t: TestApp;
let call: ReturnType<typeof api>;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
const clock = new ManualClock();
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({
    clock,
    env: {
      PUBLIC_BASE_URL: ORIGIN,
      GOOGLE_USERINFO_URL: google.url,
      GOOGLE_CLIENT_ID: "test-client.apps.example",
    },
  });
  call = api(t.app);
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const en = { "accept-language": "en" };
const me = (token: string) => call("GET", "/auth-user/my-data", { token });

/** Registers a passkey for the holder of `token` as the security page does; the server's answer. */
async function addPasskey(token: string, authenticator: SoftwareAuthenticator, name = "Ponsel Siti") {
  const started = await call("POST", "/auth-user/passkeys/options", { token });
  expect(started.statusCode).toBe(200);
  const { options } = started.json().data;
  expect(options.authenticatorSelection).toMatchObject({
    residentKey: "required",
    userVerification: "required",
  });
  return call("POST", "/auth-user/passkeys", {
    token,
    headers: en,
    body: { name, response: authenticator.register(options) },
  });
}

async function signInOptions() {
  const started = await call("POST", "/auth/passkey/options", { ip: uniqueIp() });
  expect(started.statusCode).toBe(200);
  return started.json().data as {
    ceremony_id: string;
    options: { challenge: string; userVerification: string };
  };
}

const signIn = (body: unknown, token?: string) =>
  call("POST", "/auth/passkey", { body, headers: en, ...(token ? { token } : {}) });

/** A buyer signed in on two devices with a passkey added from the first. */
async function buyerWithPasskey() {
  const buyer = await seedBuyer(t.database.db);
  const token = await logInAs(t.app, buyer.email);
  const other = await logInAs(t.app, buyer.email);
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const added = await addPasskey(token, authenticator);
  expect(added.statusCode).toBe(201);
  return { buyer, token, other, authenticator, added: added.json().data };
}

describe("passkeys", () => {
  it("registers a named passkey, lists it, and signs the other devices out (a first second factor)", async () => {
    const { token, other, added } = await buyerWithPasskey();
    expect(added).toMatchObject({ name: "Ponsel Siti", last_used_at: null });
    const list = await call("GET", "/auth-user/passkeys", { token });
    expect(list.json().data.passkeys).toEqual([added]);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const sessions = await call("GET", "/auth-user/sessions", { token });
    expect(sessions.json().data.sessions).toHaveLength(1);
  });

  it("signs in with a passkey alone (discoverable, user verification required) and records its use", async () => {
    const { authenticator, token } = await buyerWithPasskey();
    const { ceremony_id, options } = await signInOptions();
    expect(options.userVerification).toBe("required");
    expect(options).not.toHaveProperty("allowCredentials.0");
    const answer = authenticator.assert(options);
    const signed = await signIn({ ceremony_id, response: answer });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().message).toBe("You are logged in.");
    const fresh = sessionCookie(signed)!.value;
    expect((await me(fresh)).statusCode).toBe(200);
    const [listed] = (await call("GET", "/auth-user/passkeys", { token })).json().data.passkeys;
    expect(listed.last_used_at).not.toBeNull();

    // The same answer again: its challenge was used up.
    const replayed = await signIn({ ceremony_id, response: answer });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe("This passkey sign-in has expired. Try again.");
    const logged = JSON.stringify(t.logs);
    expect(logged).not.toContain(options.challenge);
    expect(logged).not.toContain(answer.response.signature);
  });

  it("refuses an answer made for another origin, and a registration whose challenge was used", async () => {
    const { authenticator } = await buyerWithPasskey();
    const { ceremony_id, options } = await signInOptions();
    authenticator.origin = "https://tiketin.test.evil.example";
    const refused = await signIn({ ceremony_id, response: authenticator.assert(options) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("This passkey was not accepted. Try another sign-in method.");
    expect(sessionCookie(refused)).toBeUndefined();

    const buyer = await seedBuyer(t.database.db);
    const token = await logInAs(t.app, buyer.email);
    const lookAlike = new SoftwareAuthenticator("https://tiketin.test.evil.example", "tiketin.test");
    const wrongOrigin = await addPasskey(token, lookAlike);
    expect(wrongOrigin.statusCode).toBe(422);
    expect(wrongOrigin.json().message).toBe("This passkey could not be verified. Try again.");
    // The challenge went with that answer: a correct answer to it now finds none.
    const started = await call("POST", "/auth-user/passkeys/options", { token });
    const { options: creation } = started.json().data;
    const right = new SoftwareAuthenticator(ORIGIN).register(creation);
    expect(
      (await call("POST", "/auth-user/passkeys", { token, body: { name: "A", response: right } })).statusCode,
    ).toBe(201);
    const again = await call("POST", "/auth-user/passkeys", {
      token,
      headers: en,
      body: { name: "B", response: right },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This passkey setup has expired. Start again.");
    const stored = await t.database.db.select().from(passkeys).where(eq(passkeys.buyerId, buyer.id));
    expect(stored).toHaveLength(1);
  });

  it("refuses a signature counter that does not grow (a cloned authenticator)", async () => {
    const { authenticator } = await buyerWithPasskey();
    const first = await signInOptions();
    expect(
      (
        await signIn({
          ceremony_id: first.ceremony_id,
          response: authenticator.assert(first.options, undefined, 7),
        })
      ).statusCode,
    ).toBe(200);
    const second = await signInOptions();
    const cloned = await signIn({
      ceremony_id: second.ceremony_id,
      response: authenticator.assert(second.options, undefined, 7),
    });
    expect(cloned.statusCode).toBe(401);
    const third = await signInOptions();
    expect(
      (
        await signIn({
          ceremony_id: third.ceremony_id,
          response: authenticator.assert(third.options, undefined, 8),
        })
      ).statusCode,
    ).toBe(200);
  });

  it("refuses a ceremony past its five minutes, and garbage, with a translated 4xx", async () => {
    const { authenticator } = await buyerWithPasskey();
    const { ceremony_id, options } = await signInOptions();
    await t.database.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.id, ceremony_id));
    const late = await signIn({ ceremony_id, response: authenticator.assert(options) });
    expect(late.statusCode).toBe(401);
    const fresh = await signInOptions();
    const garbage = await signIn({
      ceremony_id: fresh.ceremony_id,
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: { clientDataJSON: "x", authenticatorData: "y", signature: "z" },
        clientExtensionResults: {},
      },
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().message).toBe("This passkey was not accepted. Try another sign-in method.");
    const malformed = await signIn({ ceremony_id: "not-a-ceremony", response: "nope" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().status).toBe(0);
  });

  it("makes the password ask for a second factor, which a passkey gives", async () => {
    const { buyer, authenticator } = await buyerWithPasskey();
    const password = await call("POST", "/auth/login", {
      body: { email: buyer.email, password: "rahasia-123" },
      ip: uniqueIp(),
    });
    expect(password.json().data).toEqual({ action: "second_factor" });
    const pending = sessionCookie(password)!.value;
    expect((await me(pending)).statusCode).toBe(401);
    const { ceremony_id, options } = await signInOptions();
    const completed = await signIn({ ceremony_id, response: authenticator.assert(options) }, pending);
    expect(completed.statusCode).toBe(200);
    expect((await me(sessionCookie(completed)!.value)).statusCode).toBe(200);
    // The pending sign-in ended with it.
    const again = await call("POST", "/auth/login/second-factor", {
      token: pending,
      body: { code: "123456" },
    });
    expect(again.statusCode).toBe(401);
  });

  it("lets a member with TOTP use a passkey as the second factor after the password", async () => {
    const buyer = await seedBuyer(t.database.db);
    const token = await logInAs(t.app, buyer.email);
    const { secret } = (await call("POST", "/auth-user/two-factor/enrol", { token })).json().data;
    const confirmed = await call("POST", "/auth-user/two-factor/confirm", {
      token,
      body: { code: totpCode(secret, totpStep(clock.now())) },
    });
    expect(confirmed.statusCode).toBe(200);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(token, authenticator)).statusCode).toBe(201);
    const password = await call("POST", "/auth/login", {
      body: { email: buyer.email, password: "rahasia-123" },
      ip: uniqueIp(),
    });
    expect(password.json().data).toEqual({ action: "second_factor" });
    const { ceremony_id, options } = await signInOptions();
    const completed = await signIn(
      { ceremony_id, response: authenticator.assert(options) },
      sessionCookie(password)!.value,
    );
    expect(completed.statusCode).toBe(200);
  });

  it("removes a passkey only with the password, then signs the other devices out", async () => {
    const { buyer, token, added, authenticator } = await buyerWithPasskey();
    // A second device signed in with the passkey.
    const { ceremony_id, options } = await signInOptions();
    const phone = sessionCookie(
      await signIn({ ceremony_id, response: authenticator.assert(options) }),
    )!.value;
    expect((await me(phone)).statusCode).toBe(200);

    const url = `/auth-user/passkeys/${added.id}/remove`;
    const wrong = await call("POST", url, { token, headers: en, body: { password: "salah-sekali" } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toHaveProperty("password");
    expect((await call("GET", "/auth-user/passkeys", { token })).json().data.passkeys).toHaveLength(1);
    const nobody = await call("POST", "/auth-user/passkeys/00000000-0000-4000-8000-000000000000/remove", {
      token,
      body: { password: "rahasia-123" },
    });
    expect(nobody.statusCode).toBe(404);
    const removed = await call("POST", url, { token, headers: en, body: { password: "rahasia-123" } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe("Passkey removed. Other devices have been signed out.");
    expect((await call("GET", "/auth-user/passkeys", { token })).json().data.passkeys).toEqual([]);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    // No second factor left: the password alone signs in again.
    const password = await call("POST", "/auth/login", {
      body: { email: buyer.email, password: "rahasia-123" },
      ip: uniqueIp(),
    });
    expect(password.json().data).toHaveProperty("user");
  });

  it("satisfies an organisation that requires two-factor sign-in", async () => {
    const f = await createOrgFixture(t.database.db);
    const org = `/organizer/organizations/${f.organiser.id}`;
    await addPasskey(f.members.owner.token, new SoftwareAuthenticator(ORIGIN));
    const required = await orgCall(t.app, {
      method: "PUT",
      url: `${org}/two-factor-requirement`,
      token: f.members.owner.token,
      body: { required: true },
    });
    expect(required.status).toBe(200);
    const refused = await orgCall(t.app, {
      method: "GET",
      url: `${org}/events`,
      token: f.members.admin.token,
    });
    expect(refused.body.errorCode).toBe("two_factor_required");
    await addPasskey(f.members.admin.token, new SoftwareAuthenticator(ORIGIN));
    const allowed = await orgCall(t.app, {
      method: "GET",
      url: `${org}/events`,
      token: f.members.admin.token,
    });
    expect(allowed.status).toBe(200);
  });
});

describe("changing how the account signs in ends every other session", () => {
  it("turning TOTP on and off keeps this session and signs the others out", async () => {
    const buyer = await seedBuyer(t.database.db);
    const token = await logInAs(t.app, buyer.email);
    const other = await logInAs(t.app, buyer.email);
    const { secret } = (await call("POST", "/auth-user/two-factor/enrol", { token })).json().data;
    await call("POST", "/auth-user/two-factor/confirm", {
      token,
      body: { code: totpCode(secret, totpStep(clock.now())) },
    });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const sessions = await call("GET", "/auth-user/sessions", { token });
    expect(sessions.json().data.sessions).toHaveLength(1);

    // A second device completes its sign-in with a code, then this one turns two-factor off.
    clock.advance(30_000);
    const password = await call("POST", "/auth/login", {
      body: { email: buyer.email, password: "rahasia-123" },
      ip: uniqueIp(),
    });
    const second = await call("POST", "/auth/login/second-factor", {
      token: sessionCookie(password)!.value,
      body: { code: totpCode(secret, totpStep(clock.now())) },
    });
    const secondToken = sessionCookie(second)!.value;
    expect((await me(secondToken)).statusCode).toBe(200);
    clock.advance(30_000);
    const off = await call("POST", "/auth-user/two-factor/disable", {
      token,
      body: { code: totpCode(secret, totpStep(clock.now())) },
    });
    expect(off.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(secondToken)).statusCode).toBe(401);
  });
});

describe("an account without password or app proves it is the owner with a passkey", () => {
  /** Signs in through Google as the sign-in dialog does; the session cookie's value. */
  async function signInWithGoogle(email: string) {
    const response = await call("POST", "/auth/login", {
      ip: uniqueIp(),
      body: { type: "google" },
      headers: { authorization: `Bearer ${google.grant({ email })}` },
    });
    expect(response.statusCode).toBe(200);
    return { response, token: sessionCookie(response)?.value };
  }
  const reauthOptions = async (token: string) => {
    const started = await call("POST", "/auth-user/passkeys/reauth-options", { token });
    expect(started.statusCode).toBe(200);
    return started.json().data.options as {
      challenge: string;
      userVerification: string;
      allowCredentials: { id: string }[];
    };
  };
  const remove = (token: string, passkeyId: string, body: unknown) =>
    call("POST", `/auth-user/passkeys/${passkeyId}/remove`, { token, headers: en, body });
  const listed = async (token: string) =>
    (await call("GET", "/auth-user/passkeys", { token })).json().data.passkeys as { id: string }[];

  it("removes one passkey with another's answer, then the last with itself, since Google still signs in", async () => {
    const buyer = await seedBuyer(t.database.db, { password: null, signInMethod: "google" });
    const token = (await signInWithGoogle(buyer.email)).token!;
    const phone = new SoftwareAuthenticator(ORIGIN);
    const laptop = new SoftwareAuthenticator(ORIGIN);
    const onPhone = (await addPasskey(token, phone, "Ponsel")).json().data;
    const onLaptop = (await addPasskey(token, laptop, "Laptop")).json().data;

    // Control: the proofs there were before need a password or an app this account does not have.
    const byPassword = await remove(token, onPhone.id, { password: "rahasia-123" });
    expect(byPassword.statusCode).toBe(422);
    const byCode = await remove(token, onPhone.id, { code: "123456" });
    expect(byCode.statusCode).toBe(422);

    const options = await reauthOptions(token);
    expect(options.userVerification).toBe("required");
    expect(options.allowCredentials.map((credential) => credential.id).sort()).toEqual(
      [phone, laptop].map((device) => Buffer.from(device.credentials[0]!.id).toString("base64url")).sort(),
    );
    // Another account's passkey is no proof of this one's owner.
    const stranger = await buyerWithPasskey();
    const foreign = await remove(token, onPhone.id, { passkey: stranger.authenticator.assert(options) });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(
      "This passkey could not confirm it is you. Try again, or use another of your passkeys.",
    );
    expect(await listed(token)).toHaveLength(2);

    const answer = laptop.assert(await reauthOptions(token));
    const removed = await remove(token, onPhone.id, { passkey: answer });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe("Passkey removed. Other devices have been signed out.");
    expect((await listed(token)).map((row) => row.id)).toEqual([onLaptop.id]);
    // The answer counted once: its challenge is gone.
    expect((await remove(token, onLaptop.id, { passkey: answer })).statusCode).toBe(409);

    // The last passkey: Google still signs this account in, so it may go, proven by itself.
    const last = await remove(token, onLaptop.id, { passkey: laptop.assert(await reauthOptions(token)) });
    expect(last.statusCode).toBe(200);
    expect(await listed(token)).toEqual([]);
    const again = await signInWithGoogle(buyer.email);
    expect(again.response.json().data).toHaveProperty("user");
  });

  it("keeps the last passkey of an account with no other way in, with a translated message", async () => {
    const { buyer, token, added, authenticator } = await buyerWithPasskey();
    // An account whose only way in is this passkey: no password, not made with Google.
    await t.database.db.update(buyers).set({ passwordHash: null }).where(eq(buyers.id, buyer.id));
    const refused = await remove(token, added.id, {
      passkey: authenticator.assert(await reauthOptions(token)),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      "This passkey is the only way into your account, so removing it would lock you out. Add another passkey first, then remove this one.",
    );
    const inIndonesian = await call("POST", `/auth-user/passkeys/${added.id}/remove`, {
      token,
      body: { passkey: authenticator.assert(await reauthOptions(token)) },
    });
    expect(inIndonesian.json().message).toMatch(/^Passkey ini satu-satunya cara masuk ke akun kamu/);
    expect((await listed(token)).map((row) => row.id)).toEqual([added.id]);
    // Control: with a second passkey added, the first is no longer the last and goes.
    const spare = new SoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(token, spare, "Kunci cadangan")).statusCode).toBe(201);
    const removed = await remove(token, added.id, { passkey: spare.assert(await reauthOptions(token)) });
    expect(removed.statusCode).toBe(200);
  });
});
