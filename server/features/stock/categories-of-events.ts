import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { stockClaims, ticketCategories, ticketCategoryStock } from "../../db/schema/index.ts";
import { qualified } from "../../db/sql-helpers.ts";

/**
 * The ticket categories of several events with their remaining stock, for the cards of one page of an
 * event list (the card's "Mulai dari", "Habis" or "Segera dibuka": ADR 0122). One statement per page.
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
    })
    .from(ticketCategories)
    .innerJoin(ticketCategoryStock, eq(ticketCategoryStock.categoryId, ticketCategories.id))
    .where(inArray(ticketCategories.eventId, [...eventIds]))
    .orderBy(asc(ticketCategories.eventId), asc(ticketCategories.price));
}

export type CategoryStockOfEvent = Awaited<ReturnType<typeof listCategoryStockOfEvents>>[number];

/**
 * Tickets sold for the event whose id is `eventId` (a column of the outer query): the "most popular"
 * sort. Paid claims only; holds come and go. An index-only scan per category
 * (`stock_claims_category_live_idx`).
 */
export function soldTicketsOfEvent(eventId: AnyPgColumn): SQL<number> {
  return sql<number>`(SELECT coalesce(sum(${qualified(stockClaims.quantity)}), 0)
    FROM ${stockClaims} JOIN ${ticketCategories}
      ON ${qualified(ticketCategories.id)} = ${qualified(stockClaims.categoryId)}
    WHERE ${qualified(ticketCategories.eventId)} = ${qualified(eventId)}
      AND ${qualified(stockClaims.status)} = 'sold')`;
}
