import type { Db } from "../../db/client.ts";
import type { ReadCache, ReadContext } from "../../http/public-cache/read-cache.ts";
import { type CategoryStockOfEvent, listCategoryStockOfEvents } from "../stock/index.ts";
import type { CatalogueIndex } from "./catalogue-index.ts";

/** The ticket categories of every listed event with their stock, by event id. */
export type ListStock = ReadonlyMap<number, readonly CategoryStockOfEvent[]>;

/**
 * The stock every event list reads (the cards' "Mulai dari" and "Habis", the "most popular" order), for
 * the whole listed catalogue in one statement, shared by every list read within the read cache's TTL.
 * A list the cache has not seen (a new filter, a new search) then costs no query at all: under a ticket
 * war everyone searches at once, and one statement per second serves them all. The list counts as read
 * when this was read, so the stock a buyer sees is still never older than the TTL.
 */
export async function readListStock(
  snapshots: ReadCache,
  db: Db,
  index: CatalogueIndex,
  read: ReadContext,
): Promise<ListStock> {
  const entry = await snapshots.get("list-stock", async () => {
    const byEvent = new Map<number, CategoryStockOfEvent[]>();
    for (const row of await listCategoryStockOfEvents(db, index.ids())) {
      const rows = byEvent.get(row.eventId);
      if (rows) rows.push(row);
      else byEvent.set(row.eventId, [row]);
    }
    return byEvent as ListStock;
  });
  read.usedReadFrom(entry.readAt);
  return entry.value;
}
