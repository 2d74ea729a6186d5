import { and, asc, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  bundleItems,
  seatSections,
  seats,
  stockClaims,
  ticketCategories,
  ticketCategoryStock,
} from "../../db/schema/index.ts";
import { qualified } from "./sql-columns.ts";

/** Reads of stock: every figure here is derived from `stock_claims` at the moment of the query. */

/** An event's categories with remaining stock from the `ticket_category_stock` view. */
export function listCategoriesWithStock(db: Db, eventId: number) {
  return db
    .select({
      id: ticketCategories.id,
      name: ticketCategories.name,
      description: ticketCategories.description,
      price: ticketCategories.price,
      perAccountLimit: ticketCategories.perAccountLimit,
      perTransactionMax: ticketCategories.perTransactionMax,
      saleStartsAt: ticketCategories.saleStartsAt,
      saleEndsAt: ticketCategories.saleEndsAt,
      manualStatus: ticketCategories.manualStatus,
      sortOrder: ticketCategories.sortOrder,
      isBundle: ticketCategories.isBundle,
      remaining: ticketCategoryStock.remaining,
      isSeated: sql<boolean>`EXISTS (SELECT 1 FROM ${seatSections}
        WHERE ${qualified(seatSections.categoryId)} = ${qualified(ticketCategories.id)})`,
    })
    .from(ticketCategories)
    .innerJoin(ticketCategoryStock, eq(ticketCategoryStock.categoryId, ticketCategories.id))
    .where(eq(ticketCategories.eventId, eventId))
    .orderBy(asc(ticketCategories.sortOrder), asc(ticketCategories.id));
}

export type CategoryStockRow = Awaited<ReturnType<typeof listCategoriesWithStock>>[number];

export function listBundleItems(db: Db, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      categoryId: bundleItems.categoryId,
      name: bundleItems.name,
      sizeOptions: bundleItems.sizeOptions,
    })
    .from(bundleItems)
    .where(inArray(bundleItems.categoryId, [...categoryIds]))
    .orderBy(asc(bundleItems.sortOrder), asc(bundleItems.id));
}

export type BundleItemRow = Awaited<ReturnType<typeof listBundleItems>>[number];

export function listSeatSections(db: Db, eventId: number) {
  return db
    .select({
      id: seatSections.id,
      name: seatSections.name,
      categoryId: seatSections.categoryId,
      categoryName: ticketCategories.name,
      price: ticketCategories.price,
    })
    .from(seatSections)
    .innerJoin(ticketCategories, eq(ticketCategories.id, seatSections.categoryId))
    .where(eq(seatSections.eventId, eventId))
    .orderBy(asc(seatSections.sortOrder), asc(seatSections.id));
}

export type SeatSectionRow = Awaited<ReturnType<typeof listSeatSections>>[number];

/**
 * Every seat of the event with whether a live claim holds it. A claim is live when sold, or held and
 * not yet expired (the database's clock decides). The partial unique index allows at most one
 * held-or-sold claim per seat, so the join never repeats a seat.
 */
export function listSeatsWithClaims(db: Db, eventId: number) {
  return db
    .select({
      id: seats.id,
      sectionId: seats.sectionId,
      rowLabel: seats.rowLabel,
      seatNumber: seats.seatNumber,
      isBlocked: seats.isBlocked,
      claimed: sql<boolean>`${isNotNull(stockClaims.id)}`,
    })
    .from(seats)
    .innerJoin(seatSections, eq(seatSections.id, seats.sectionId))
    .leftJoin(
      stockClaims,
      and(
        eq(stockClaims.seatId, seats.id),
        or(
          eq(stockClaims.status, "sold"),
          and(eq(stockClaims.status, "held"), gt(stockClaims.expiresAt, sql`now()`)),
        ),
      ),
    )
    .where(eq(seatSections.eventId, eventId));
}

export type SeatClaimRow = Awaited<ReturnType<typeof listSeatsWithClaims>>[number];
