import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sliders, voucherCategories, voucherClaims, vouchers } from "../../server/db/schema/index.ts";
import { sliderListSchema, voucherListSchema } from "../../shared/contracts/events.ts";
import {
  addTalent,
  createCategory,
  createEvent,
  daysFromNow,
  hoursFromNow,
} from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let eventId = 0;
let vipId = 0;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_BASE_URL: "https://tiketin.example" } });
  const db = t.database.db;
  const event = await createEvent(db, {
    slug: "pesta-voucher",
    title: "Pesta Voucher",
    startsAt: daysFromNow(9),
  });
  eventId = event.id;
  await createEvent(db, { slug: "yang-sudah-lewat", startsAt: daysFromNow(-9), endsAt: daysFromNow(-8.9) });
  const talent = await addTalent(db, event.id, "Nadira Putri");
  vipId = (await createCategory(db, event.id, { name: "VIP", price: 900_000 })).id;
  const base = { eventId, validFrom: daysFromNow(-1), validUntil: daysFromNow(9) };
  const [capped, , , single, , , exhausted] = await db
    .insert(vouchers)
    .values([
      {
        ...base,
        code: "HEMAT10",
        discountUnit: "percent",
        amount: 10,
        maxDiscount: 50_000,
        minTransaction: 200_000,
        quota: 10,
      },
      {
        ...base,
        code: "DISKON25K",
        discountUnit: "fixed",
        amount: 25_000,
        allowedPaymentMethods: ["qris", "va_bca"],
      },
      { ...base, code: "RAHASIA", discountUnit: "percent", amount: 50, isPublic: false },
      { ...base, code: "PERTAMA", discountUnit: "fixed", amount: 50_000, quota: 1 },
      { ...base, code: "BESOK", discountUnit: "percent", amount: 5, validFrom: daysFromNow(1) },
      {
        ...base,
        code: "KEMARIN",
        discountUnit: "percent",
        amount: 5,
        validFrom: daysFromNow(-5),
        validUntil: daysFromNow(-1),
      },
      { ...base, code: "HABIS", discountUnit: "fixed", amount: 10_000, quota: 2 },
    ])
    .returning();
  await db.insert(voucherCategories).values({ voucherId: single!.id, categoryId: vipId });
  await db.insert(voucherClaims).values([
    { voucherId: capped!.id, status: "used" },
    { voucherId: capped!.id, status: "held", expiresAt: hoursFromNow(0.2) },
    { voucherId: capped!.id, status: "held", expiresAt: hoursFromNow(-0.2) },
    { voucherId: capped!.id, status: "released" },
    { voucherId: exhausted!.id, status: "used" },
    { voucherId: exhausted!.id, status: "held", expiresAt: hoursFromNow(0.2) },
  ]);
  await db.insert(sliders).values([
    { title: "Kedua", imagePath: "/media/sliders/2.svg", sortOrder: 2, activeFrom: daysFromNow(-1) },
    {
      title: "Pertama",
      imagePath: "/media/sliders/1.svg",
      linkUrl: "/event/pesta-voucher",
      sortOrder: 1,
      activeFrom: daysFromNow(-1),
      activeUntil: daysFromNow(3),
    },
    { title: "Nanti", imagePath: "/media/sliders/3.svg", sortOrder: 0, activeFrom: daysFromNow(2) },
    {
      title: "Lewat",
      imagePath: "/media/sliders/4.svg",
      sortOrder: 0,
      activeFrom: daysFromNow(-9),
      activeUntil: daysFromNow(-2),
    },
  ]);
  expect(talent.id).toBeGreaterThan(0);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /public/vouchers/event/{id}", () => {
  it("lists public vouchers inside their window with uses left derived from claims", async () => {
    const response = await get("/api/v1/public/vouchers/event/pesta-voucher");
    const list = voucherListSchema.parse(response.json().data);
    expect(list.rows.map((v) => [v.code, v.remaining])).toEqual([
      ["HEMAT10", 8], // 10 - used - unexpired hold; the expired hold and the released use are back
      ["DISKON25K", null],
      ["PERTAMA", 1],
    ]);
    expect(list.rows[0]).toMatchObject({
      discount_unit: "percent",
      amount: 10,
      max_discount: 50_000,
      min_transaction: 200_000,
    });
    expect(list.rows[1]).toMatchObject({
      allowed_payment_methods: ["qris", "va_bca"],
      allowed_category_ids: null,
    });
    expect(list.rows[2]).toMatchObject({ allowed_category_ids: [vipId], allowed_payment_methods: null });
    expect(list.meta).toMatchObject({ total: 3, is_last_page: true });
    // Public fields only: nothing about visibility, creation or the raw quota.
    expect(Object.keys(list.rows[0] ?? {})).not.toContain("is_public");
    expect(response.body).not.toContain("RAHASIA");
    expect((await get(`/api/v1/public/vouchers/event/${eventId}`)).json().data).toEqual(response.json().data);
  });
});

describe("GET /public/sliders", () => {
  it("lists banners inside their active window, in order", async () => {
    const list = sliderListSchema.parse((await get("/api/v1/public/sliders")).json().data);
    expect(list.rows.map((s) => [s.title, s.link_url])).toEqual([
      ["Pertama", "/event/pesta-voucher"],
      ["Kedua", null],
    ]);
    expect(list.meta).toEqual({ current_page: 1, is_last_page: true, total: 2, per_page: 2, last_page: 1 });
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists static pages and every event in Indonesian and English", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    for (const loc of [
      "https://tiketin.example/",
      "https://tiketin.example/en",
      "https://tiketin.example/about-us",
      "https://tiketin.example/en/terms-and-conditions",
      "https://tiketin.example/event/pesta-voucher",
      "https://tiketin.example/en/event/pesta-voucher",
      "https://tiketin.example/event/yang-sudah-lewat",
    ])
      expect(response.body).toContain(`<loc>${loc}</loc>`);
    expect(response.body).not.toContain("transaction-history");
  });

  it("serves robots.txt pointing at the sitemap on the configured base URL", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Sitemap: https://tiketin.example/sitemap.xml");
    expect(response.body).toContain("Disallow: /api/");
  });
});

describe("generated media", () => {
  it("draws posters, talent and banner images as cacheable SVG, and 404s for unknown names", async () => {
    const poster = await get("/media/events/pesta-voucher.svg");
    expect(poster.statusCode).toBe(200);
    expect(poster.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(poster.headers["cache-control"]).toMatch(/^public, max-age=86400/);
    expect(poster.body).toContain("Pesta Voucher");
    expect(poster.body).toBe((await get("/media/events/pesta-voucher.svg")).body);
    expect((await get("/media/talents/1.svg")).body).toContain("<svg");
    for (const url of [
      "/media/events/tidak-ada.svg",
      "/media/events/tidak-ada.png",
      "/media/events/pesta-voucher.gif",
      "/media/talents/abc.svg",
      "/media/talents/999999.svg",
      "/media/secrets/x.svg",
      `/media/events/${encodeURIComponent("<script>")}.svg`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errorCode, url).toBe("not_found");
    }
  });
});
