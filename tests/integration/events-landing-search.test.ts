import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventListSchema } from "../../shared/contracts/events.ts";
import {
  addTalent,
  createCategory,
  createEvent,
  daysFromNow,
  hoursFromNow,
} from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
const OPEN_EVENTS = 26; // upcoming ones plus one under way
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // 25 upcoming events a day apart, one under way, four ended: the landing page lists 26.
  for (let i = 0; i < 25; i++) {
    const event = await createEvent(db, {
      slug: `landing-${String(i).padStart(2, "0")}`,
      startsAt: daysFromNow(i + 1),
    });
    await createCategory(db, event.id, { price: 100_000 + i * 1_000 });
    await createCategory(db, event.id, { price: 90_000 + i * 1_000 });
  }
  await createEvent(db, { slug: "landing-running", startsAt: hoursFromNow(-1), endsAt: hoursFromNow(3) });
  for (let i = 0; i < 4; i++)
    await createEvent(db, {
      slug: `landing-ended-${i}`,
      startsAt: daysFromNow(-5 - i),
      endsAt: daysFromNow(-5 - i + 0.2),
    });

  // Search fixtures: a talent, a title, a venue and a city, plus an ended event matching the same word.
  const concert = await createEvent(db, {
    slug: "search-konser-senja",
    title: "Konser Malam Minggu",
    startsAt: daysFromNow(40),
  });
  await addTalent(db, concert.id, "Senandung Senja");
  await createEvent(db, {
    slug: "search-layang",
    title: "Festival Layang-Layang Pangandaran",
    startsAt: daysFromNow(41),
  });
  await createEvent(db, {
    slug: "search-venue",
    title: "Pentas Seni",
    venueName: "Gedung Sate Hall",
    startsAt: daysFromNow(42),
  });
  await createEvent(db, {
    slug: "search-city",
    title: "Pentas Budaya",
    city: "Makassar",
    startsAt: daysFromNow(43),
  });
  await createEvent(db, {
    slug: "search-senja-old",
    title: "Senja di Pelabuhan",
    startsAt: daysFromNow(-30),
    endsAt: daysFromNow(-29.9),
  });
  for (let i = 0; i < 14; i++)
    await createEvent(db, {
      slug: `search-many-${i}`,
      title: `Gelar Wayang Kulit ${i}`,
      startsAt: daysFromNow(50 + i),
    });
});
afterAll(() => t.close());

const landing = (query: string) =>
  t.app.inject({ method: "GET", url: `/api/v1/public/events/landing-page${query}` });
const search = (body: unknown, query = "", locale = "id") =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/public/events/search${query}`,
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json", "accept-language": locale },
  });

describe("GET /public/events/landing-page", () => {
  it("pages through events not over yet with honest meta on the first, a middle and the last page", async () => {
    const total = OPEN_EVENTS + 4 + 14; // search fixtures are upcoming too, except the ended one
    const first = eventListSchema.parse((await landing("?show=12&page=1")).json().data);
    expect(first.meta).toEqual({ current_page: 1, is_last_page: false, total, per_page: 12, last_page: 4 });
    expect(first.rows).toHaveLength(12);
    const middle = eventListSchema.parse((await landing("?show=12&page=2")).json().data);
    expect(middle.meta).toMatchObject({ current_page: 2, is_last_page: false, total });
    const last = eventListSchema.parse((await landing("?show=12&page=4")).json().data);
    expect(last.meta).toMatchObject({ current_page: 4, is_last_page: true, last_page: 4 });
    expect(last.rows).toHaveLength(total - 36);
    const beyond = eventListSchema.parse((await landing("?show=12&page=9")).json().data);
    expect(beyond.rows).toEqual([]);
    expect(beyond.meta).toMatchObject({ current_page: 9, is_last_page: true, total });
    const third = eventListSchema.parse((await landing("?show=12&page=3")).json().data);
    const slugs = [...first.rows, ...middle.rows, ...third.rows, ...last.rows].map((row) => row.slug);
    expect(new Set(slugs).size).toBe(total);
    expect(slugs.some((slug) => slug.startsWith("landing-ended"))).toBe(false);
  });

  it("defaults to 24 per page, soonest first, the running event first with status past", async () => {
    const response = await landing("");
    expect(response.statusCode).toBe(200);
    const { rows, meta } = eventListSchema.parse(response.json().data);
    expect(meta.per_page).toBe(24);
    expect(rows[0]).toMatchObject({ slug: "landing-running", status: "past" });
    expect(rows[1]).toMatchObject({ slug: "landing-00", status: "upcoming", start_from_price: 90_000 });
    expect(rows.find((row) => row.slug === "landing-07")?.start_from_price).toBe(97_000);
    const starts = rows.map((row) => Date.parse(row.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("sends short-lived public cache headers", async () => {
    const response = await landing("?show=5");
    expect(response.headers["cache-control"]).toMatch(
      /^public, max-age=1, s-maxage=1, stale-while-revalidate=\d+$/,
    );
    expect(String(response.headers.vary)).toContain("accept-language");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("answers bad paging values with 400 and a field message, never 500", async () => {
    const cases: [string, string][] = [
      ["?page=0", "page"],
      ["?show=1000", "show"],
      ["?show=0", "show"],
      ["?page=abc", "page"],
      ["?show=1.5", "show"],
      ["?page=-1", "page"],
      ["?page=99999999", "page"],
      ["?show=", "show"],
      ["?page=1&page=2", "page"],
      ["?show=NaN", "show"],
      ["?show=Infinity", "show"],
    ];
    for (const [query, field] of cases) {
      const response = await landing(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ status: 0, errorCode: "validation_failed" });
      expect(Object.keys(response.json().fields), query).toEqual([field]);
    }
    expect((await landing("?show=1000")).json().fields.show).toBe("Maksimal 100");
  });
});

describe("POST /public/events/search", () => {
  const slugsFor = async (term: string) =>
    eventListSchema.parse((await search({ search: term })).json().data).rows.map((row) => row.slug);

  it("matches a talent's name, an event title, a venue and a city, in any case", async () => {
    expect(await slugsFor("SENANDUNG")).toEqual(["search-konser-senja"]);
    expect(await slugsFor("layang")).toEqual(["search-layang"]);
    expect(await slugsFor("gedung SATE")).toEqual(["search-venue"]);
    expect(await slugsFor("makassar")).toEqual(["search-city"]);
    // The count runs the same match: a talent's name must count its event and nothing else.
    const meta = eventListSchema.parse((await search({ search: "Senandung" })).json().data).meta;
    expect(meta).toMatchObject({ total: 1, last_page: 1 });
  });

  it("needs every word to match somewhere, and returns upcoming events before ended ones", async () => {
    expect(await slugsFor("senja malam")).toEqual(["search-konser-senja"]);
    // "konser" is every concert's kind (ADR 0122): the ended one matches too, after the upcoming one.
    expect(await slugsFor("senja konser")).toEqual(["search-konser-senja", "search-senja-old"]);
    expect(await slugsFor("senja")).toEqual(["search-konser-senja", "search-senja-old"]);
    const rows = eventListSchema.parse((await search({ search: "senja" })).json().data).rows;
    expect(rows.map((row) => row.status)).toEqual(["upcoming", "ended"]);
  });

  it("pages results with meta (12 by default)", async () => {
    const first = eventListSchema.parse((await search({ search: "wayang" })).json().data);
    expect(first.meta).toEqual({
      current_page: 1,
      is_last_page: false,
      total: 14,
      per_page: 12,
      last_page: 2,
    });
    const second = eventListSchema.parse((await search({ search: "wayang" }, "?page=2")).json().data);
    expect(second.meta).toMatchObject({ current_page: 2, is_last_page: true });
    expect(second.rows.map((row) => row.slug)).toEqual(["search-many-12", "search-many-13"]);
    const small = eventListSchema.parse((await search({ search: "wayang" }, "?show=5&page=2")).json().data);
    expect(small.meta).toMatchObject({ current_page: 2, is_last_page: false, last_page: 3 });
  });

  it("takes LIKE wildcards literally and finds nothing for them", async () => {
    expect(await slugsFor("%%%")).toEqual([]);
    expect(await slugsFor("___")).toEqual([]);
  });

  it("refuses searches shorter than 3 characters after trimming, in the buyer's language", async () => {
    for (const term of ["ab", "  a  ", ""]) {
      const response = await search({ search: term });
      expect(response.statusCode, JSON.stringify(term)).toBe(400);
      expect(response.json().fields.search).toBe("Minimal 3 karakter");
    }
    // NUL is refused at the JSON boundary for every route, before the search's own rules.
    const nul = await search({ search: "\u0000\u0000\u0000a" });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ status: 0, errorCode: "invalid_text" });
    expect((await search({ search: "ab" }, "", "en")).json().fields.search).toBe(
      "Must be at least 3 characters",
    );
    expect((await search({}, "", "en")).json().fields.search).toBe("This field cannot be empty");
  });

  it("answers every malformed body or query with a 4xx envelope", async () => {
    const bodies: unknown[] = [{ search: 123 }, { search: null }, [], "senja", { search: "x".repeat(101) }];
    for (const body of bodies) {
      const response = await search(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().status).toBe(0);
    }
    expect((await search({ search: "senja" }, "?show=0")).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/events/search",
      payload: '{"search": ',
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errorCode).toBe("malformed_json");
  });
});
