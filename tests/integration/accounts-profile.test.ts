import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyers } from "../../server/db/schema/index.ts";
import { api, logInAs, ManualClock, seedBuyer } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
const clock = new ManualClock(Date.parse("2026-12-31T17:30:00Z")); // already 1 January 2027 in WIB
beforeAll(async () => {
  t = await createTestApp({ clock });
  call = api(t.app);
});
afterAll(() => t.close());

// Born 17 May 1998: a man's NIK carries 17, a woman's 57.
const MAN_NIK = "3273011705980001";
const WOMAN_NIK = "3273015705980002";

async function signedIn(values: Parameters<typeof seedBuyer>[1] = {}) {
  const buyer = await seedBuyer(t.database.db, values);
  return { buyer, token: await logInAs(t.app, buyer.email) };
}

const update = (token: string, body: unknown) =>
  call("PUT", "/auth-user/update-profile", { token, body, headers: { "accept-language": "en" } });

describe("GET /auth-user/my-data", () => {
  it("returns the signed-in buyer's own profile with is_acp", async () => {
    const { buyer, token } = await signedIn();
    const response = await call("GET", "/auth-user/my-data", { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: buyer.id,
      email: buyer.email,
      name: "Siti Rahma",
      is_acp: 1,
      identity: null,
      country_code: "+62",
    });
    expect(response.body).not.toContain("scrypt");
  });

  it("is 401 without a session, with an unknown token, or with a garbage cookie", async () => {
    for (const token of [undefined, "A".repeat(43), "not a token; drop table sessions"]) {
      const response = await call("GET", "/auth-user/my-data", { token });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe("unauthorized");
    }
  });

  it("never returns another buyer's data: the session decides whose profile, not the request", async () => {
    const alice = await signedIn({ name: "Alice Wulandari" });
    const bob = await signedIn({ name: "Bobby Santoso" });
    await update(bob.token, { identity_type: "SIM", identity: "SIM-BOB-777" });
    // Every way a client might name someone else is ignored.
    const response = await call("GET", `/auth-user/my-data?id=${bob.buyer.id}&buyer_id=${bob.buyer.id}`, {
      token: alice.token,
    });
    expect(response.json().data.id).toBe(alice.buyer.id);
    expect(response.body).not.toContain("SIM-BOB-777");
    const updated = await update(alice.token, { id: bob.buyer.id, name: "Hijacked Name" });
    expect(updated.json().data.id).toBe(alice.buyer.id);
    const [bobRow] = await t.database.db.select().from(buyers).where(eq(buyers.id, bob.buyer.id));
    expect(bobRow?.name).toBe("Bobby Santoso");
  });
});

describe("PUT /auth-user/update-profile", () => {
  it("applies the given fields and derives the full phone number", async () => {
    const { token } = await signedIn();
    const response = await update(token, {
      name: "Siti Rahmawati",
      phone_number_only: "081234567890",
      job: "Employee",
      hobby: "Nonton konser",
      body_height: "165",
      body_weight: 52,
      blood_type: "O",
      religion: "Islam",
      vegetarian: true,
      instagram: "@sitirahma",
      account_number: "1234567890",
      bank_name: "BCA",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Your profile has been updated.");
    expect(response.json().data).toMatchObject({
      name: "Siti Rahmawati",
      country_code: "+62",
      phone_number_only: "81234567890",
      phone_number: "+6281234567890",
      body_height: 165,
      body_weight: 52,
      vegetarian: true,
      blood_type: "O",
    });
  });

  it("ignores empty fields instead of clearing them", async () => {
    const { token } = await signedIn();
    await update(token, { hobby: "Lari pagi", job: "Student" });
    const response = await update(token, {
      hobby: "",
      job: null,
      allergy: "   ",
      agency: {},
      name: "Siti Aminah",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      hobby: "Lari pagi",
      job: "Student",
      allergy: null,
      name: "Siti Aminah",
    });
  });

  it("never changes email, phone_number, note or is_acp, silently", async () => {
    const { buyer, token } = await signedIn();
    const response = await update(token, {
      email: "hijack@example.com",
      phone_number: "+1555000000",
      note: "VIP please",
      is_acp: 0,
      hobby: "Musik",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: buyer.email,
      phone_number: null,
      is_acp: 1,
      hobby: "Musik",
    });
    const [row] = await t.database.db.select().from(buyers).where(eq(buyers.id, buyer.id));
    expect(row?.email).toBe(buyer.email);
    expect(row?.passwordHash).toBe(buyer.passwordHash);
  });

  it.each([
    [{ name: "Al" }, "name", "Must be at least 3 characters"],
    [{ name: "R2-D2" }, "name", "Contains characters that are not allowed"],
    [{ body_height: "170cm" }, "body_height", "Enter a valid number"],
    [{ body_weight: 1000 }, "body_weight", "Must be at most 500"],
    [{ phone_number_only: "0812-3456" }, "phone_number_only", "Numbers only"],
    [{ phone_number_only: "123" }, "phone_number_only", "Enter a valid number"],
    [{ country_code: "62" }, "country_code", "Enter a valid number"],
    [{ account_number: "12a45" }, "account_number", "Numbers only"],
    [{ gender: "Other" }, "gender", "Choose one of the allowed values"],
    [{ blood_type: "C" }, "blood_type", "Choose one of the allowed values"],
    [{ identity_type: "KTM" }, "identity_type", "Choose one of the allowed values"],
    [{ dob: "1998-02-30" }, "dob", "Invalid value"],
    [{ hobby: "x".repeat(256) }, "hobby", "Must be at most 255 characters"],
    [{ vegetarian: "maybe" }, "vegetarian", "Invalid value"],
  ])("refuses %j (400, nothing changes)", async (body, field, message) => {
    const { buyer, token } = await signedIn();
    const response = await update(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    const [row] = await t.database.db.select().from(buyers).where(eq(buyers.id, buyer.id));
    expect(row?.updatedAt.getTime()).toBe(buyer.updatedAt.getTime());
  });

  it("checks a KTP number against the buyer's date of birth and gender (nik_invalid)", async () => {
    const { token } = await signedIn({ gender: "Female", dob: "1998-05-17" });
    const wrongGender = await update(token, { identity_type: "KTP", identity: MAN_NIK });
    expect(wrongGender.statusCode).toBe(400);
    expect(wrongGender.json().fields).toEqual({ identity: "Invalid identity number" });
    const ok = await update(token, { identity_type: "KTP", identity: WOMAN_NIK });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.identity).toBe(WOMAN_NIK);
    // Changing only the date of birth may not break the pairing either.
    const dobOnly = await update(token, { dob: "1999-05-17" });
    expect(dobOnly.json().fields).toEqual({ identity: "Invalid identity number" });
    // Both together, consistently, is fine; a masked echo means "unchanged".
    const masked = await update(token, { identity: "************0002", hobby: "Membaca" });
    expect(masked.json().data).toMatchObject({ identity: WOMAN_NIK, hobby: "Membaca" });
  });

  it("non-KTP identity types are not NIK-checked", async () => {
    const { token } = await signedIn();
    const response = await update(token, { identity_type: "Passport", identity: "C1234567" });
    expect(response.json().data).toMatchObject({ identity_type: "Passport", identity: "C1234567" });
  });

  it("stores the identity number encrypted, never in plaintext", async () => {
    const { buyer, token } = await signedIn({ gender: "Male", dob: "1998-05-17" });
    expect((await update(token, { identity_type: "KTP", identity: MAN_NIK })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(buyers).where(eq(buyers.id, buyer.id));
    expect(row?.identityCiphertext).toMatch(/^v2\.[A-Za-z0-9_-]{10}\./);
    expect(row?.identityCiphertext).not.toContain(MAN_NIK);
    const raw = await t.database.db.execute(sql`select * from buyers where id = ${buyer.id}`);
    expect(JSON.stringify((raw as { rows: unknown[] }).rows)).not.toContain(MAN_NIK);
    // Only the owner's my-data shows it; the login answer does not.
    const login = await call("POST", "/auth/login", {
      body: { email: buyer.email, password: "rahasia-123" },
      ip: "10.200.0.1",
    });
    expect(login.body).not.toContain(MAN_NIK);
    expect((await call("GET", "/auth-user/my-data", { token })).json().data.identity).toBe(MAN_NIK);
  });

  it("is 401 without a session", async () => {
    const response = await update("", { name: "Siti Rahma" });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /auth-user/my-wrapped", () => {
  it("greets by name and reports this WIB year's totals (zero until payments exist) and level", async () => {
    const { token } = await signedIn({ name: "Ayu Wulandari" });
    const response = await call("GET", "/auth-user/my-wrapped", { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      name: "Ayu Wulandari",
      year: 2027,
      total_transaction: 0,
      total_tickets: 0,
      total_events: 0,
      level: "new_audience_member",
    });
    expect((await call("GET", "/auth-user/my-wrapped")).statusCode).toBe(401);
  });
});

describe("POST /validation/ktp", () => {
  const ktp = (body: unknown) =>
    call("POST", "/validation/ktp", { body, headers: { "accept-language": "en" } });

  it("accepts a NIK matching date of birth and gender, for a woman (day + 40) too", async () => {
    const man = await ktp({ nik: MAN_NIK, dob: "1998-05-17", gender: "Male" });
    expect(man.statusCode).toBe(200);
    expect(man.json()).toEqual({ status: 1, message: "Valid identity number", data: { ok: true } });
    expect((await ktp({ nik: WOMAN_NIK, dob: "1998-05-17", gender: "Female" })).statusCode).toBe(200);
    expect((await ktp({ nik: "*masked", dob: "1998-05-17", gender: "Female" })).statusCode).toBe(200);
  });

  it.each([
    [{ nik: MAN_NIK, dob: "1998-05-17", gender: "Female" }, "Invalid identity number"],
    [{ nik: WOMAN_NIK, dob: "1998-05-17", gender: "Male" }, "Invalid identity number"],
    [{ nik: MAN_NIK, dob: "1998-05-18", gender: "Male" }, "Invalid identity number"],
    [{ nik: "3273011705", dob: "1998-05-17", gender: "Male" }, "Must be at least 16 characters"],
    [{ nik: "32730117059800011", dob: "1998-05-17", gender: "Male" }, "Must be at most 16 characters"],
    [{ nik: "32730117O5980001", dob: "1998-05-17", gender: "Male" }, "Numbers only"],
    [{ nik: "", dob: "1998-05-17", gender: "Male" }, "This field cannot be empty"],
  ])("refuses %j on nik", async (body, message) => {
    const response = await ktp(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.nik).toBe(message);
  });

  it("needs dob and gender", async () => {
    const response = await ktp({ nik: MAN_NIK });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      dob: "This field cannot be empty",
      gender: "This field cannot be empty",
    });
  });
});
