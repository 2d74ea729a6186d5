import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ticketCategoryStock } from "../../db/schema/index.ts";

export interface EventStockTotals {
  quota: number;
  sold: number;
  held: number;
  remaining: number;
}

/** Quota, sold, unexpired held and remaining tickets summed per event: the organisation's dashboard. */
export async function eventStockTotals(
  db: Db,
  eventIds: readonly number[],
): Promise<Map<number, EventStockTotals>> {
  if (eventIds.length === 0) return new Map();
  const found = await db
    .select({
      eventId: ticketCategoryStock.eventId,
      quota: sql<number>`coalesce(sum(${ticketCategoryStock.quota}), 0)::int`,
      sold: sql<number>`coalesce(sum(${ticketCategoryStock.sold}), 0)::int`,
      held: sql<number>`coalesce(sum(${ticketCategoryStock.held}), 0)::int`,
      remaining: sql<number>`coalesce(sum(${ticketCategoryStock.remaining}), 0)::int`,
    })
    .from(ticketCategoryStock)
    .where(inArray(ticketCategoryStock.eventId, [...eventIds]))
    .groupBy(ticketCategoryStock.eventId);
  return new Map(
    found.map((row) => [
      row.eventId,
      { quota: row.quota, sold: row.sold, held: row.held, remaining: row.remaining },
    ]),
  );
}
