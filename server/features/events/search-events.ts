import type { EventList, PagingQuery } from "#shared/contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { countSearchEvents, searchEvents as selectMatches } from "./data.ts";
import { pageOffset, pagingMeta } from "./paging.ts";
import { searchTerms } from "./search-terms.ts";
import { toEventCard } from "./to-contract.ts";

/**
 * Events whose title, venue, city or talent names contain every word of the (already normalised,
 * at least 3 characters) search, events not over yet first.
 */
export async function searchEvents(
  db: Db,
  search: string,
  query: PagingQuery,
  now: Date,
): Promise<EventList> {
  const terms = searchTerms(search);
  const total = await countSearchEvents(db, terms);
  const offset = pageOffset(query.page, query.show);
  const rows = offset < total ? await selectMatches(db, terms, now, query.show, offset) : [];
  return { rows: rows.map((row) => toEventCard(row, now)), meta: pagingMeta(total, query.page, query.show) };
}
