import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { seatSections, ticketCategories, ticketCategoryStock } from "../../db/schema/index.ts";
import { qualified } from "../../db/sql-helpers.ts";

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
      perTransactionMin: ticketCategories.perTransactionMin,
      isHidden: ticketCategories.isHidden,
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
