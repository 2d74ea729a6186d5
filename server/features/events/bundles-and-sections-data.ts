import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bundleItems, seatSections, ticketCategories } from "../../db/schema/index.ts";

/** An event's bundle contents and seat sections, as the ticket pages and the checkout show them. */

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
