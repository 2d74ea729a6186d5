import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, logInAs, seedBuyer, uniqueIp } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t.app);
});
afterAll(() => t.close());

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/133.0";
const en = { "accept-language": "en" };

async function logInFrom(email: string, userAgent: string): Promise<string> {
  const response = await call("POST", "/auth/login", {
    body: { email, password: "rahasia-123" },
    ip: uniqueIp(),
    headers: { "user-agent": userAgent },
  });
  return response.cookies.find((cookie) => cookie.name === "tiketin_session")!.value;
}
const me = (token: string) => call("GET", "/auth-user/my-data", { token });
const list = (token: string) => call("GET", "/auth-user/sessions", { token, headers: en });

describe("sessions in the profile", () => {
  it("lists the buyer's devices with this one marked, and never a token", async () => {
    const buyer = await seedBuyer(t.database.db);
    const phone = await logInFrom(buyer.email, PHONE);
    const laptop = await logInFrom(buyer.email, LAPTOP);
    const other = await seedBuyer(t.database.db);
    await logInAs(t.app, other.email);

    const response = await list(phone);
    expect(response.statusCode).toBe(200);
    const sessions = response.json().data.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s: { device: string }) => s.device).sort()).toEqual([
      "Chrome · Android",
      "Firefox · Windows",
    ]);
    expect(sessions.find((s: { current: boolean }) => s.current).device).toBe("Chrome · Android");
    expect(response.body).not.toContain(phone);
    expect(response.body).not.toContain(laptop);
  });

  it("signs one device out: its cookie is refused on the very next request, the others stay", async () => {
    const buyer = await seedBuyer(t.database.db);
    const phone = await logInFrom(buyer.email, PHONE);
    const laptop = await logInFrom(buyer.email, LAPTOP);
    expect((await me(laptop)).statusCode).toBe(200);
    const laptopId = (await list(phone))
      .json()
      .data.sessions.find((s: { current: boolean }) => !s.current).id;

    const revoked = await call("DELETE", `/auth-user/sessions/${laptopId}`, { token: phone, headers: en });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe("That device has been signed out.");
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
    // Again: it is gone, a clear 404.
    const again = await call("DELETE", `/auth-user/sessions/${laptopId}`, { token: phone, headers: en });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This session no longer exists. It may already be signed out.");
  });

  it("cannot sign out another buyer's session, nor take a malformed id", async () => {
    const [alice, bob] = [await seedBuyer(t.database.db), await seedBuyer(t.database.db)];
    const aliceToken = await logInAs(t.app, alice.email);
    const bobToken = await logInAs(t.app, bob.email);
    const bobId = (await list(bobToken)).json().data.sessions[0].id;
    const attempt = await call("DELETE", `/auth-user/sessions/${bobId}`, { token: aliceToken, headers: en });
    expect(attempt.statusCode).toBe(404);
    expect((await me(bobToken)).statusCode).toBe(200);
    const junk = await call("DELETE", "/auth-user/sessions/not-a-uuid", { token: aliceToken, headers: en });
    expect(junk.statusCode).toBe(404);
  });

  it("signs out every other device, keeping this one", async () => {
    const buyer = await seedBuyer(t.database.db);
    const [current, second, third] = [
      await logInFrom(buyer.email, PHONE),
      await logInFrom(buyer.email, LAPTOP),
      await logInFrom(buyer.email, LAPTOP),
    ];
    const response = await call("POST", "/auth-user/sessions/revoke-others", { token: current, headers: en });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ revoked: 2 });
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
    expect((await list(current)).json().data.sessions).toHaveLength(1);
  });

  it("needs a session", async () => {
    expect((await call("GET", "/auth-user/sessions")).statusCode).toBe(401);
    expect((await call("POST", "/auth-user/sessions/revoke-others")).statusCode).toBe(401);
  });
});
