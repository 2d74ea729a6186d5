import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ticketCategories, ticketCategoryStock } from "../../db/schema/index.ts";

/**
 * The ticket categories of several events with their remaining stock and tickets sold, for the cards
 * of one page of an event list (the card's "Mulai dari", "Habis" or "Segera dibuka": ADR 0122) and the
 * "most popular" sort (paid tickets; holds come and go). One statement per page.
 */
export function listCategoryStockOfEvents(db: Db, eventIds: readonly number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      eventId: ticketCategories.eventId,
      price: ticketCategories.price,
      saleStartsAt: ticketCategories.saleStartsAt,
      saleEndsAt: ticketCategories.saleEndsAt,
      manualStatus: ticketCategories.manualStatus,
      remaining: ticketCategoryStock.remaining,
      sold: ticketCategoryStock.sold,
    })
    .from(ticketCategories)
    .innerJoin(ticketCategoryStock, eq(ticketCategoryStock.categoryId, ticketCategories.id))
    .where(inArray(ticketCategories.eventId, [...eventIds]))
    .orderBy(asc(ticketCategories.eventId), asc(ticketCategories.price));
}

export type CategoryStockOfEvent = Awaited<ReturnType<typeof listCategoryStockOfEvents>>[number];
