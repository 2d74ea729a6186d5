import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { MANUAL_TICKET_STATUSES } from "../../db/schema/index.ts";
import { arrayLiteral, rows } from "../../db/sql-helpers.ts";

export interface CategoryStockOfEvent {
  eventId: number;
  price: number;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  manualStatus: (typeof MANUAL_TICKET_STATUSES)[number];
  remaining: number;
  sold: number;
}

/** One category as the statement sends it: the fields above in order, times as epoch milliseconds. */
type StockTuple = [
  number,
  number,
  number | null,
  number | null,
  CategoryStockOfEvent["manualStatus"],
  number,
  number,
];

const epochMs = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000)::bigint`);

/**
 * The ticket categories of several events with their remaining stock and tickets sold, for the cards
 * of an event list (the card's "Mulai dari", "Habis" or "Segera dibuka": ADR 0122) and the "most
 * popular" sort (paid tickets; holds come and go). One statement.
 *
 * The lists read this for the whole listed catalogue once a second (list-stock.ts): some 6,000 rows at
 * site scale. As rows, the driver's parsing and the mapping of each row held the event loop for 35-70 ms
 * every refresh, and every request in flight waited behind it (the landing figure's p99). As one JSON
 * array of tuples, times in epoch milliseconds, the same answer is one string for JSON.parse.
 */
export async function listCategoryStockOfEvents(
  db: Db,
  eventIds: readonly number[],
): Promise<CategoryStockOfEvent[]> {
  if (eventIds.length === 0) return [];
  const [row] = await rows<{ stock: StockTuple[] | null }>(
    db,
    sql`SELECT json_agg(json_build_array(c.event_id, c.price, ${epochMs("c.sale_starts_at")},
        ${epochMs("c.sale_ends_at")}, c.manual_status, s.remaining, s.sold) ORDER BY c.event_id, c.price) AS stock
      FROM ticket_categories c
      JOIN ticket_category_stock s ON s.category_id = c.id
      WHERE c.event_id = ANY(${arrayLiteral(eventIds)}::int[])`,
  );
  return (row?.stock ?? []).map(([eventId, price, startsAt, endsAt, manualStatus, remaining, sold]) => ({
    eventId,
    price,
    saleStartsAt: startsAt === null ? null : new Date(startsAt),
    saleEndsAt: endsAt === null ? null : new Date(endsAt),
    manualStatus,
    remaining,
    sold,
  }));
}
