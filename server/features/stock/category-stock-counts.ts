import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ticketCategoryStock } from "../../db/schema/index.ts";

/** Sold and unexpired held tickets per category of an event, for the organiser's screens. */
export async function categoryStockCounts(
  db: Db,
  eventId: number,
): Promise<Map<number, { sold: number; held: number }>> {
  const found = await db
    .select({
      id: ticketCategoryStock.categoryId,
      sold: ticketCategoryStock.sold,
      held: ticketCategoryStock.held,
    })
    .from(ticketCategoryStock)
    .where(eq(ticketCategoryStock.eventId, eventId));
  return new Map(found.map((row) => [row.id, { sold: row.sold, held: row.held }]));
}
