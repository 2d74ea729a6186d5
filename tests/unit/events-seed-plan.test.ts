import { describe, expect, it } from "vitest";
import { DEMO_SCALE, planCatalogue, SITE_SCALE } from "../../server/seed/catalogue/plan-catalogue.ts";
import { totalSold } from "../../server/seed/catalogue/sold-target.ts";
import { EVENT_CATEGORIES } from "../../shared/contracts/events.ts";
import { PAYMENT_METHODS } from "../../shared/payment-methods/index.ts";

const now = new Date("2026-03-10T05:00:00Z");

describe("the demo catalogue plan", () => {
  const plan = planCatalogue("demo", now);

  it("is the same on every run (seeded PRNG)", () => {
    const again = planCatalogue("demo", now);
    expect(again).toEqual(plan);
    // Seeded later, dates move with "now" (and a title's year with them); nothing else changes.
    const later = planCatalogue("demo", new Date("2026-08-01T00:00:00Z"));
    const shape = (p: typeof plan) =>
      p.events.map((e) => [
        e.title.replace(/ \d{4}$/, ""),
        e.venueName,
        e.categories.map((c) => [c.name, c.price, c.quota]),
      ]);
    expect(shape(later)).toEqual(shape(plan));
  });

  it("has at least 60 events of every kind in several cities, with unique slugs", () => {
    expect(plan.events.length).toBe(DEMO_SCALE.events);
    expect(plan.events.length).toBeGreaterThanOrEqual(60);
    expect(new Set(plan.events.map((e) => e.category))).toEqual(new Set(EVENT_CATEGORIES));
    expect(new Set(plan.events.map((e) => e.city)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(plan.events.map((e) => e.slug)).size).toBe(plan.events.length);
  });

  it("shows past, running, tentative, seated and bundled events", () => {
    expect(plan.events.filter((e) => e.endsAt <= now).length).toBeGreaterThanOrEqual(3);
    expect(plan.events.some((e) => e.startsAt <= now && now < e.endsAt)).toBe(true);
    expect(plan.events.some((e) => e.isTentativeDate && e.tentativeNote)).toBe(true);
    expect(plan.events.some((e) => e.isSeated && e.categories.every((c) => c.seating))).toBe(true);
    expect(
      plan.events.some((e) => e.categories.some((c) => c.bundleItems.some((i) => i.sizeOptions.length > 0))),
    ).toBe(true);
  });

  it("never sells or holds more than a category's quota", () => {
    for (const category of plan.events.flatMap((e) => e.categories)) {
      const used = category.seating
        ? category.seating.sold.length + category.seating.held.length
        : category.sold + category.held;
      expect(used).toBeLessThanOrEqual(category.quota);
    }
  });

  it("has every voucher shape: percent and fixed, capped and not, restricted, single-use", () => {
    const vouchers = plan.events.flatMap((e) => e.vouchers);
    expect(vouchers.some((v) => v.discountUnit === "percent" && v.maxDiscount !== null)).toBe(true);
    expect(vouchers.some((v) => v.discountUnit === "percent" && v.maxDiscount === null)).toBe(true);
    expect(vouchers.some((v) => v.discountUnit === "fixed" && v.minTransaction > 0)).toBe(true);
    expect(vouchers.some((v) => v.allowedPaymentMethods !== null)).toBe(true);
    // A voucher limited to a code the payment step never offers could not be used with that method.
    const offered = new Set(PAYMENT_METHODS.map((method) => method.code));
    const limitedTo = new Set(vouchers.flatMap((v) => v.allowedPaymentMethods ?? []));
    expect([...limitedTo].filter((code) => !offered.has(code))).toEqual([]);
    expect(vouchers.some((v) => v.categoryNames !== null)).toBe(true);
    expect(vouchers.some((v) => v.quota === 1)).toBe(true);
  });
});

describe("the site-scale plan (spec section 1 statistics)", () => {
  it("has 1,200 events, 800 organisers and exactly 140,000 tickets sold", () => {
    const plan = planCatalogue("site", now);
    expect(plan.events).toHaveLength(SITE_SCALE.events);
    expect(plan.organisers).toHaveLength(SITE_SCALE.organisers);
    expect(new Set(plan.organisers).size).toBe(SITE_SCALE.organisers);
    expect(new Set(plan.events.map((e) => e.organiserIndex)).size).toBe(SITE_SCALE.organisers);
    expect(totalSold(plan.events)).toBe(SITE_SCALE.ticketsSold);
  });
});
