import type { EventList, PagingQuery } from "#shared/contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { countOpenEvents, listOpenEvents } from "./data.ts";
import { pageOffset, pagingMeta } from "./paging.ts";
import { toEventCard } from "./to-contract.ts";

/** The landing page's event list: events not over yet, soonest first, one page of them. */
export async function listLandingEvents(db: Db, query: PagingQuery, now: Date): Promise<EventList> {
  const total = await countOpenEvents(db, now);
  const offset = pageOffset(query.page, query.show);
  // A page past the end is an empty page with honest meta, not an error and not a wasted query.
  const rows = offset < total ? await listOpenEvents(db, now, query.show, offset) : [];
  return { rows: rows.map((row) => toEventCard(row, now)), meta: pagingMeta(total, query.page, query.show) };
}
