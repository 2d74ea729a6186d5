import { writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../server/db/seed/run-seed.ts";
import { catalogueSeeder } from "../../server/seed/catalogue/catalogue-seeder.ts";
import { eventListSchema } from "../../shared/contracts/events.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Search quality on the demo catalogue (ADR 0122, ADR 0134): for each query, the events a buyer
 * expects, found from the catalogue's own columns (kind, city, lineup, venue, organiser, start year)
 * without the search index, must all come back, and nothing else (recall and precision 1.00). The
 * table (expected, found, recall, precision) is printed for the report.
 */

const REPORT = "/tmp/search-quality-report.md";

interface CatalogueEvent {
  slug: string;
  title: string;
  category: string;
  city: string;
  venue: string;
  organiser: string;
  talents: string[];
  /** The year it starts in WIB, the year a buyer types. */
  year: number;
}

let t: TestApp;
let catalogue: CatalogueEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { scale: "demo" }, [catalogueSeeder]);
  const result = await t.database.db.execute(sql`
    SELECT e.slug, e.title, e.category, e.city, e.venue_name AS venue, o.name AS organiser,
      extract(year FROM e.starts_at AT TIME ZONE 'Asia/Jakarta')::int AS year,
      coalesce((SELECT array_agg(t.name) FROM event_talents et JOIN talents t ON t.id = et.talent_id
        WHERE et.event_id = e.id), '{}') AS talents
    FROM events e JOIN organisers o ON o.id = e.organiser_id`);
  catalogue = (result as unknown as { rows: CatalogueEvent[] }).rows;
}, 60_000);
afterAll(() => t.close());

const has = (list: readonly string[], name: string) => list.includes(name);
const byKind = (kind: string) => (event: CatalogueEvent) => event.category === kind;
const byCity = (city: string) => (event: CatalogueEvent) => event.city === city;
const byTalent = (name: string) => (event: CatalogueEvent) => has(event.talents, name);
const inTitle =
  (...words: string[]) =>
  (event: CatalogueEvent) =>
    words.every((w) => event.title.includes(w));
/** The year of the demo catalogue's last concert and of its first jazz weekend (it moves with the clock). */
const lastConcertYear = () => Math.max(...catalogue.filter(byKind("concert")).map((event) => event.year));
const firstJazzYear = () => Math.min(...catalogue.filter(inTitle("Jazz")).map((event) => event.year));

/** Query, what it is meant to exercise, and which events a buyer expects it to find. */
const TABLE: [string | (() => string), string, (event: CatalogueEvent) => boolean][] = [
  ["konser", "kind (id)", byKind("concert")],
  ["festival", "kind", byKind("festival")],
  ["lari", "kind (id): fun runs", byKind("fun_run")],
  ["olahraga", "kind (id): sport", byKind("sport")],
  ["jakarta", "city", byCity("Jakarta")],
  ["Bandung", "city, capitalised", byCity("Bandung")],
  ["YOGYAKARTA", "city, upper case", byCity("Yogyakarta")],
  ["senandung senja", "talent, two words", byTalent("Senandung Senja")],
  ["kidung malam", "talent", byTalent("Kidung Malam")],
  ["teh neng geulis", "talent without its accents (Téh Néng)", byTalent("Téh Néng Geulis")],
  ["jakrta", "typo in a city", byCity("Jakarta")],
  ["makasar", "common misspelling of Makassar", byCity("Makassar")],
  ["arunka", "typo in a talent", byTalent("Arunika")],
  ["istora senayan", "venue", (event) => event.venue === "Istora Senayan"],
  ["pelangi live", "organiser", (event) => event.organiser === "Pelangi Live"],
  ["konser surabaya", "kind and city together", (e) => e.category === "concert" && e.city === "Surabaya"],
  ["basket", "word prefix (Basketball)", (event) => /basket/i.test(`${event.title} ${event.talents}`)],
  // What buyers type that the SQL search missed or over-matched (ADR 0134).
  ["senan", "a word being typed (Senandung)", byTalent("Senandung Senja")],
  ["kidung mal", "the last word being typed", byTalent("Kidung Malam")],
  ["bayu pratama & kawan", "`&` in a talent's name", byTalent("Bayu Pratama & Kawan")],
  ["kuliner & musik", "`&` in a title", inTitle("Kuliner & Musik")],
  [
    () => `konser ${lastConcertYear()}`,
    "a year: concerts starting in it, the year in the title or not",
    (e) => e.category === "concert" && e.year === lastConcertYear(),
  ],
  [
    () => `jazz ${firstJazzYear()}`,
    "a year with a word of the title",
    (e) => inTitle("Jazz")(e) && e.year === firstJazzYear(),
  ],
  [
    "elang jawa vs harimau sumatra",
    '"vs" between two teams, either order, in the title or the lineup',
    (e) =>
      ["Elang Jawa", "Harimau Sumatra"].every((team) => `${e.title} ${e.talents.join(" ")}`.includes(team)),
  ],
  ["konser di jakarta", 'Indonesian stop word "di"', (e) => e.category === "concert" && e.city === "Jakarta"],
  [
    "konser yang di bandung",
    'stop words "yang", "di"',
    (e) => e.category === "concert" && e.city === "Bandung",
  ],
  ["bayu pratama dan kawan", '"dan" for `&`', byTalent("Bayu Pratama & Kawan")],
];

async function searchAll(query: string): Promise<string[]> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/public/events/search?show=100",
    payload: { search: query },
  });
  expect(response.statusCode, query).toBe(200);
  return eventListSchema.parse(response.json().data).rows.map((row) => row.slug);
}

describe("search quality on the demo catalogue", () => {
  it("finds every expected event and nothing else for each of the 27 queries, and prints the table", async () => {
    const lines = ["| query | exercises | expected | found | recall | precision |"];
    lines.push("|---|---|---|---|---|---|");
    let expectedTotal = 0;
    let foundTotal = 0;
    const misses: Record<string, string[]> = {};
    const extras: Record<string, string[]> = {};
    for (const [typed, exercises, expectedOf] of TABLE) {
      const query = typeof typed === "string" ? typed : typed();
      const expected = catalogue.filter(expectedOf).map((event) => event.slug);
      expect(expected.length, `${query} must expect something`).toBeGreaterThan(0);
      const results = await searchAll(query);
      const found = expected.filter((slug) => results.includes(slug));
      const missing = expected.filter((slug) => !results.includes(slug));
      if (missing.length > 0) misses[query] = missing;
      const unexpected = results.filter((slug) => !expected.includes(slug));
      if (unexpected.length > 0) extras[query] = unexpected;
      expectedTotal += expected.length;
      foundTotal += found.length;
      const precision = results.length ? found.length / results.length : 1;
      lines.push(
        `| ${query} | ${exercises} | ${expected.length} | ${found.length} | ${(found.length / expected.length).toFixed(2)} | ${precision.toFixed(2)} |`,
      );
    }
    lines.push(
      `| **all** | | ${expectedTotal} | ${foundTotal} | ${(foundTotal / expectedTotal).toFixed(2)} | |`,
    );
    const table = `Search quality (demo catalogue, ${catalogue.length} events)\n\n${lines.join("\n")}\n`;
    writeFileSync(REPORT, table);
    process.stderr.write(`\n${table}(also in ${REPORT})\n`);
    expect(misses).toEqual({});
    expect(extras).toEqual({});
    expect(foundTotal).toBe(expectedTotal);
    expect(TABLE).toHaveLength(27);
  });

  it("ranks the best match first: the title before the lineup, the exact word before a near spelling", async () => {
    const [first] = await searchAll("senandung senja");
    expect(first).toMatch(/senandung-senja/);
    const [typo] = await searchAll("nadira putr");
    expect(catalogue.find((event) => event.slug === typo)?.talents).toContain("Nadira Putri");
  });

  it("finds nothing for words the catalogue does not have", async () => {
    expect(await searchAll("zzqxv")).toEqual([]);
  });
});
