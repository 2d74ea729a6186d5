import type { FilteredListQuery } from "#shared/contracts/event-filters.ts";
import type { EventList } from "#shared/contracts/events.ts";
import type { CategoryStockOfEvent } from "../stock/index.ts";
import type { CatalogueIndex, EventListCriteria } from "./catalogue-index.ts";
import { dateWindow } from "./date-window.ts";
import type { ListStock } from "./list-stock.ts";
import { pageOffset, pagingMeta } from "./paging.ts";
import { summarizeSales } from "./sale-summary.ts";
import { searchTerms } from "./search-terms.ts";
import { toEventCard } from "./to-contract.ts";

/** A city as typed: runs of spaces as one, trimmed, any case (the cache key's form). */
function foldCity(city: string | undefined): string {
  return (city ?? "").replace(/\s+/g, " ").trim().toLowerCase();
}

/** The parsed query as the index reads it: folded words and city, the WIB window, the sort. */
export function listCriteria(
  query: FilteredListQuery,
  terms: readonly string[],
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
 * ended ones last), filtered and sorted by the in-process index (ADR 0134), each card saying honestly
 * what can be bought (ADR 0122). `stock` is the listed catalogue's (`readListStock`): a statement only
 * for an event listed since it was read.
 */
export async function listEventPage(
  index: CatalogueIndex,
  stock: ListStock,
  query: FilteredListQuery,
  search: string | null,
  now: Date,
  /** The stock of events the snapshot does not hold yet (listed since it was read). */
  readMissing: (eventIds: readonly number[]) => Promise<readonly CategoryStockOfEvent[]>,
): Promise<EventList> {
  const criteria = listCriteria(query, search === null ? [] : searchTerms(search), now);
  const found = index.find(criteria);
  const offset = pageOffset(query.page, query.show);
  const meta = pagingMeta(found.length, query.page, query.show);
  // A page past the end is an empty page with honest meta, not an error.
  if (offset >= found.length) return { rows: [], meta };
  const sold = new Map<number, number>();
  if (criteria.sort === "popular")
    for (const { event } of found)
      sold.set(
        event.id,
        (stock.get(event.id) ?? []).reduce((sum, category) => sum + category.sold, 0),
      );
  const page = index.order(found, criteria, sold).slice(offset, offset + query.show);
  const missing = page.filter(({ event }) => !stock.has(event.id)).map(({ event }) => event.id);
  const sales = summarizeSales(
    page.map((item) => item.event),
    [
      ...page.flatMap((item) => stock.get(item.event.id) ?? []),
      ...(missing.length > 0 ? await readMissing(missing) : []),
    ],
    now,
  );
  return {
    rows: page.flatMap(({ event }) => {
      const sale = sales.get(event.id);
      return sale ? [toEventCard(event, sale, now)] : [];
    }),
    meta,
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
