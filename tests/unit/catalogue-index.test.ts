import { describe, expect, it } from "vitest";
import { createCatalogueIndex, queryWords } from "../../server/features/events/catalogue-index.ts";
import type { CatalogueEventRow } from "../../server/features/events/list-data.ts";
import { listCriteria } from "../../server/features/events/list-events.ts";
import { searchTerms } from "../../server/features/events/search-terms.ts";

const NOW = new Date("2030-01-09T05:00:00Z");
const DAY = 86_400_000;

function row(id: number, input: Partial<CatalogueEventRow> = {}): CatalogueEventRow {
  const startsAt = input.startsAt ?? new Date(NOW.getTime() + id * DAY);
  return {
    id,
    slug: `event-${id}`,
    title: `Event ${id}`,
    category: "concert",
    city: "Jakarta",
    venueName: "Balai",
    startsAt,
    endsAt: input.endsAt ?? new Date(startsAt.getTime() + 4 * 3_600_000),
    isTentativeDate: false,
    posterPath: null,
    posterImageId: null,
    posterWidths: null,
    organiserName: "Organiser",
    taxRateBps: 0,
    priceDisplay: "plus_tax",
    seatsOnly: false,
    talents: [],
    categories: [{ price: 100_000, saleEndsAt: null, manualStatus: "available" }],
    ...input,
  } as CatalogueEventRow;
}

const slugs = (index: ReturnType<typeof createCatalogueIndex>, search: string, query = {}) => {
  const criteria = listCriteria({ show: 50, page: 1, ...query }, searchTerms(search), NOW);
  return index.order(index.find(criteria), criteria).map((found) => found.event.slug);
};

describe("the search index's words", () => {
  it("drops joining words unless nothing else is left, and punctuation always", () => {
    expect(queryWords(["konser", "di", "jakarta"])).toEqual(["konser", "jakarta"]);
    expect(queryWords(["persija", "vs", "persib"])).toEqual(["persija", "persib"]);
    expect(queryWords(["yang", "dan"])).toEqual(["yang", "dan"]);
    expect(queryWords(["&&&"])).toEqual([]);
    expect(queryWords(["Téh", "Néng"])).toEqual(["teh", "neng"]);
  });
});

describe("the search index", () => {
  const index = createCatalogueIndex([
    row(1, { title: "Bandung Jazz", city: "Bandung" }),
    row(2, { title: "Malam Bang Udin", talents: ["Bang Udin"] }),
    row(3, { title: "Konser Sore", talents: ["Arunika"] }),
    row(4, { title: "Arunika Live", startsAt: new Date(NOW.getTime() - 30 * DAY) }),
    row(5, {
      title: "Arunika Akustik",
      categories: [{ price: 1, saleEndsAt: NOW, manualStatus: "available" }],
    }),
  ]);

  it("matches near spellings only for a word no event has", () => {
    expect(slugs(index, "bandung")).toEqual(["event-1"]);
    expect(slugs(index, "bandng")).toEqual(["event-1"]);
    expect(slugs(index, "bang")).toEqual(["event-2"]);
    expect(slugs(index, "zzqxv")).toEqual([]);
    expect(slugs(index, "&&&")).toEqual([]);
  });

  it("orders ended events last, then events whose sale is over, then the title above the lineup", () => {
    expect(slugs(index, "arunika")).toEqual(["event-3", "event-5", "event-4"]);
    expect(slugs(index, "konser sore arunika")).toEqual(["event-3"]);
    expect(slugs(index, "arunika", { sort: "soonest" })).toEqual(["event-3", "event-5", "event-4"]);
  });

  it("applies a change: a retitled event under its new words only, a removed one nowhere", () => {
    const changing = createCatalogueIndex([
      row(1, { title: "Gamelan Sore" }),
      row(2, { title: "Tari Saman" }),
    ]);
    // Asked before the change too: a search remembered from before it must not answer after it.
    expect(slugs(changing, "gamelan")).toEqual(["event-1"]);
    expect(slugs(changing, "keroncong")).toEqual([]);
    expect(slugs(changing, "saman")).toEqual(["event-2"]);
    changing.apply([1], [row(1, { title: "Keroncong Sore" })]);
    expect(slugs(changing, "keroncong")).toEqual(["event-1"]);
    expect(slugs(changing, "gamelan")).toEqual([]);
    changing.apply([2], []);
    expect(slugs(changing, "saman")).toEqual([]);
    expect(changing.size).toBe(1);
  });

  it("filters every request, whatever words it shares with an earlier one", () => {
    const priced = createCatalogueIndex([
      row(1, {
        title: "Konser Murah",
        categories: [{ price: 50_000, saleEndsAt: null, manualStatus: "available" }],
      }),
      row(2, {
        title: "Konser Mahal",
        categories: [{ price: 900_000, saleEndsAt: null, manualStatus: "available" }],
      }),
    ]);
    expect(slugs(priced, "konser", { price_max: 100_000 })).toEqual(["event-1"]);
    expect(slugs(priced, "konser", { price_min: 100_000 })).toEqual(["event-2"]);
    expect(slugs(priced, "konser").sort()).toEqual(["event-1", "event-2"]);
  });
});
