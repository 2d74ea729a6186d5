import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buyers, sessions } from "../../server/db/schema/index.ts";
import { hashSessionToken } from "../../server/features/sessions/session-reader.ts";
import { api, seedBuyer, sessionCookie, uniqueEmail, uniqueIp } from "../support/accounts.ts";
import { scryptRuns } from "../support/scrypt-runs.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

vi.mock("node:crypto", async (importOriginal) =>
  (await import("../support/scrypt-runs.ts")).countingScrypt(
    await importOriginal<typeof import("node:crypto")>(),
  ),
);

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t.app);
});
afterAll(() => t.close());

const signUp = (overrides: Record<string, unknown> = {}, ip = uniqueIp()) =>
  call("POST", "/auth/register", {
    ip,
    body: {
      type: "password",
      name: "Siti Rahma",
      email: uniqueEmail(),
      password: "rahasia-123",
      dob: "1998-05-17",
      gender: "Female",
      ...overrides,
    },
    headers: { "accept-language": "en" },
  });

describe("POST /auth/register", () => {
  it("creates the buyer, signs them in and answers the profile without secrets", async () => {
    const email = uniqueEmail("Siti.Rahma");
    const response = await signUp({ email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ status: 1, message: "Your account has been created." });
    expect(body.data.user).toMatchObject({
      name: "Siti Rahma",
      email: email.toLowerCase(),
      gender: "Female",
      dob: "1998-05-17",
      country_code: "+62",
      sign_in_method: "password",
      is_acp: 1,
    });
    expect(body.data.user).not.toHaveProperty("identity");
    expect(response.body).not.toMatch(/scrypt|password_hash|passwordHash|rahasia/);

    const token = sessionCookie(response)?.value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call("GET", "/auth-user/my-data", { token });
    expect(me.json().data.email).toBe(email.toLowerCase());
    const [row] = await t.database.db.select().from(buyers).where(eq(buyers.email, email.toLowerCase()));
    expect(row?.passwordHash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
  });

  it("refuses an e-mail that is already registered, in any letter case (409)", async () => {
    const existing = await seedBuyer(t.database.db);
    const response = await signUp({ email: existing.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 0,
      errorCode: "conflict",
      message: "This e-mail is already registered. Please log in instead.",
      fields: { email: "This e-mail is already registered. Please log in instead." },
    });
    expect(sessionCookie(response)).toBeUndefined();
  });

  it("lets exactly one of two simultaneous sign-ups with one e-mail win", async () => {
    const email = uniqueEmail();
    const [a, b] = await Promise.all([signUp({ email }), signUp({ email })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(buyers).where(eq(buyers.email, email))).toHaveLength(1);
  });

  it.each([
    [{ name: "Al" }, "name", "Must be at least 3 characters"],
    [{ name: "Budi 2" }, "name", "Contains characters that are not allowed"],
    [{ name: "" }, "name", "This field cannot be empty"],
    [{ email: "budi@gmail" }, "email", "Invalid email"],
    [{ email: "budi@gmail.con" }, "email", "Invalid email"],
    [{ email: "example@example.com" }, "email", "Invalid email"],
    [{ email: null }, "email", "This field cannot be empty"],
    [{ password: "1234567" }, "password", "Must be at least 8 characters"],
    [{ password: undefined }, "password", "This field cannot be empty"],
    [{ dob: "2000-02-30" }, "dob", "Invalid value"],
    [{ dob: "2999-01-01" }, "dob", "Invalid value"],
    [{ gender: "Other" }, "gender", "Choose one of the allowed values"],
    [{ gender: undefined }, "gender", "This field cannot be empty"],
    [{ type: "facebook" }, "type", "Choose one of the allowed values"],
  ])("refuses %j with a message on %s", async (overrides, field, message) => {
    const response = await signUp(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe("validation_failed");
    expect(response.json().fields[field]).toBe(message);
  });

  it("refuses a 10 KB password before any hashing", async () => {
    // One scrypt run takes about 500 ms and 128 MiB: a refusal that hashed first would cost both.
    const runs = scryptRuns.count;
    const response = await signUp({ password: "x".repeat(10_240) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.password).toBe("Must be at most 128 characters");
    expect(scryptRuns.count).toBe(runs);
  });

  it("type google without a Google token is 401, not a crash", async () => {
    const response = await signUp({ type: "google" });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Google sign-in did not finish. Please try again.");
  });
});

describe("POST /auth/login", () => {
  it("signs in with the right password (e-mail trimmed, any case) and sets a hardened cookie", async () => {
    const buyer = await seedBuyer(t.database.db);
    const response = await call("POST", "/auth/login", {
      ip: uniqueIp(),
      body: { email: ` ${buyer.email.toUpperCase()} `, password: "rahasia-123" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ id: buyer.id, email: buyer.email, is_acp: 1 });
    const cookie = sessionCookie(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 30 * 24 * 3600 });
    expect(cookie.secure).toBeFalsy(); // PUBLIC_BASE_URL is plain http here
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(cookie.value)));
    expect(row?.buyerId).toBe(buyer.id);
  });

  it("answers a wrong password and an unknown e-mail alike (401, no cookie)", async () => {
    const buyer = await seedBuyer(t.database.db);
    const wrong = await call("POST", "/auth/login", {
      ip: uniqueIp(),
      body: { email: buyer.email, password: "salah-sekali" },
    });
    const unknown = await call("POST", "/auth/login", {
      ip: uniqueIp(),
      body: { email: uniqueEmail(), password: "salah-sekali" },
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 0,
        errorCode: "unauthorized",
        message: "E-mail atau kata sandi salah.",
      });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it("refuses password login to an account that has no password (Google, or not set yet)", async () => {
    const google = await seedBuyer(t.database.db, { signInMethod: "google", password: null });
    const response = await call("POST", "/auth/login", {
      ip: uniqueIp(),
      body: { email: google.email, password: "apa-saja-123" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("validates its input: e-mail and password required, e-mail well-formed", async () => {
    const empty = await call("POST", "/auth/login", { body: {}, headers: { "accept-language": "en" } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      email: "This field cannot be empty",
      password: "This field cannot be empty",
    });
    const bad = await call("POST", "/auth/login", { body: { email: "budi@", password: "x" } });
    expect(bad.json().fields).toEqual({ email: "Email tidak valid" });
  });

  it("refuses a 10 KB password before verifying it", async () => {
    const buyer = await seedBuyer(t.database.db);
    const runs = scryptRuns.count;
    const response = await call("POST", "/auth/login", {
      ip: uniqueIp(),
      body: { email: buyer.email, password: "x".repeat(10_240) },
    });
    expect(response.statusCode).toBe(400);
    expect(scryptRuns.count).toBe(runs);
    // The count can fail: a wrong password of an allowed length is verified.
    await call("POST", "/auth/login", {
      ip: uniqueIp(),
      body: { email: buyer.email, password: "salah-123" },
    });
    expect(scryptRuns.count).toBeGreaterThan(runs);
  });

  it("upgrades a hash made with weaker parameters at the next successful login", async () => {
    const { hashPasswordWith } = await import("../support/weak-hash.ts");
    const buyer = await seedBuyer(t.database.db, {
      password: null,
      passwordHash: await hashPasswordWith("rahasia-123", 14),
    });
    const response = await call("POST", "/auth/login", {
      ip: uniqueIp(),
      body: { email: buyer.email, password: "rahasia-123" },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(buyers).where(eq(buyers.id, buyer.id));
    expect(row?.passwordHash).toMatch(/^\$scrypt\$ln=17,/);
  });
});
