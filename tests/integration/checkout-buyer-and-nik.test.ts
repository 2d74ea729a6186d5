import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventVisitorFields } from "../../server/db/schema/index.ts";
import { checkoutDetailSchema } from "../../shared/contracts/checkout.ts";
import { buyerApi, createBuyers } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** The NIK against the form's gender, and the buyer block across a reload. */

let t: TestApp;
let call: ReturnType<typeof buyerApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = buyerApi(t.app);
});
afterAll(() => t.close());

// The seeded concert form: a NIK and a gender in Indonesian, no birth date.
const CONCERT_FORM = [
  { key: "name", label: "Nama lengkap", type: "text" },
  { key: "nik", label: "NIK", type: "nik" },
  { key: "gender", label: "Jenis kelamin", type: "dropdown", options: ["Laki-laki", "Perempuan"] },
];
// Digits 7-12 are DDMMYY with the day plus 40 for women: a woman born 17 May 1998.
const WOMANS_NIK = "3201235705980001";
const BUYER = { name: "Siti Rahma", email: "siti@example.com", phone_number: "+62 81234567890" };

async function heldConcert() {
  const db = t.database.db;
  const event = await createEvent(db);
  const category = await createCategory(db, event.id, { price: 100_000, quota: 10 });
  await db.insert(eventVisitorFields).values({ eventId: event.id, config: CONCERT_FORM });
  const [buyer] = await createBuyers(db, 1);
  const token = buyer!.token;
  const hold = await call("POST", "/transaction/checkout", {
    token,
    body: { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 1 }] },
  });
  expect(hold.status).toBe(200);
  const save = (visitor: Record<string, string>, language = "en") =>
    call("POST", "/transaction/checkout/participants", {
      token,
      body: { buyer: BUYER, visitors: [{ name: "Siti Rahma", ...visitor }] },
      headers: { "accept-language": language },
    });
  const detail = async () =>
    checkoutDetailSchema.parse(
      (await call("POST", "/transaction/checkout/detail", { token, body: {} })).body.data,
    );
  return { save, detail };
}

describe("a visitor's NIK on a form with a gender but no birth date", () => {
  it("refuses a woman's NIK for 'Laki-laki' with the spec's message, in both languages", async () => {
    const { save } = await heldConcert();
    const en = await save({ nik: WOMANS_NIK, gender: "Laki-laki" });
    expect(en).toMatchObject({
      status: 400,
      body: { fields: { "visitors.0.nik": "Invalid identity number" } },
    });
    const id = await save({ nik: WOMANS_NIK, gender: "Laki-laki" }, "id");
    expect(id.body.fields).toMatchObject({ "visitors.0.nik": "NIK tidak valid" });
  });

  it("accepts the same NIK for 'Perempuan'", async () => {
    const { save } = await heldConcert();
    expect((await save({ nik: WOMANS_NIK, gender: "Perempuan" })).status).toBe(200);
  });
});

describe("the buyer block in the checkout detail", () => {
  it("is null until saved, then holds the saved name, e-mail and phone for the form to restore", async () => {
    const { save, detail } = await heldConcert();
    expect((await detail()).buyer).toBeNull();
    expect((await save({ nik: WOMANS_NIK, gender: "Perempuan" })).status).toBe(200);
    expect((await detail()).buyer).toEqual(BUYER);
  });
});
