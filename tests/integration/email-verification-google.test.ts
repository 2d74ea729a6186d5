import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyers } from "../../server/db/schema/index.ts";
import { api, seedBuyer, startFakeGoogle, uniqueEmail, uniqueIp } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** Google vouches for its accounts' addresses, so they count as verified. */
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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const row = async (email: string) =>
  (await t.database.db.select().from(buyers).where(eq(buyers.email, email)))[0];

describe("Google accounts and verification", () => {
  it("a Google sign-up is verified at once and gets no verification mail", async () => {
    const email = uniqueEmail("rizky");
    const response = await call("POST", "/auth/register", {
      ip: uniqueIp(),
      body: { type: "google", dob: "2000-01-01", gender: "Male" },
      headers: bearer(google.grant({ email, name: "Rizky Pratama" })),
    });
    expect(response.statusCode).toBe(201);
    expect((await row(email))?.emailVerifiedAt).not.toBeNull();
    const mailbox = await call("GET", `/__dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(mailbox.json().data.rows).toHaveLength(0);
  });

  it("signing in with Google verifies an unverified password account of the same address", async () => {
    const buyer = await seedBuyer(t.database.db);
    expect(buyer.emailVerifiedAt).toBeNull();
    const response = await call("POST", "/auth/login", {
      body: { type: "google" },
      headers: bearer(google.grant({ email: buyer.email, name: buyer.name })),
    });
    expect(response.statusCode).toBe(200);
    expect((await row(buyer.email))?.emailVerifiedAt).not.toBeNull();
  });
});
