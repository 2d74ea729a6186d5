import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, ticketCategories, ticketCategoryStock } from "../../db/schema/index.ts";

export interface TicketsLeft {
  /** Tickets nobody holds or bought: quota minus sold minus unexpired holds. */
  remaining: number;
  /** Tickets held by a checkout or an order awaiting payment: they come back if it is not paid. */
  held: number;
}

/**
 * What an event can still sell online, summed over the categories a buyer could still buy: listed (not
 * hidden), not closed or marked sold out by the organiser, not counter-only, the sale not over and the
 * event not ended (the same rules as the ticket page's `deriveTicketStatus`; a category whose sale has
 * not started yet counts, its tickets are still to be sold). One statement over the stock view.
 */
export async function ticketsLeftOfEvent(db: Db, eventId: number, now: Date): Promise<TicketsLeft> {
  const [row] = await db
    .select({
      remaining: sql<number>`coalesce(sum(${ticketCategoryStock.remaining}), 0)::int`,
      held: sql<number>`coalesce(sum(${ticketCategoryStock.held}), 0)::int`,
    })
    .from(ticketCategoryStock)
    .innerJoin(ticketCategories, eq(ticketCategories.id, ticketCategoryStock.categoryId))
    .innerJoin(events, eq(events.id, ticketCategories.eventId))
    .where(
      and(
        eq(ticketCategoryStock.eventId, eventId),
        eq(ticketCategories.isHidden, false),
        inArray(ticketCategories.manualStatus, ["available", "staged"]),
        or(isNull(ticketCategories.saleEndsAt), gt(ticketCategories.saleEndsAt, now)),
        gt(events.endsAt, now),
      ),
    );
  return { remaining: Number(row?.remaining ?? 0), held: Number(row?.held ?? 0) };
}
