import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  bundleItems,
  eventSeatLayouts,
  seatSections,
  seats,
  ticketCategories,
} from "../../db/schema/index.ts";
import { qualified } from "../../db/sql-helpers.ts";
import { listBundleItems } from "../events/index.ts";

/** The columns an organiser edits on a category, plus whether it has seat sections (seated). */
const categoryColumns = {
  id: ticketCategories.id,
  eventId: ticketCategories.eventId,
  name: ticketCategories.name,
  description: ticketCategories.description,
  price: ticketCategories.price,
  quota: ticketCategories.quota,
  saleStartsAt: ticketCategories.saleStartsAt,
  saleEndsAt: ticketCategories.saleEndsAt,
  perTransactionMin: ticketCategories.perTransactionMin,
  perTransactionMax: ticketCategories.perTransactionMax,
  perAccountLimit: ticketCategories.perAccountLimit,
  isHidden: ticketCategories.isHidden,
  sortOrder: ticketCategories.sortOrder,
  manualStatus: ticketCategories.manualStatus,
  isBundle: ticketCategories.isBundle,
  isSeated: sql<boolean>`EXISTS (SELECT 1 FROM ${seatSections}
    WHERE ${qualified(seatSections.categoryId)} = ${qualified(ticketCategories.id)})`,
};

export function listEventCategories(db: Db, eventId: number) {
  return db
    .select(categoryColumns)
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, eventId))
    .orderBy(asc(ticketCategories.sortOrder), asc(ticketCategories.id));
}
export type CategoryRow = Awaited<ReturnType<typeof listEventCategories>>[number];

export async function findEventCategory(db: Db, eventId: number, categoryId: number) {
  const [row] = await db
    .select(categoryColumns)
    .from(ticketCategories)
    .where(and(eq(ticketCategories.eventId, eventId), eq(ticketCategories.id, categoryId)));
  return row;
}

export async function countCategoriesOfEvent(tx: Db, eventId: number): Promise<number> {
  const [existing] = await tx
    .select({ n: count() })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, eventId));
  return existing?.n ?? 0;
}

/** Inserts a category and answers its id. */
export async function insertCategory(tx: Db, category: typeof ticketCategories.$inferInsert) {
  const [created] = await tx.insert(ticketCategories).values(category).returning({ id: ticketCategories.id });
  return created?.id;
}

/** Writes an event's category's values (its quota goes through the stock module). */
export async function updateCategoryValues(
  tx: Db,
  eventId: number,
  categoryId: number,
  values: Partial<typeof ticketCategories.$inferInsert>,
): Promise<void> {
  await tx
    .update(ticketCategories)
    .set(values)
    .where(and(eq(ticketCategories.id, categoryId), eq(ticketCategories.eventId, eventId)));
}

/** Deletes an event's category; its sections, seats and items go with it. */
export async function deleteCategoryRow(tx: Db, eventId: number, categoryId: number): Promise<void> {
  await tx
    .delete(ticketCategories)
    .where(and(eq(ticketCategories.id, categoryId), eq(ticketCategories.eventId, eventId)));
}

/** The categories' merchandise as the buyer's bundle list reads it, sizes under the workspace's name. */
export async function listItemsOf(db: Db, categoryIds: readonly number[]) {
  const items = await listBundleItems(db, categoryIds);
  return items.map(({ sizeOptions, ...item }) => ({ ...item, sizes: sizeOptions }));
}

export async function replaceBundleItems(
  tx: Db,
  categoryId: number,
  items: readonly { name: string; sizes: readonly string[] }[],
) {
  await tx.delete(bundleItems).where(eq(bundleItems.categoryId, categoryId));
  if (items.length === 0) return;
  await tx.insert(bundleItems).values(
    items.map((item, index) => ({
      categoryId,
      name: item.name,
      sizeOptions: [...item.sizes],
      sortOrder: index,
    })),
  );
}

export function listSectionsOf(db: Db, eventId: number) {
  return db
    .select({ id: seatSections.id, name: seatSections.name, categoryId: seatSections.categoryId })
    .from(seatSections)
    .where(eq(seatSections.eventId, eventId))
    .orderBy(asc(seatSections.sortOrder), asc(seatSections.id));
}

export function listSeatsOf(db: Db, eventId: number) {
  return db
    .select({
      id: seats.id,
      sectionId: seats.sectionId,
      categoryId: seats.categoryId,
      rowLabel: seats.rowLabel,
      seatNumber: seats.seatNumber,
      isBlocked: seats.isBlocked,
      isWheelchair: seats.isWheelchair,
    })
    .from(seats)
    .innerJoin(seatSections, eq(seatSections.id, seats.sectionId))
    .where(eq(seatSections.eventId, eventId));
}
export type SeatRow = Awaited<ReturnType<typeof listSeatsOf>>[number];

export async function stagePositionOf(db: Db, eventId: number) {
  const [row] = await db
    .select({ stage: eventSeatLayouts.stagePosition })
    .from(eventSeatLayouts)
    .where(eq(eventSeatLayouts.eventId, eventId));
  return row?.stage ?? "top";
}
