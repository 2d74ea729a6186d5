import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, eventTalents, organisers, talents } from "../../server/db/schema/index.ts";
import { cityListSchema } from "../../shared/contracts/event-filters.ts";
import { type EventCard, eventListSchema } from "../../shared/contracts/events.ts";
import {
  addClaim,
  addTalent,
  createCategory,
  createEvent,
  createOrganiser,
} from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// Filters, sorts and honest cards (ADR 0122), on a clock fixed at Wednesday
// 9 January 2030, 12:00 WIB (05:00 UTC), so "today", "this weekend" and "this month" are known days.
const NOW = new Date("2030-01-09T05:00:00Z");
const HOUR = 3_600_000;
/** An instant given in WIB. */
const wib = (local: string) => new Date(`${local}+07:00`);
const hours = (n: number) => new Date(NOW.getTime() + n * HOUR);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  const db = t.database.db;
  const event = async (slug: string, input: Parameters<typeof createEvent>[1] = {}) =>
    createEvent(db, { slug, title: slug.replace(/-/g, " "), ...input });

  // Wednesday: today 19:00 WIB, Jakarta concert, two prices, the cheaper one sold out.
  const today = await event("today-concert", { startsAt: wib("2030-01-09T19:00:00") });
  const presale = await createCategory(db, today.id, { name: "Presale", price: 50_000, quota: 2 });
  await addClaim(db, { categoryId: presale.id, quantity: 2, status: "sold" });
  await createCategory(db, today.id, { name: "Regular", price: 120_000 });
  // A festival that started yesterday and runs until tomorrow: it is on today too.
  const running = await event("running-festival", {
    category: "festival",
    city: "Bandung",
    startsAt: wib("2030-01-08T10:00:00"),
    endsAt: wib("2030-01-10T22:00:00"),
  });
  await createCategory(db, running.id, { price: 0 });
  // Thursday, sport in Surabaya, the most tickets sold.
  const thursday = await event("thursday-sport", {
    category: "sport",
    city: "Surabaya",
    startsAt: wib("2030-01-10T15:00:00"),
  });
  const stands = await createCategory(db, thursday.id, { price: 75_000, quota: 500 });
  await addClaim(db, { categoryId: stands.id, quantity: 40, status: "sold" });
  // Saturday and Sunday: a fun run in Bandung, free; a concert whose sale opens next week.
  const saturday = await event("saturday-run", {
    category: "fun_run",
    city: "bandung ",
    startsAt: wib("2030-01-12T05:30:00"),
  });
  await createCategory(db, saturday.id, { price: 0 });
  await createCategory(db, saturday.id, { price: 250_000 });
  const sunday = await event("sunday-concert", { startsAt: wib("2030-01-13T20:00:00") });
  await createCategory(db, sunday.id, { price: 300_000, saleStartsAt: hours(24 * 7) });
  // Friday: online sale over (ended yesterday) though the event is still to come: it sinks.
  const over = await event("friday-sale-over", { startsAt: wib("2030-01-11T19:00:00") });
  await createCategory(db, over.id, { price: 10_000, saleEndsAt: hours(-24), saleStartsAt: hours(-240) });
  // 31 January late evening and 1 February just after midnight (WIB): month boundary.
  const lastOfMonth = await event("last-of-january", {
    startsAt: wib("2030-01-31T20:00:00"),
    endsAt: wib("2030-01-31T23:00:00"),
  });
  const soldOut = await createCategory(db, lastOfMonth.id, { price: 90_000, quota: 1 });
  await addClaim(db, { categoryId: soldOut.id, quantity: 1, status: "sold" });
  await event("first-of-february", { startsAt: wib("2030-02-01T00:30:00") });
  // Ended long ago: never on the landing list.
  await event("ended-last-year", { startsAt: wib("2029-06-01T19:00:00") });
}, 60_000);
afterAll(() => t.close());

async function landing(query: string, locale = "id") {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/v1/public/events/landing-page${query}`,
    headers: { "accept-language": locale },
  });
  return response;
}
async function cards(query: string): Promise<EventCard[]> {
  const response = await landing(query);
  expect(response.statusCode, query).toBe(200);
  return eventListSchema.parse(response.json().data).rows;
}
const slugs = async (query: string) => (await cards(query)).map((row) => row.slug);

describe("filters (GET /public/events/landing-page)", () => {
  it("lists events not over yet, soonest first, and sinks the one whose online sale is over", async () => {
    expect(await slugs("")).toEqual([
      "running-festival",
      "today-concert",
      "thursday-sport",
      "saturday-run",
      "sunday-concert",
      "last-of-january",
      "first-of-february",
      "friday-sale-over",
    ]);
  });

  it("filters by city in any case and spacing, and by kind", async () => {
    expect(await slugs("?city=BANDUNG")).toEqual(["running-festival", "saturday-run"]);
    expect(await slugs("?city=%20bandung%20")).toEqual(["running-festival", "saturday-run"]);
    expect(await slugs("?kind=sport")).toEqual(["thursday-sport"]);
    expect(await slugs("?kind=concert&city=jakarta")).toEqual([
      "today-concert",
      "sunday-concert",
      "last-of-january",
      "first-of-february",
      "friday-sale-over",
    ]);
    expect(await slugs("?city=")).toHaveLength(8);
  });

  it("reads days in WIB: today, this weekend, this month, and an inclusive range in either order", async () => {
    expect(await slugs("?date=today")).toEqual(["running-festival", "today-concert"]);
    expect(await slugs("?date=weekend")).toEqual(["saturday-run", "sunday-concert"]);
    const month = await slugs("?date=month");
    expect(month).toContain("last-of-january");
    expect(month).not.toContain("first-of-february");
    expect(await slugs("?from=2030-01-10&to=2030-01-11")).toEqual([
      "running-festival",
      "thursday-sport",
      "friday-sale-over",
    ]);
    expect(await slugs("?from=2030-01-11&to=2030-01-10")).toEqual(
      await slugs("?from=2030-01-10&to=2030-01-11"),
    );
    expect(await slugs("?from=2030-02-01")).toEqual(["first-of-february"]);
    // A preset wins over a range.
    expect(await slugs("?date=today&from=2030-02-01")).toEqual(["running-festival", "today-concert"]);
  });

  it("filters by the prices of categories still selling, and free-only", async () => {
    expect(await slugs("?free=true")).toEqual(["running-festival", "saturday-run"]);
    expect(await slugs("?price_min=60000&price_max=130000")).toEqual([
      "today-concert",
      "thursday-sport",
      "last-of-january",
    ]);
    // The Friday event's 10,000 category closed yesterday: it no longer counts.
    expect(await slugs("?price_max=20000")).toEqual(["running-festival", "saturday-run"]);
    expect(await slugs("?price_min=130000&price_max=60000")).toEqual(
      await slugs("?price_min=60000&price_max=130000"),
    );
  });

  it("sorts by lowest price and by most tickets sold", async () => {
    expect((await slugs("?sort=price")).slice(0, 5)).toEqual([
      "running-festival",
      "saturday-run",
      "today-concert",
      "thursday-sport",
      "last-of-january",
    ]);
    expect((await slugs("?sort=popular")).slice(0, 2)).toEqual(["thursday-sport", "today-concert"]);
    expect(await slugs("?sort=soonest")).toEqual(await slugs(""));
  });

  it("keeps the paging meta of spec section 9 under a filter", async () => {
    const response = await landing("?kind=concert&show=2&page=2");
    expect(response.json().data.meta).toEqual({
      current_page: 2,
      is_last_page: false,
      total: 5,
      per_page: 2,
      last_page: 3,
    });
  });
});

describe("cards say what can be bought now", () => {
  it("shows the cheapest price on sale, else Segera dibuka, Habis or closed", async () => {
    const all = new Map((await cards("")).map((row) => [row.slug, row]));
    // The sold-out presale's 50,000 is not what a buyer can pay.
    expect(all.get("today-concert")).toMatchObject({ sale_status: "on_sale", start_from_price: 120_000 });
    expect(all.get("saturday-run")).toMatchObject({ sale_status: "on_sale", start_from_price: 0 });
    expect(all.get("sunday-concert")).toMatchObject({ sale_status: "opening_soon", start_from_price: null });
    expect(all.get("last-of-january")).toMatchObject({ sale_status: "sold_out", start_from_price: null });
    expect(all.get("friday-sale-over")).toMatchObject({ sale_status: "closed", start_from_price: null });
    // No category published yet: tickets are still to come.
    expect(all.get("first-of-february")).toMatchObject({
      sale_status: "opening_soon",
      start_from_price: null,
    });
  });

  it("says the same on the event's own detail", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/public/events/detail/today-concert" });
    expect(response.json().data).toMatchObject({ sale_status: "on_sale", start_from_price: 120_000 });
  });
});

describe("search with filters (POST /public/events/search)", () => {
  it("applies the same filters and sorts to a search", async () => {
    const search = (query: string, text: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/public/events/search${query}`,
        payload: { search: text },
      });
    const concerts = eventListSchema.parse((await search("?date=weekend", "konser")).json().data);
    expect(concerts.rows.map((row) => row.slug)).toEqual(["sunday-concert"]);
    const bad = await search("?kind=opera", "konser");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(["kind"]);
  });
});

describe("the search index follows every write, within 2 s (triggers and live updates, ADR 0134)", () => {
  it("finds an event by a talent added, renamed or removed, an organiser renamed, a title changed", async () => {
    const db = t.database.db;
    // Each write goes straight to the database, as no API would: the triggers still announce it.
    const found = (text: string) => async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/public/events/search",
        payload: { search: text },
      });
      return eventListSchema.parse(response.json().data).rows.map((row) => row.slug);
    };
    const soon = { timeout: 2_000, interval: 50 };
    const organiser = await createOrganiser(db, "Gema Nusantara");
    const event = await createEvent(db, { slug: "trigger-check", organiserId: organiser.id });
    const talent = await addTalent(db, event.id, "Wulan Kencana");
    await expect.poll(found("wulan kencana"), soon).toEqual(["trigger-check"]);
    await db.update(talents).set({ name: "Wulandari Kencana" }).where(eq(talents.id, talent.id));
    await expect.poll(found("wulandari"), soon).toEqual(["trigger-check"]);
    await db.update(organisers).set({ name: "Gaung Persada" }).where(eq(organisers.id, organiser.id));
    await expect.poll(found("gaung persada"), soon).toEqual(["trigger-check"]);
    await db.update(events).set({ title: "Malam Keroncong" }).where(eq(events.id, event.id));
    await expect.poll(found("keroncong"), soon).toEqual(["trigger-check"]);
    await db.delete(eventTalents).where(eq(eventTalents.eventId, event.id));
    // A new query each time: the same one would be answered from the 1 s read cache.
    await expect.poll(found("kencana wulandari"), soon).toEqual([]);
    await db.update(events).set({ lifecycle: "draft" }).where(eq(events.id, event.id));
    await expect.poll(found("malam keroncong"), soon).toEqual([]);
  });
});

describe("the city filter's choices (GET /public/events/cities)", () => {
  it("lists cities with events not over yet, busiest first, one entry per city whatever its case", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/public/events/cities" });
    const { rows } = cityListSchema.parse(response.json().data);
    expect(rows[0]).toEqual({ name: "Jakarta", event_count: 5 });
    expect(rows.filter((row) => row.name.trim().toLowerCase() === "bandung")).toHaveLength(1);
    expect(rows.find((row) => row.name.trim().toLowerCase() === "bandung")?.event_count).toBe(2);
  });
});

describe("bad filter values", () => {
  it("answer 400 with the field named, in the buyer's language, never 500", async () => {
    const cases: [string, string][] = [
      ["?kind=opera", "kind"],
      ["?sort=best", "sort"],
      ["?date=tomorrow", "date"],
      ["?from=2030-02-30", "from"],
      ["?to=yesterday", "to"],
      ["?price_min=-1", "price_min"],
      ["?price_max=1.5", "price_max"],
      ["?price_max=99999999999", "price_max"],
      ["?free=yes", "free"],
      [`?city=${"x".repeat(81)}`, "city"],
    ];
    for (const [query, field] of cases) {
      const response = await landing(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ status: 0, errorCode: "validation_failed" });
      expect(Object.keys(response.json().fields), query).toEqual([field]);
    }
    const english = await landing("?kind=opera", "en");
    const indonesian = await landing("?kind=opera", "id");
    expect(english.json().fields.kind).not.toEqual(indonesian.json().fields.kind);
  });
});
