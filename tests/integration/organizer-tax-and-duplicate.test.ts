import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventAuditLog,
  events,
  eventVisitorFields,
  voucherCategories,
  vouchers,
} from "../../server/db/schema/index.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { feeBreakdownSchema } from "../../shared/contracts/checkout.ts";
import { eventDetailSchema } from "../../shared/contracts/events.ts";
import { EVENT_TITLE_MAX, orgEventSchema } from "../../shared/contracts/organizer.ts";
import { orgCatalogSchema } from "../../shared/contracts/organizer-catalog.ts";
import { addClaim, createCategory, createEvent, createSeatSection } from "../support/events-fixtures.ts";
import { createOrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import {
  createPaymentsHarness,
  type PaymentsHarness,
  placeOrder,
  readyCheckout,
} from "./payments-harness.ts";

let h: PaymentsHarness;
beforeAll(async () => {
  h = await createPaymentsHarness();
});
afterAll(() => h.close());

const base = (orgId: number) => `/organizer/organizations/${orgId}`;

describe("the event's tax rate and price display in the organiser's editor", () => {
  it("saves a rate in basis points and the display, answers them and audits the change", async () => {
    const f = await createOrgFixture(h.db);
    const url = `${base(f.organiser.id)}/events/${f.draft.id}`;
    const saved = await orgCall(h.app, {
      method: "PATCH",
      url,
      token: f.members.admin.token,
      body: { taxRateBps: 1150, priceDisplay: "all_in" },
    });
    expect(saved.status).toBe(200);
    expect(orgEventSchema.parse(saved.body.data)).toMatchObject({ taxRateBps: 1150, priceDisplay: "all_in" });
    const read = await orgCall(h.app, { method: "GET", url, token: f.members.finance.token });
    expect(read.body.data).toMatchObject({ taxRateBps: 1150, priceDisplay: "all_in" });
    const [entry] = await h.db
      .select()
      .from(eventAuditLog)
      .where(eq(eventAuditLog.eventId, f.draft.id))
      .orderBy(desc(eventAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      entity: "event",
      actorId: f.members.admin.id,
      before: { taxRateBps: 0, priceDisplay: "plus_tax" },
      after: { taxRateBps: 1150, priceDisplay: "all_in" },
    });
  });

  it("refuses out-of-range rates and unknown displays with translated field errors, never a 500", async () => {
    const f = await createOrgFixture(h.db);
    const url = `${base(f.organiser.id)}/events/${f.draft.id}`;
    for (const taxRateBps of [10_001, -1, 11.5, "11", null, 1e300]) {
      for (const [language, words] of [
        ["en", "Enter a tax rate from 0 to 100 % with at most 2 decimals"],
        ["id", "Isi tarif pajak 0 sampai 100 % dengan paling banyak 2 desimal"],
      ] as const) {
        const refused = await orgCall(h.app, {
          method: "PATCH",
          url,
          token: f.members.owner.token,
          language,
          body: { taxRateBps },
        });
        expect(refused.status, `${taxRateBps}`).toBe(400);
        expect(refused.body.status).toBe(0);
        // null is "required" (the generic wording); every other refused value names the range.
        if (taxRateBps !== null) expect(refused.body.fields?.taxRateBps).toBe(words);
        else expect(refused.body.fields?.taxRateBps).toBeTruthy();
      }
    }
    const display = await orgCall(h.app, {
      method: "PATCH",
      url,
      token: f.members.owner.token,
      language: "id",
      body: { priceDisplay: "gross" },
    });
    expect(display.status).toBe(400);
    expect(display.body.fields?.priceDisplay).toBe("Pilih salah satu nilai yang tersedia");
    const [row] = await h.db.select().from(events).where(eq(events.id, f.draft.id));
    expect(row).toMatchObject({ taxRateBps: 0, priceDisplay: "plus_tax" });
  });
});

describe("the buyer sees one total on the card, the ticket list and checkout", () => {
  const CASES = [
    // all-in: the price shown (Rp 111,000) is what the tickets cost; 11,000 of it is tax.
    { display: "all_in" as const, price: 111_000, net: 100_000, tax: 11_000, tickets: 111_000 },
    // + pajak: Rp 100,000 shown with "+ pajak 11%", 11,000 added at checkout.
    { display: "plus_tax" as const, price: 100_000, net: 100_000, tax: 11_000, tickets: 111_000 },
  ];
  for (const c of CASES)
    it(`${c.display}: the card's terms, count-payment and the placed order agree`, async () => {
      const event = await createEvent(h.db, { taxRateBps: 1100, priceDisplay: c.display });
      const category = await createCategory(h.db, event.id, {
        price: c.price,
        quota: 10,
        perTransactionMax: 5,
      });
      const detail = await h.call("GET", `/public/events/detail/${event.slug}`);
      expect(eventDetailSchema.parse(detail.body.data)).toMatchObject({
        start_from_price: c.price,
        price_display: c.display,
        tax_rate_bps: 1100,
      });
      const ready = await readyCheckout(h, { categoryId: category.id, eventSlug: event.slug, quantity: 2 });
      const counted = await h.call("POST", "/transaction/count-payment", {
        token: ready.buyer.token,
        body: {},
      });
      expect(counted.status).toBe(200);
      const fees = feeBreakdownSchema.parse(counted.body.data);
      expect(fees).toMatchObject({
        sub_total_payment: 2 * c.net,
        tax: 2 * c.tax,
        tax_included: c.display === "all_in",
        inet_fee: 5_000,
        total: 2 * c.tickets + 5_000,
      });
      const withMethod = feeBreakdownSchema.parse(
        (
          await h.call("POST", "/transaction/count-payment", {
            token: ready.buyer.token,
            body: { payment_method: "va_bca" },
          })
        ).body.data,
      );
      // The order is stored with the same figures (total = sub_total_payment + tax + fees, checked by the table).
      const order = await placeOrder(h, "va_bca", {
        buyer: ready.buyer,
        categoryId: category.id,
        eventSlug: event.slug,
        quantity: 2,
      });
      expect(order.detail).toMatchObject({ total: withMethod.total });
      const [stored] = await rows<{ sub_total_payment: number; tax: number; total: number }>(
        h.db,
        sql`SELECT sub_total_payment::float8 AS sub_total_payment, tax::float8 AS tax, total::float8 AS total
          FROM payment_transactions WHERE event_id = ${event.id}`,
      );
      expect(stored).toEqual({ sub_total_payment: 2 * c.net, tax: 2 * c.tax, total: withMethod.total });
    });
});

describe("duplicating an event as a draft", () => {
  async function richEvent() {
    const f = await createOrgFixture(h.db);
    const source = await createEvent(h.db, {
      organiserId: f.organiser.id,
      lifecycle: "published",
      publishedAt: new Date(),
      title: "Konser Senja",
      taxRateBps: 1100,
      priceDisplay: "all_in",
      maxTicketByAccount: 4,
      terms: "Tanpa pengembalian dana.",
      seoCanonical: "https://tiketin.test/event/konser-senja",
      isSeated: true,
    });
    const regular = await createCategory(h.db, source.id, { name: "Reguler", price: 150_000, quota: 50 });
    const tribune = await createCategory(h.db, source.id, { name: "Tribun", price: 250_000, quota: 10 });
    const { seats } = await createSeatSection(h.db, source.id, tribune.id, "Tribun A", ["A", "B"], 5);
    await h.db
      .insert(eventVisitorFields)
      .values({ eventId: source.id, config: { fields: [{ key: "name", label: "Nama", type: "text" }] } });
    const [voucher] = await h.db
      .insert(vouchers)
      .values({ eventId: source.id, code: "SENJA20", discountUnit: "percent", amount: 20, quota: 5 })
      .returning();
    await h.db.insert(voucherCategories).values({ voucherId: voucher!.id, categoryId: tribune.id });
    // Something sold on the source: a seat and a voucher use, neither of which may come along.
    await addClaim(h.db, { categoryId: tribune.id, seatId: seats[0]!.id, status: "sold" });
    await h.db.execute(sql`INSERT INTO voucher_claims (voucher_id, status) VALUES (${voucher!.id}, 'used')`);
    return { f, source, regular, tribune };
  }

  it("copies settings, categories, seat map, visitor form and vouchers into a new draft, nothing sold", async () => {
    const { f, source } = await richEvent();
    const res = await orgCall(h.app, {
      method: "POST",
      url: `${base(f.organiser.id)}/events/${source.id}/duplicate`,
      token: f.members.owner.token,
      language: "id",
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Event diduplikat sebagai draf");
    const copy = orgEventSchema.parse(res.body.data);
    expect(copy).toMatchObject({
      title: "Konser Senja (salinan)",
      lifecycle: "draft",
      stage: "draft",
      publishedAt: null,
      taxRateBps: 1100,
      priceDisplay: "all_in",
      maxTicketByAccount: 4,
      terms: "Tanpa pengembalian dana.",
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.slug).toBe("konser-senja-salinan");
    const [stored] = await h.db.select().from(events).where(eq(events.id, copy.id));
    expect(stored).toMatchObject({ seoCanonical: null, isSeated: true, cancelledAt: null });

    const catalogOf = async (eventId: number) =>
      orgCatalogSchema.parse(
        (
          await orgCall(h.app, {
            method: "GET",
            url: `${base(f.organiser.id)}/events/${eventId}/catalog`,
            token: f.members.admin.token,
          })
        ).body.data,
      );
    const [before, after] = [await catalogOf(source.id), await catalogOf(copy.id)];
    const shape = (catalog: typeof before) => ({
      categories: catalog.categories.map(({ name, price, quota }) => ({ name, price, quota })),
      sections: catalog.seat_map.sections.map(({ name, rows, seats_per_row }) => ({
        name,
        rows,
        seats_per_row,
      })),
      stage: catalog.seat_map.stage_position,
      form: catalog.visitor_form.fields.map((field) => field.key),
      vouchers: catalog.vouchers.map(({ code, amount, quota }) => ({ code, amount, quota })),
    });
    expect(shape(after)).toEqual(shape(before));
    expect(after.categories).toHaveLength(2);
    expect(after.seat_map.sections).toHaveLength(1);
    // Nothing sold or held on the copy, and its voucher was never used.
    expect(after.seat_map.sections[0]!.sold_or_held).toBe(0);
    expect(before.seat_map.sections[0]!.sold_or_held).toBe(1);
    expect(after.vouchers[0]!.uses).toBe(0);
    expect(before.vouchers[0]!.uses).toBe(1);
    // The voucher's category limit points at the copy's own category, never the source's.
    const copyCategoryIds = after.categories.map((category) => category.id);
    expect(after.vouchers[0]!.category_ids).toHaveLength(1);
    expect(copyCategoryIds).toContain(after.vouchers[0]!.category_ids[0]);
    const [claims] = await rows<{ n: number }>(
      h.db,
      sql`SELECT count(*)::int AS n FROM stock_claims WHERE category_id IN (${sql.join(copyCategoryIds, sql`, `)})`,
    );
    expect(claims!.n).toBe(0);
    const copiedVoucherIds = (
      await h.db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.eventId, copy.id))
    ).map((row) => row.id);
    const [voucherUses] = await rows<{ n: number }>(
      h.db,
      sql`SELECT count(*)::int AS n FROM voucher_claims WHERE voucher_id IN (${sql.join(copiedVoucherIds, sql`, `)})`,
    );
    expect(voucherUses!.n).toBe(0);

    // A draft: buyers never see it.
    expect((await h.call("GET", `/public/events/detail/${copy.slug}`)).status).toBe(404);
    // The copy's log starts with where it came from.
    const log = await h.db
      .select()
      .from(eventAuditLog)
      .where(and(eq(eventAuditLog.eventId, copy.id), eq(eventAuditLog.entity, "event")));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      before: null,
      after: { duplicatedFrom: source.id, categories: 2, seats: 10 },
    });
  });

  it("names copies in English, gives each copy its own slug and keeps the title within its limit", async () => {
    const f = await createOrgFixture(h.db);
    const long = "K".repeat(EVENT_TITLE_MAX);
    const [source] = await h.db
      .update(events)
      .set({ title: long })
      .where(eq(events.id, f.draft.id))
      .returning();
    const url = `${base(f.organiser.id)}/events/${source!.id}/duplicate`;
    const first = orgEventSchema.parse(
      (await orgCall(h.app, { method: "POST", url, token: f.members.admin.token })).body.data,
    );
    const second = orgEventSchema.parse(
      (await orgCall(h.app, { method: "POST", url, token: f.members.admin.token })).body.data,
    );
    expect(first.title.length).toBeLessThanOrEqual(EVENT_TITLE_MAX);
    expect(first.title.endsWith("… (copy)")).toBe(true);
    expect(first.slug).not.toBe(second.slug);
    const ids = [first.id, second.id];
    const stored = await h.db.select().from(events).where(inArray(events.id, ids));
    expect(stored.every((row) => row.lifecycle === "draft")).toBe(true);
    // The fixture's draft voucher (HEMAT10) is in each copy, unique per event.
    const codes = await h.db
      .select({ eventId: vouchers.eventId, code: vouchers.code })
      .from(vouchers)
      .where(inArray(vouchers.eventId, ids));
    expect(codes.map((row) => row.code)).toEqual(["HEMAT10", "HEMAT10"]);
  });

  it("answers 404 for ids that are not the organisation's, 403 for finance and gate staff", async () => {
    const f = await createOrgFixture(h.db);
    const other = await createOrgFixture(h.db);
    for (const id of ["abc", "0", "99999999", String(other.draft.id), "1e5", "%20"]) {
      const res = await orgCall(h.app, {
        method: "POST",
        url: `${base(f.organiser.id)}/events/${id}/duplicate`,
        token: f.members.owner.token,
      });
      expect(res.status, id).toBe(404);
      expect(res.body.status).toBe(0);
    }
    for (const member of [f.members.finance, f.members.gate]) {
      const res = await orgCall(h.app, {
        method: "POST",
        url: `${base(f.organiser.id)}/events/${f.draft.id}/duplicate`,
        token: member.token,
      });
      expect(res.status).toBe(403);
    }
  });
});
