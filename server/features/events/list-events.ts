import type { FilteredListQuery } from "#shared/contracts/event-filters.ts";
import type { EventList } from "#shared/contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { listCategoryStockOfEvents } from "../stock/index.ts";
import { dateWindow } from "./date-window.ts";
import {
  countEvents,
  type EventListCriteria,
  listEvents,
  type SearchTerm,
  wordsInCatalogue,
} from "./list-data.ts";
import { pageOffset, pagingMeta } from "./paging.ts";
import { summarizeSales } from "./sale-summary.ts";
import { searchTerms } from "./search-terms.ts";
import { toEventCard } from "./to-contract.ts";

/** A city as compared: runs of spaces as one, trimmed, any case. */
function foldCity(city: string | undefined): string {
  return (city ?? "").replace(/\s+/g, " ").trim().toLowerCase();
}

/** The parsed query as the list's SQL reads it: folded words and city, the WIB window, the sort. */
export function listCriteria(
  query: FilteredListQuery,
  terms: readonly SearchTerm[],
  now: Date,
): EventListCriteria {
  // A reversed range is read in order: the buyer meant the prices between the two.
  const { price_min: min = null, price_max: max = null } = query;
  const [low, high] = min !== null && max !== null && min > max ? [max, min] : [min, max];
  return {
    terms,
    scope: terms.length === 0 ? "open" : "all",
    city: foldCity(query.city) || null,
    kind: query.kind ?? null,
    window: dateWindow(query, now),
    priceMin: low,
    priceMax: high,
    freeOnly: query.free === "true",
    sort: query.sort ?? (terms.length > 0 ? "relevance" : "soonest"),
    now,
  };
}

/**
 * One page of the landing list (`search` null: events not over yet) or of a search (every event,
 * ended ones last), filtered and sorted, each card saying honestly what can be bought (ADR 0122).
 */
export async function listEventPage(
  db: Db,
  query: FilteredListQuery,
  search: string | null,
  now: Date,
): Promise<EventList> {
  const words = search === null ? [] : searchTerms(search);
  const inCatalogue = await wordsInCatalogue(db, words);
  const terms = words.map((word, i) => ({ word, nearSpelling: inCatalogue[i] === false }));
  const criteria = listCriteria(query, terms, now);
  const total = await countEvents(db, criteria);
  const offset = pageOffset(query.page, query.show);
  // A page past the end is an empty page with honest meta, not an error and not a wasted query.
  const rows = offset < total ? await listEvents(db, criteria, query.show, offset) : [];
  const sales = summarizeSales(
    rows,
    await listCategoryStockOfEvents(
      db,
      rows.map((row) => row.id),
    ),
    now,
  );
  return {
    rows: rows.flatMap((row) => {
      const sale = sales.get(row.id);
      return sale ? [toEventCard(row, sale, now)] : [];
    }),
    meta: pagingMeta(total, query.page, query.show),
  };
}

/** The cache key part the filters make: parsed values only, in a fixed order. */
export function filtersKey(query: FilteredListQuery): string {
  return [
    foldCity(query.city),
    query.kind,
    query.date,
    query.from,
    query.to,
    query.price_min,
    query.price_max,
    query.free,
    query.sort,
  ]
    .map((value) => value ?? "")
    .join("|");
}
