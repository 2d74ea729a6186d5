import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, eventVisitorFields } from "../../server/db/schema/index.ts";
import { seedDatabase } from "../../server/db/seed/run-seed.ts";
import { visitorFieldsSeeder } from "../../server/features/checkout/visitor-fields-seeder.ts";
import { catalogueSeeder } from "../../server/seed/catalogue/catalogue-seeder.ts";
import type { VisitorField } from "../../shared/checkout/visitor-fields.ts";
import {
  activeTicketsSchema,
  EVENT_CATEGORIES,
  EVENT_STATUSES,
  eventDetailSchema,
  eventListSchema,
  seatMapSchema,
  sliderListSchema,
  TICKET_STATUSES,
  voucherListSchema,
} from "../../shared/contracts/events.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const report = await seedDatabase(t.database.db, { scale: "demo" }, [catalogueSeeder]);
  expect(report.ran).toEqual(["catalogue"]);
}, 60_000);
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: "GET", url: `/api/v1${url}` });
  expect(response.statusCode, url).toBe(200);
  return response.json().data as unknown;
};

describe("the demo visitor forms", () => {
  it("give events their organisers' own questions: NIK with a regional prefix, jersey sizes, lists", async () => {
    expect((await seedDatabase(t.database.db, { scale: "demo" }, [visitorFieldsSeeder])).ran).toEqual([
      "visitor-fields",
    ]);
    const forms = await t.database.db
      .select({ category: events.category, config: eventVisitorFields.config })
      .from(eventVisitorFields)
      .innerJoin(events, eq(events.id, eventVisitorFields.eventId));
    const fields = forms.flatMap((form) => form.config as VisitorField[]);
    const eventCount = (await t.database.db.select({ id: events.id }).from(events)).length;
    // One event in three keeps the default form, as many organisers do.
    expect(forms.length).toBe(eventCount - Math.floor(eventCount / 3));
    const concerts = forms.filter((form) => form.category === "concert");
    expect(concerts.length).toBeGreaterThan(0);
    expect(
      concerts.every((form) => (form.config as VisitorField[]).some((field) => field.type === "nik")),
    ).toBe(true);
    expect(fields.some((field) => field.type === "nik" && (field.prefixes?.length ?? 0) > 0)).toBe(true);
    expect(fields.some((field) => field.type === "list" && field.max_items === 3)).toBe(true);
    expect(fields.some((field) => field.type === "dropdown" && field.key === "jersey_size")).toBe(true);
  });
});

describe("the demo catalogue, read through the public API", () => {
  it("runs once per database", async () => {
    expect((await seedDatabase(t.database.db, { scale: "demo" }, [catalogueSeeder])).skipped).toEqual([
      "catalogue",
    ]);
  });

  it("has at least 60 events of every kind and every event status, searchable by invented talents", async () => {
    const open = eventListSchema.parse(await get("/public/events/landing-page?show=100"));
    const all = await allEvents();
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((e) => e.category))).toEqual(new Set(EVENT_CATEGORIES));
    expect(new Set(all.map((e) => e.status))).toEqual(new Set(EVENT_STATUSES));
    expect(new Set(all.map((e) => e.city)).size).toBeGreaterThanOrEqual(8);
    expect(all.some((e) => e.is_tentative_date)).toBe(true);
    expect(open.rows.every((e) => e.status !== "ended")).toBe(true);
  });

  it("shows every ticket status, bundles with sizes and a seated event with sections", async () => {
    const statuses = new Set<string>();
    let bundleWithSizes = false;
    let seatedSlug: string | null = null;
    for (const event of await allEvents()) {
      const tickets = activeTicketsSchema.parse(await get(`/public/active-tickets/event/${event.slug}`));
      for (const row of tickets.rows) {
        statuses.add(row.status);
        if (row.bundle_items.some((item) => item.size_options.length > 0)) bundleWithSizes = true;
        if (row.is_seated) seatedSlug = event.slug;
        expect(row.remaining).toBeGreaterThanOrEqual(0);
      }
    }
    expect([...statuses].sort()).toEqual([...TICKET_STATUSES].sort());
    expect(bundleWithSizes).toBe(true);
    const seats = seatMapSchema.parse(await get(`/public/seat-tickets/event/${seatedSlug}`));
    expect(seats.rows.length).toBeGreaterThanOrEqual(2);
    const allSeats = seats.rows.flatMap((section) => section.seats);
    expect(new Set(allSeats.map((seat) => seat.state))).toEqual(new Set(["available", "unavailable"]));
  });

  it("has percent and fixed vouchers, capped and uncapped, restricted and single-use; and active sliders", async () => {
    const vouchers = [];
    for (const event of await allEvents())
      vouchers.push(...voucherListSchema.parse(await get(`/public/vouchers/event/${event.id}`)).rows);
    expect(vouchers.some((v) => v.discount_unit === "percent" && v.max_discount !== null)).toBe(true);
    expect(vouchers.some((v) => v.discount_unit === "percent" && v.max_discount === null)).toBe(true);
    expect(vouchers.some((v) => v.discount_unit === "fixed" && v.min_transaction > 0)).toBe(true);
    expect(vouchers.some((v) => v.allowed_payment_methods !== null)).toBe(true);
    expect(vouchers.some((v) => v.allowed_category_ids !== null)).toBe(true);
    expect(vouchers.some((v) => v.code === "PERTAMA" && v.remaining === 1)).toBe(true);
    expect(vouchers.some((v) => v.code === "KOMUNITAS" || v.code === "LEBARAN")).toBe(false);
    const sliders = sliderListSchema.parse(await get("/public/sliders"));
    expect(sliders.rows.length).toBeGreaterThanOrEqual(5);
  });

  it("announces one upcoming event before its details: no lineup, no description, no tickets yet", async () => {
    const open = eventListSchema.parse(await get("/public/events/landing-page?show=100")).rows;
    const bare = [];
    for (const event of open) {
      const detail = eventDetailSchema.parse(await get(`/public/events/detail/${event.slug}`));
      if (detail.lineup.length === 0 && !detail.description.trim()) bare.push(detail);
    }
    expect(bare).toHaveLength(1);
    const [event] = bare;
    expect(event?.status).toBe("upcoming");
    const tickets = activeTicketsSchema.parse(await get(`/public/active-tickets/event/${event?.slug}`));
    expect(tickets.rows).toEqual([]);
    expect(open.find((row) => row.slug === event?.slug)?.start_from_price).toBeNull();
    // The soonest open event, the one a ticket-war bench picks, still sells tickets.
    const soonest = open.find((row) => row.status === "upcoming");
    expect(soonest?.slug).not.toBe(event?.slug);
  });
});

let cached: Awaited<ReturnType<typeof fetchAll>> | null = null;
async function allEvents() {
  cached ??= await fetchAll();
  return cached;
}

/** Every event: the landing page has those not over yet; search finds the ended ones by city. */
async function fetchAll() {
  const open = eventListSchema.parse(await get("/public/events/landing-page?show=100")).rows;
  const byId = new Map(open.map((event) => [event.id, event]));
  for (const city of [
    "Jakarta",
    "Bandung",
    "Surabaya",
    "Yogyakarta",
    "Bali",
    "Medan",
    "Makassar",
    "Semarang",
    "Malang",
    "Palembang",
  ]) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/events/search?show=100",
      payload: { search: city },
    });
    for (const event of eventListSchema.parse(response.json().data).rows) byId.set(event.id, event);
  }
  return [...byId.values()];
}
