import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bundleItems,
  eventVisitorFields,
  ticketCategoryStock,
  vouchers,
} from "../../server/db/schema/index.ts";
import { releaseExpiredHolds } from "../../server/features/stock/index.ts";
import { checkoutDetailSchema, feeBreakdownSchema, holdSchema } from "../../shared/contracts/checkout.ts";
import { PAYMENT_METHODS } from "../../shared/payment-methods/index.ts";
import { buyerApi, createBuyers } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent, createSeatSection, daysFromNow } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let call: ReturnType<typeof buyerApi>;
beforeAll(async () => {
  t = await createTestApp({ env: { INTERNET_FEE_RUPIAH: "5000" } });
  call = buyerApi(t.app);
});
afterAll(() => t.close());

const setup = async (event: Parameters<typeof createEvent>[1] = {}, category = {}) => {
  const db = t.database.db;
  const e = await createEvent(db, { taxRateBps: 1000, ...event });
  const c = await createCategory(db, e.id, { price: 100_000, quota: 10, perTransactionMax: 5, ...category });
  const [buyer] = await createBuyers(db, 1);
  return { e, c, buyer: buyer! };
};
const checkout = (token: string, body: unknown, headers?: Record<string, string>) =>
  call("POST", "/transaction/checkout", { token, body, headers });

describe("POST /transaction/checkout", () => {
  it("needs a session (401) and a valid body (400)", async () => {
    expect(
      (await call("POST", "/transaction/checkout", { body: { event_slug: "x", tickets: [] } })).status,
    ).toBe(400);
    const anonymous = await call("POST", "/transaction/checkout", {
      body: { event_slug: "x", tickets: [{ category_id: 1, quantity: 1 }] },
    });
    expect(anonymous.status).toBe(401);
  });

  it("holds tickets for 15 minutes and shows them in detail and my-cart", async () => {
    const { e, c, buyer } = await setup();
    const res = await checkout(buyer.token, {
      event_slug: e.slug,
      tickets: [{ category_id: c.id, quantity: 2 }],
    });
    expect(res.status).toBe(200);
    const hold = holdSchema.parse(res.body.data);
    expect(hold).toMatchObject({ is_seat_ticket: false, sub_total: 200_000, hold_minutes: 15 });
    const minutes = (Date.parse(hold.expired_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.5);
    expect(minutes).toBeLessThanOrEqual(15);
    const cart = await call("POST", "/transaction/my-cart", { token: buyer.token });
    expect(cart.body.data).toMatchObject({ is_cart: true, hold_id: hold.hold_id, event_slug: e.slug });
    const detail = checkoutDetailSchema.parse(
      (await call("POST", "/transaction/checkout/detail", { token: buyer.token, body: {} })).body.data,
    );
    expect(detail.participants).toHaveLength(2);
    expect(detail.additional.bank_payment).toEqual([]);
  });

  it("refuses with the spec's messages", async () => {
    const { e, c, buyer } = await setup({ maxTicketByAccount: 3 }, { perAccountLimit: 2 });
    const over = await checkout(buyer.token, {
      event_slug: e.slug,
      tickets: [{ category_id: c.id, quantity: 6 }],
    });
    expect(over).toMatchObject({ status: 422, body: { message: "Maximum 5 tickets for each transaction" } });
    const left = await checkout(buyer.token, {
      event_slug: e.slug,
      tickets: [{ category_id: c.id, quantity: 4 }],
    });
    expect(left.body.message).toBe(
      "max_tickets_per_account_exceeded:3 You can only purchase 3 more ticket categories from the maximum limit of 3 ticket categories.",
    );
    const perCategory = await checkout(buyer.token, {
      event_slug: e.slug,
      tickets: [{ category_id: c.id, quantity: 3 }],
    });
    expect(perCategory.body).toMatchObject({
      message: "You have exceeded the purchase limit for the ticket categories listed below",
      fields: { "tickets.0.quantity": `${c.name}: 2 more` },
    });
    const missing = await checkout(buyer.token, {
      event_slug: "no-such-event",
      tickets: [{ category_id: c.id, quantity: 1 }],
    });
    expect(missing).toMatchObject({ status: 404, body: { message: "Event not found." } });
    const other = await checkout(buyer.token, {
      event_slug: e.slug,
      tickets: [{ category_id: 2_000_000_000, quantity: 1 }],
    });
    expect(other.status).toBe(422);
  });

  it("counts sold tickets for the account limit and one transaction per account", async () => {
    const { e, c, buyer } = await setup({ maxTicketByAccount: 2, oneTransactionPerAccount: true });
    const first = await checkout(buyer.token, {
      event_slug: e.slug,
      tickets: [{ category_id: c.id, quantity: 2 }],
    });
    expect(first.status).toBe(200);
    await t.database.db.execute(sql`UPDATE checkout_holds SET status = 'paid' WHERE buyer_id = ${buyer.id}`);
    await t.database.db.execute(sql`UPDATE stock_claims SET status = 'sold' WHERE id IN
      (SELECT claim_id FROM checkout_hold_claims hc JOIN checkout_holds h ON h.id = hc.hold_id WHERE h.buyer_id = ${buyer.id})`);
    const again = await checkout(buyer.token, {
      event_slug: e.slug,
      tickets: [{ category_id: c.id, quantity: 1 }],
    });
    expect(again.body.message).toBe(
      "already_have_transaction Your account has reached the maximum transaction limit.",
    );
    await t.database.db.execute(
      sql`UPDATE events SET one_transaction_per_account = false WHERE id = ${e.id}`,
    );
    const reached = await checkout(buyer.token, {
      event_slug: e.slug,
      tickets: [{ category_id: c.id, quantity: 1 }],
    });
    expect(reached.body.message).toBe(
      "max_tickets_per_account_exceeded:0 Your account has reached the maximum purchase limit for 2 category tickets.",
    );
  });

  it("refuses a new checkout while one awaits payment, and replaces an unpaid cart", async () => {
    const { e, c, buyer } = await setup();
    const body = { event_slug: e.slug, tickets: [{ category_id: c.id, quantity: 1 }] };
    const first = holdSchema.parse((await checkout(buyer.token, body)).body.data);
    const second = holdSchema.parse((await checkout(buyer.token, body)).body.data);
    expect(second.hold_id).not.toBe(first.hold_id);
    const stock = await t.database.db
      .select()
      .from(ticketCategoryStock)
      .where(eq(ticketCategoryStock.categoryId, c.id));
    expect(stock[0]?.held).toBe(1); // the first cart was given back
    await t.database.db.execute(
      sql`UPDATE checkout_holds SET status = 'awaiting_payment' WHERE id = ${second.hold_id}`,
    );
    const third = await checkout(buyer.token, body);
    expect(third).toMatchObject({
      status: 409,
      body: { message: "Please complete or cancel your previous transaction before creating a new one." },
    });
  });

  it("enforces category statuses and sale windows", async () => {
    const db = t.database.db;
    const { e, buyer } = await setup();
    for (const [input, message] of [
      [{ manualStatus: "closed" }, "closed"],
      [{ manualStatus: "fully_booked" }, "temporarily sold out"],
      [{ manualStatus: "ots_only" }, "venue counter"],
      [{ saleStartsAt: daysFromNow(1) }, "not opened"],
      [{ quota: 0 }, "sold out"],
    ] as const) {
      const c = await createCategory(db, e.id, input);
      const res = await checkout(buyer.token, {
        event_slug: e.slug,
        tickets: [{ category_id: c.id, quantity: 1 }],
      });
      expect(res.status).toBeGreaterThanOrEqual(409);
      expect(res.body.message).toContain(message);
    }
  });

  it("replays the same idempotency key (body or header) and refuses it with another body", async () => {
    const { e, c, buyer } = await setup();
    const body = { event_slug: e.slug, tickets: [{ category_id: c.id, quantity: 1 }] };
    const a = await checkout(buyer.token, body, { "idempotency-key": "key-12345678" });
    const b = await checkout(buyer.token, { ...body, idempotency_key: "key-12345678" });
    expect(b.body.data).toEqual(a.body.data);
    const c2 = await checkout(
      buyer.token,
      { ...body, tickets: [{ category_id: c.id, quantity: 2 }] },
      { "idempotency-key": "key-12345678" },
    );
    expect(c2).toMatchObject({
      status: 422,
      body: { message: "This idempotency key was already used for a different checkout." },
    });
    expect((await checkout(buyer.token, body, { "idempotency-key": "bad key!" })).status).toBe(400);
  });
});

describe("seats", () => {
  it("holds seats, sorts participants by seat, refuses a taken seat and frees an expired one", async () => {
    const db = t.database.db;
    const e = await createEvent(db, { isSeated: true });
    const c = await createCategory(db, e.id, { quota: 20 });
    const { seats } = await createSeatSection(db, e.id, c.id, "Tribun A", ["A", "B"], 10);
    const [x, y] = await createBuyers(db, 2);
    const pick = (row: string, n: number) => seats.find((s) => s.rowLabel === row && s.seatNumber === n)!.id;
    const body = {
      event_slug: e.slug,
      tickets: [{ category_id: c.id, quantity: 3 }],
      seat_ids: [pick("B", 1), pick("A", 10), pick("A", 2)],
    };
    const held = await checkout(x!.token, body);
    expect(held.status).toBe(200);
    const detail = checkoutDetailSchema.parse(
      (await call("POST", "/transaction/checkout/detail", { token: x!.token })).body.data,
    );
    expect(detail.participants.map((p) => p.seat)).toEqual(["A2", "A10", "B1"]);
    const taken = await checkout(y!.token, {
      ...body,
      tickets: [{ category_id: c.id, quantity: 1 }],
      seat_ids: [pick("A", 2)],
    });
    expect(taken).toMatchObject({ status: 409, body: { message: "Seat is unavailable" } });
    const mismatch = await checkout(y!.token, { ...body, seat_ids: [pick("A", 3)] });
    expect(mismatch.status).toBe(422);
    await db.execute(
      sql`UPDATE stock_claims SET expires_at = now() - interval '1 second' WHERE category_id = ${c.id}`,
    );
    await db.execute(
      sql`UPDATE checkout_holds SET expires_at = now() - interval '1 second' WHERE event_id = ${e.id}`,
    );
    const again = await checkout(y!.token, {
      ...body,
      tickets: [{ category_id: c.id, quantity: 1 }],
      seat_ids: [pick("A", 2)],
    });
    expect(again.status).toBe(200);
    expect(await releaseExpiredHolds(db)).toBeGreaterThanOrEqual(1);
  });
});

describe("vouchers and payment", () => {
  it("applies, refuses and removes vouchers and counts the fees", async () => {
    const db = t.database.db;
    const { e, c, buyer } = await setup();
    await db.insert(vouchers).values([
      {
        eventId: e.id,
        code: "HEMAT10",
        discountUnit: "percent",
        amount: 10,
        maxDiscount: 15_000,
        quota: 5,
        allowedPaymentMethods: ["qris"],
      },
      { eventId: e.id, code: "MINIMUM", discountUnit: "fixed", amount: 5_000, minTransaction: 1_000_000 },
      { eventId: e.id, code: "HABIS", discountUnit: "fixed", amount: 5_000, quota: 0 },
    ]);
    await checkout(buyer.token, { event_slug: e.slug, tickets: [{ category_id: c.id, quantity: 2 }] });
    const apply = (code: string, payment_method?: string) =>
      call("POST", "/transaction/apply-voucher", { token: buyer.token, body: { code, payment_method } });
    expect((await apply("HABIS")).body.message).toBe("Voucher is not valid or has exceeded the usage limit");
    expect((await apply("NOPE")).body.message).toBe("Voucher is not valid or has exceeded the usage limit");
    expect((await apply("MINIMUM")).body.message).toContain("Voucher Cannot Be Used");
    expect((await apply("hemat10", "va_bca")).body.message).toBe(
      "The selected payment method is not eligible for use with this voucher.",
    );
    const applied = await apply("hemat10");
    expect(applied.body.data).toMatchObject({
      voucher: { code: "HEMAT10", voucher_discount: 15_000 },
      additional: { bank_payment: ["qris"] },
    });
    const count = (payment_method?: string) =>
      call("POST", "/transaction/count-payment", { token: buyer.token, body: { payment_method } });
    expect(feeBreakdownSchema.parse((await count("qris")).body.data)).toEqual({
      voucher_discount: 15_000,
      sub_total_payment: 185_000,
      tax: 18_500,
      tax_included: false,
      inet_fee: 5_000,
      payment_fee: 6_255,
      total: 214_755,
      payment_method: "qris",
    });
    expect((await count("va_bca")).body.message).toBe(
      "The selected payment method is not eligible for use with this voucher.",
    );
    expect((await count("bitcoin")).body.message).toBe("Selected payment method not available");
    const removed = await call("POST", "/transaction/remove-voucher", { token: buyer.token });
    expect(removed.body.data).toMatchObject({ voucher: null, additional: { bank_payment: [] } });
    expect(feeBreakdownSchema.parse((await count("va_bca")).body.data)).toMatchObject({
      payment_fee: 6_000,
      total: 231_000,
    });
  });

  it("refuses retail above Rp 2,500,000 and lists payment methods", async () => {
    const { e, c, buyer } = await setup({}, { price: 1_000_000 });
    await checkout(buyer.token, { event_slug: e.slug, tickets: [{ category_id: c.id, quantity: 3 }] });
    const res = await call("POST", "/transaction/count-payment", {
      token: buyer.token,
      body: { payment_method: "alfamart" },
    });
    expect(res).toMatchObject({ status: 422, body: { message: "Selected payment method not available" } });
    const list = await call("GET", "/public/payment-methods?amount=3000000");
    const rows = (list.body.data as { rows: { code: string; is_available: boolean }[] }).rows;
    // Every method of spec section 1 (the list itself is checked in checkout-pricing.test.ts).
    expect(rows.map((r) => r.code)).toEqual(PAYMENT_METHODS.map((method) => method.code));
    expect(rows).toHaveLength(18);
    const fee = (code: string) => rows.find((r) => r.code === code) as Record<string, unknown> | undefined;
    expect(fee("va_bjb")).toMatchObject({ fee_rupiah: 6_000, fee_percent: null });
    expect(fee("qris")).toMatchObject({ fee_rupiah: null, fee_percent: 3 });
    expect(fee("alfamart")).toMatchObject({ min_amount: 10_000, max_amount: 2_500_000 });
    expect(rows.find((r) => r.code === "indomaret")?.is_available).toBe(false);
    expect((await call("GET", "/public/payment-methods/va")).body.data).toMatchObject({
      rows: expect.any(Array),
    });
    expect((await call("GET", "/public/payment-methods/nope")).status).toBe(404);
  });

  it("validates visitor data against the event's field configuration", async () => {
    const db = t.database.db;
    const { e, c, buyer } = await setup();
    await db.insert(eventVisitorFields).values({
      eventId: e.id,
      config: [
        { key: "name", label: "Name", type: "text" },
        { key: "achievement_history", label: "Achievements", type: "list", max_items: 3, required: false },
        { key: "data_agreement", label: "Data is correct", type: "agreement" },
      ],
    });
    await checkout(buyer.token, { event_slug: e.slug, tickets: [{ category_id: c.id, quantity: 1 }] });
    const save = (visitors: unknown[]) =>
      call("POST", "/transaction/checkout/participants", {
        token: buyer.token,
        body: {
          buyer: { name: "Siti Rahma", email: "siti@example.com", phone_number: "+62 81234567890" },
          visitors,
        },
      });
    expect((await save([])).body.message).toBe("Please add visitor data");
    const bad = await save([{ name: "", achievement_history: ["a", "b", "c", "d"] }]);
    expect(bad.body).toMatchObject({
      message: "please complete visitor data",
      fields: {
        "visitors.0.name": "This field cannot be empty",
        "visitors.0.achievement_history": "At most 3 entries",
        "visitors.0.data_agreement": "Please tick this box to continue",
      },
    });
    // "Bu" would reach the e-ticket: a visitor's name follows the account name rule.
    expect((await save([{ name: "Bu", data_agreement: true }])).body).toMatchObject({
      fields: { "visitors.0.name": "Must be at least 3 characters" },
    });
    const ok = await save([{ name: "Budi", data_agreement: true }]);
    expect(ok.status).toBe(200);
  });

  it("answers 404 when there is no running checkout", async () => {
    const [buyer] = await createBuyers(t.database.db, 1);
    for (const path of [
      "/transaction/checkout/detail",
      "/transaction/remove-voucher",
      "/transaction/count-payment",
    ]) {
      const res = await call("POST", path, { token: buyer!.token, body: {} });
      expect(res).toMatchObject({
        status: 404,
        body: { message: "You have no running checkout. Please create a new order." },
      });
    }
    expect((await call("POST", "/transaction/my-cart", { token: buyer!.token })).body.data).toMatchObject({
      is_cart: false,
    });
  });
});

describe("the other refusals of the checkout (spec section 8), never a 500", () => {
  it("a category of another event, a seat count that does not match, stock that ran out", async () => {
    const db = t.database.db;
    const { e, c, buyer } = await setup({}, { quota: 3 });
    const other = await createEvent(db);
    const foreign = await createCategory(db, other.id);
    const wrongEvent = await checkout(buyer.token, {
      event_slug: e.slug,
      tickets: [{ category_id: foreign.id, quantity: 1 }],
    });
    expect(wrongEvent).toMatchObject({
      status: 422,
      body: { message: "This ticket category is not part of the event." },
    });
    const seatsForGeneral = await checkout(buyer.token, {
      event_slug: e.slug,
      tickets: [{ category_id: c.id, quantity: 1 }],
      seat_ids: [1],
    });
    expect(seatsForGeneral).toMatchObject({ status: 422 });
    const [rival] = await createBuyers(db, 1);
    expect(
      (await checkout(rival!.token, { event_slug: e.slug, tickets: [{ category_id: c.id, quantity: 2 }] }))
        .status,
    ).toBe(200);
    const short = await checkout(buyer.token, {
      event_slug: e.slug,
      tickets: [{ category_id: c.id, quantity: 2 }],
    });
    expect(short).toMatchObject({
      status: 409,
      body: { message: "Failed to Checkout", fields: { "tickets.0.quantity": `${c.name}: 1 left` } },
    });
    expect(
      (
        await checkout(buyer.token, {
          event_slug: "no-such-event",
          tickets: [{ category_id: c.id, quantity: 1 }],
        })
      ).status,
    ).toBe(404);
  });

  it("validates bundle merchandise choices against the bundle's items", async () => {
    const db = t.database.db;
    const { e, c, buyer } = await setup({}, { isBundle: true });
    await db.insert(bundleItems).values([
      { categoryId: c.id, name: "Jersey", sizeOptions: ["S", "M", "L"] },
      { categoryId: c.id, name: "Tote bag" },
    ]);
    const body = (choices: { item: string; size: string }[], quantity = 2) => ({
      event_slug: e.slug,
      tickets: [{ category_id: c.id, quantity, bundle_choices: choices }],
    });
    const message = `Choose a valid size for each merchandise item of ${c.name}, one per ticket.`;
    for (const wrong of [
      [{ item: "Jersey", size: "M" }], // one jersey for two tickets
      [
        { item: "Jersey", size: "XXL" },
        { item: "Jersey", size: "M" },
      ], // not a size of it
      [
        { item: "Cap", size: "" },
        { item: "Jersey", size: "M" },
        { item: "Jersey", size: "S" },
      ], // not in the bundle
      [
        { item: "Jersey", size: "M" },
        { item: "Jersey", size: "S" },
        { item: "Tote bag", size: "M" },
      ], // one-size item
    ])
      expect(await checkout(buyer.token, body(wrong))).toMatchObject({ status: 422, body: { message } });
    const held = await checkout(
      buyer.token,
      body([
        { item: "Jersey", size: "M" },
        { item: "Jersey", size: "S" },
      ]),
    );
    expect(held.status).toBe(200);
    expect(holdSchema.parse(held.body.data).tickets[0]?.bundle_choices).toEqual([
      { item: "Jersey", size: "M" },
      { item: "Jersey", size: "S" },
    ]);
    // Choices on a category that is not a bundle are refused too.
    const plain = await createCategory(db, e.id);
    const onPlain = await checkout(buyer.token, {
      event_slug: e.slug,
      tickets: [{ category_id: plain.id, quantity: 1, bundle_choices: [{ item: "Jersey", size: "M" }] }],
    });
    expect(onPlain.status).toBe(422);
  });
});
