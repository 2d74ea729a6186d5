import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyers } from "../../server/db/schema/index.ts";
import {
  api,
  seedBuyer,
  sessionCookie,
  startFakeGoogle,
  uniqueEmail,
  uniqueIp,
} from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({
    env: { GOOGLE_USERINFO_URL: google.url, GOOGLE_CLIENT_ID: "test-client.apps.example" },
  });
  call = api(t.app);
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, "accept-language": "en" });

describe("Google sign-in", () => {
  it("an unknown Google e-mail answers status 1 with action register and the social data", async () => {
    const email = uniqueEmail("dewi");
    const token = google.grant({ email: email.toUpperCase(), name: "Dewi Lestari" });
    const response = await call("POST", "/auth/login", { body: { type: "google" }, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 1,
      data: { action: "register", social: { email, name: "Dewi Lestari", type: "google" } },
    });
    expect(sessionCookie(response)).toBeUndefined();
    expect(google.seen).toContain(token); // the token really went to the userinfo endpoint
  });

  it("register with type google, the same token, dob and gender creates the account and signs in", async () => {
    const email = uniqueEmail("rizky");
    const token = google.grant({ email, name: "Rizky Pratama" });
    const response = await call("POST", "/auth/register", {
      ip: uniqueIp(),
      body: { type: "google", dob: "2000-01-01", gender: "Male" },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({
      email,
      name: "Rizky Pratama",
      sign_in_method: "google",
      is_acp: 0,
      dob: "2000-01-01",
      gender: "Male",
    });
    expect(sessionCookie(response)?.value).toBeTruthy();
    const [row] = await t.database.db.select().from(buyers).where(eq(buyers.email, email));
    expect(row?.passwordHash).toBeNull();

    // Next time, the same Google account logs straight in.
    const again = await call("POST", "/auth/login", {
      body: { type: "google" },
      headers: bearer(google.grant({ email, name: "Rizky Pratama" })),
    });
    expect(again.json().data.user.email).toBe(email);
    expect(sessionCookie(again)?.value).toBeTruthy();
  });

  it("the complete-profile step may correct the name; a second Google sign-up is a conflict", async () => {
    const email = uniqueEmail();
    const first = await call("POST", "/auth/register", {
      ip: uniqueIp(),
      body: { type: "google", name: "Putu Ayu", dob: "1999-09-09", gender: "Female" },
      headers: bearer(google.grant({ email, name: "putu_ayu99" })),
    });
    expect(first.json().data.user.name).toBe("Putu Ayu");
    const second = await call("POST", "/auth/register", {
      ip: uniqueIp(),
      body: { type: "google", dob: "1999-09-09", gender: "Female" },
      headers: bearer(google.grant({ email })),
    });
    expect(second.statusCode).toBe(409);
  });

  it("a Google account with the e-mail of a password account signs into that account", async () => {
    const buyer = await seedBuyer(t.database.db);
    const response = await call("POST", "/auth/login", {
      body: { type: "google" },
      headers: bearer(google.grant({ email: buyer.email })),
    });
    expect(response.json().data.user.id).toBe(buyer.id);
  });

  it("refuses tokens Google refuses, unverified e-mails and missing or malformed headers (401)", async () => {
    const cases: Record<string, string>[] = [
      bearer("ya29.not-a-token-google-knows"),
      bearer(google.grant({ email: uniqueEmail(), email_verified: false })),
      { "accept-language": "en" },
      { authorization: "Basic dXNlcjpwYXNz", "accept-language": "en" },
      { authorization: "Bearer <script>", "accept-language": "en" },
    ];
    const messages = [];
    for (const headers of cases) {
      const response = await call("POST", "/auth/login", { body: { type: "google" }, headers });
      expect(response.statusCode).toBe(401);
      expect(sessionCookie(response)).toBeUndefined();
      messages.push(response.json().message);
    }
    expect(messages).toEqual([
      "We could not verify your Google account. Please try again.",
      "Your Google e-mail address is not verified yet.",
      "Google sign-in did not finish. Please try again.",
      "Google sign-in did not finish. Please try again.",
      "Google sign-in did not finish. Please try again.",
    ]);
  });

  it("Google being unreachable is 503, not 500", async () => {
    const offline = await createTestApp({ env: { GOOGLE_USERINFO_URL: "http://127.0.0.1:9/userinfo" } });
    try {
      const response = await api(offline.app)("POST", "/auth/login", {
        body: { type: "google" },
        headers: bearer("ya29.some-token-value"),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().errorCode).toBe("service_unavailable");
    } finally {
      await offline.close();
    }
  });

  it("a Google account cannot change its password, with a clear message", async () => {
    const email = uniqueEmail();
    const signedUp = await call("POST", "/auth/register", {
      ip: uniqueIp(),
      body: { type: "google", dob: "1995-03-03", gender: "Male" },
      headers: bearer(google.grant({ email, name: "Agus Salim" })),
    });
    const token = sessionCookie(signedUp)!.value;
    const response = await call("POST", "/auth-user/change-password", {
      token,
      body: { new_password: "kata-sandi-baru" },
      headers: { "accept-language": "en" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errorCode: "rule_refused",
      message:
        "This account signs in with Google, so it has no password to change here. Manage your password in your Google account.",
    });
    const [row] = await t.database.db.select().from(buyers).where(eq(buyers.email, email));
    expect(row?.passwordHash).toBeNull();
  });

  it("publishes the Google client id in the public config (and null without it)", async () => {
    const { toPublicConfig } = await import("../../server/config/public-config.ts");
    const { loadConfig } = await import("../../server/config/env.ts");
    expect(toPublicConfig(loadConfig({ GOOGLE_CLIENT_ID: "abc.apps.example" })).googleClientId).toBe(
      "abc.apps.example",
    );
    expect(toPublicConfig(loadConfig({})).googleClientId).toBeNull();
  });
});
