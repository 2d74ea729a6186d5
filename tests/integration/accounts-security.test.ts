import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../server/db/schema/index.ts";
import { hashSessionToken } from "../../server/features/sessions/session-reader.ts";
import {
  api,
  logInAs,
  ManualClock,
  seedBuyer,
  sessionCookie,
  uniqueEmail,
  uniqueIp,
} from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
  call = api(t.app);
});
afterAll(() => t.close());

const me = (token: string) => call("GET", "/auth-user/my-data", { token });
const sessionRow = async (token: string) =>
  (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)))
  )[0];

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/ and Secure when the site is https", async () => {
    const https = await createTestApp({ env: { PUBLIC_BASE_URL: "https://tiketin.example" } });
    try {
      const buyer = await seedBuyer(https.database.db);
      const response = await api(https.app)("POST", "/auth/login", {
        body: { email: buyer.email, password: "rahasia-123" },
      });
      const header = String(response.headers["set-cookie"]);
      expect(header).toMatch(/^tiketin_session=[A-Za-z0-9_-]{43};/);
      for (const flag of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/", `Max-Age=${30 * 24 * 3600}`]) {
        expect(header).toContain(flag);
      }
    } finally {
      await https.close();
    }
    // Control: on a plain-http site the same login sets no Secure flag (browsers would drop the cookie).
    const buyer = await seedBuyer(t.database.db);
    const plain = await call("POST", "/auth/login", {
      body: { email: buyer.email, password: "rahasia-123" },
    });
    expect(String(plain.headers["set-cookie"])).not.toContain("Secure");
  });
});

describe("session lifecycle", () => {
  it("rotates: every login gets a new token, and the token the browser came with dies", async () => {
    const buyer = await seedBuyer(t.database.db);
    const first = await logInAs(t.app, buyer.email);
    expect((await me(first)).statusCode).toBe(200);
    const again = await call("POST", "/auth/login", {
      body: { email: buyer.email, password: "rahasia-123" },
      token: first,
      ip: uniqueIp(),
    });
    const second = sessionCookie(again)!.value;
    expect(second).not.toBe(first);
    expect((await me(second)).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect(await sessionRow(first)).toBeUndefined();
  });

  it("a login from another device leaves the existing sessions alone (control for rotation)", async () => {
    const buyer = await seedBuyer(t.database.db);
    const phone = await logInAs(t.app, buyer.email);
    const laptop = await logInAs(t.app, buyer.email);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it("logout deletes the session row and clears the cookie; the token is dead afterwards", async () => {
    const buyer = await seedBuyer(t.database.db);
    const token = await logInAs(t.app, buyer.email);
    expect((await me(token)).statusCode).toBe(200);
    const response = await call("POST", "/auth-user/logout", { token, headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, message: "You are logged out.", data: { ok: true } });
    const cleared = sessionCookie(response)!;
    expect(cleared.value).toBe("");
    expect(String(response.headers["set-cookie"])).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(await sessionRow(token)).toBeUndefined();
    expect((await me(token)).statusCode).toBe(401);
    expect((await call("POST", "/auth-user/logout", { token })).statusCode).toBe(401);
  });

  it("expires after a week without use (idle) and after 30 days regardless (absolute)", async () => {
    const buyer = await seedBuyer(t.database.db);
    const [idle, active, old] = [
      await logInAs(t.app, buyer.email),
      await logInAs(t.app, buyer.email),
      await logInAs(t.app, buyer.email),
    ];
    const set = (token: string, column: "lastSeenAt" | "expiresAt", value: SQL) =>
      t.database.db
        .update(sessions)
        .set({ [column]: value })
        .where(eq(sessions.tokenHash, hashSessionToken(token)));
    await set(idle, "lastSeenAt", sql`now() - interval '7 days 1 minute'`);
    await set(active, "lastSeenAt", sql`now() - interval '6 days'`);
    await set(old, "expiresAt", sql`now() - interval '1 second'`);
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(active)).statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
  });

  it("records last use at most once a minute", async () => {
    const buyer = await seedBuyer(t.database.db);
    const token = await logInAs(t.app, buyer.email);
    const lastSeen = async () => (await sessionRow(token))!.lastSeenAt.getTime();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '30 seconds'` })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const recent = await lastSeen();
    await me(token);
    expect(await lastSeen()).toBe(recent);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'` })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const stale = await lastSeen();
    await me(token);
    expect(await lastSeen()).toBeGreaterThan(stale + 60_000);
  });

  it("records the user agent of a session", async () => {
    const buyer = await seedBuyer(t.database.db);
    const response = await call("POST", "/auth/login", {
      body: { email: buyer.email, password: "rahasia-123" },
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/130" },
    });
    expect((await sessionRow(sessionCookie(response)!.value))?.userAgent).toBe(
      "Mozilla/5.0 (Linux; Android 14) Chrome/130",
    );
  });

  it.each([
    ["POST", "/auth-user/logout"],
    ["GET", "/auth-user/my-data"],
    ["PUT", "/auth-user/update-profile"],
    ["POST", "/auth-user/change-password"],
    ["GET", "/auth-user/my-wrapped"],
  ] as const)("%s %s needs a session (401)", async (method, url) => {
    const body = method === "GET" ? undefined : { old_password: "a", new_password: "abcdefgh1" };
    expect((await call(method, url, { body })).statusCode).toBe(401);
  });
});

describe("cross-site request forgery", () => {
  const evil = { origin: "https://evil.example" };

  it("refuses a state-changing request from another origin with 403, and changes nothing", async () => {
    const buyer = await seedBuyer(t.database.db);
    const token = await logInAs(t.app, buyer.email);
    const attack = await call("PUT", "/auth-user/update-profile", {
      token,
      body: { name: "Hacked Name" },
      headers: evil,
    });
    expect(attack.statusCode).toBe(403);
    expect(attack.json()).toMatchObject({ status: 0, errorCode: "forbidden" });
    const logout = await call("POST", "/auth-user/logout", { token, headers: evil });
    expect(logout.statusCode).toBe(403);
    const profile = await me(token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.name).toBe("Siti Rahma");
  });

  it("refuses a cross-site Referer, Origin null, and Sec-Fetch-Site cross-site", async () => {
    const refused: Record<string, string>[] = [
      { referer: "https://evil.example/page" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { origin: "http://localhost:3000.evil.example" },
      { origin: "not a url" },
    ];
    for (const headers of refused) {
      const response = await call("POST", "/auth/login", {
        body: { email: "x@example.com", password: "x" },
        headers,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it("accepts the site's own origin, the request's own host, and same-site fetch metadata", async () => {
    const buyer = await seedBuyer(t.database.db);
    const accepted: Record<string, string>[] = [
      { origin: "http://localhost:3000" }, // PUBLIC_BASE_URL
      { origin: "http://127.0.0.1:3210", host: "127.0.0.1:3210" }, // the host the browser talked to
      { referer: "http://localhost:3000/en/profile" },
      { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" },
      {}, // no browser headers at all (curl, SSR's in-process calls)
    ];
    for (const headers of accepted) {
      const response = await call("POST", "/auth/login", {
        body: { email: buyer.email, password: "rahasia-123" },
        headers,
        ip: uniqueIp(),
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it("leaves reads alone: a cross-origin GET is not a state change", async () => {
    const buyer = await seedBuyer(t.database.db);
    const token = await logInAs(t.app, buyer.email);
    expect((await call("GET", "/auth-user/my-data", { token, headers: evil })).statusCode).toBe(200);
  });
});

describe("rate limits", () => {
  it("throttles wrong passwords per e-mail and IP (429 + Retry-After), then recovers after the window", async () => {
    const buyer = await seedBuyer(t.database.db);
    const ip = uniqueIp();
    const attempt = (password: string, from = ip) =>
      call("POST", "/auth/login", { body: { email: buyer.email, password }, ip: from });
    for (let i = 0; i < 5; i++) expect((await attempt("salah-terus")).statusCode).toBe(401);
    const limited = await attempt("salah-terus");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 0, errorCode: "too_many_requests" });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password is refused while throttled: the limit is real, not cosmetic.
    expect((await attempt("rahasia-123")).statusCode).toBe(429);
    // Another address is slowed too, by the account's own backoff, not refused for the window.
    const elsewhere = await attempt("rahasia-123", uniqueIp());
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers["retry-after"])).toBeLessThanOrEqual(10);

    clock.advance(retryAfter * 1000);
    expect((await attempt("rahasia-123")).statusCode).toBe(200);
  });

  it("a successful login resets the count (control: failures alone would trigger it)", async () => {
    const buyer = await seedBuyer(t.database.db);
    const ip = uniqueIp();
    const attempt = (password: string) =>
      call("POST", "/auth/login", { body: { email: buyer.email, password }, ip });
    for (let i = 0; i < 4; i++) expect((await attempt("salah-terus")).statusCode).toBe(401);
    expect((await attempt("rahasia-123")).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt("salah-terus")).statusCode).toBe(401);
    expect((await attempt("rahasia-123")).statusCode).toBe(200);
  });

  it("holds under parallel guessing: 20 simultaneous wrong passwords get at most 5 tries", async () => {
    const buyer = await seedBuyer(t.database.db);
    const ip = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call("POST", "/auth/login", { body: { email: buyer.email, password: "tebak-tebak" }, ip }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(15);
  });

  it("throttles forgot-password per IP (5 per 15 minutes), for unknown e-mails alike, then recovers", async () => {
    const ip = uniqueIp();
    const request = () => call("POST", "/auth/forget-password", { body: { email: uniqueEmail() }, ip });
    for (let i = 0; i < 5; i++) expect((await request()).statusCode).toBe(200);
    const limited = await request();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    clock.advance(15 * 60 * 1000);
    expect((await request()).statusCode).toBe(200);
  });

  it("throttles forgot-password per e-mail across IPs (mail bombing), the same for unknown e-mails", async () => {
    for (const email of [(await seedBuyer(t.database.db)).email, uniqueEmail()]) {
      const request = () => call("POST", "/auth/forget-password", { body: { email }, ip: uniqueIp() });
      for (let i = 0; i < 3; i++) expect((await request()).statusCode).toBe(200);
      expect((await request()).statusCode).toBe(429);
    }
  });

  it("keeps no readable e-mail or IP in the rate-limit table", async () => {
    const buyer = await seedBuyer(t.database.db);
    await call("POST", "/auth/login", {
      body: { email: buyer.email, password: "salah-terus" },
      ip: "10.99.99.99",
    });
    const rows = await t.database.db.execute(sql`select key from rate_limits`);
    const text = JSON.stringify((rows as { rows: unknown[] }).rows);
    expect(text).toContain("login:");
    expect(text).not.toContain(buyer.email);
    expect(text).not.toContain("10.99.99.99");
  });
});

describe("logs", () => {
  it("never contain passwords, reset tokens or identity numbers", async () => {
    const before = t.logs.length;
    const email = uniqueEmail();
    const password = "Sangat-Rahasia-9137";
    const signedUp = await call("POST", "/auth/register", {
      body: { name: "Log Checker", email, password, dob: "1998-05-17", gender: "Male", type: "password" },
      ip: uniqueIp(),
    });
    const token = sessionCookie(signedUp)!.value;
    await call("PUT", "/auth-user/update-profile", {
      token,
      body: { identity_type: "KTP", identity: "3273011705980001" },
    });
    await call("POST", "/auth/login", { body: { email, password: "Salah-Sekali-4242" }, ip: uniqueIp() });
    await call("POST", "/auth-user/change-password", {
      token,
      body: { old_password: password, new_password: "Baru-Rahasia-5521" },
    });
    await call("POST", "/auth/forget-password", { body: { email }, ip: uniqueIp() });
    const text = JSON.stringify(t.logs.slice(before));
    // The requests were logged (so this check looks at real lines)...
    expect(text).toContain("/api/v1/auth/register");
    expect(text).toContain("/api/v1/auth-user/change-password");
    // ...and none of the secrets are in them.
    for (const secret of [password, "Salah-Sekali-4242", "Baru-Rahasia-5521", "3273011705980001", token]) {
      expect(text).not.toContain(secret);
    }
  });
});
