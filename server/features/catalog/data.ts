import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  bundleItems,
  eventSeatLayouts,
  seatSections,
  seats,
  ticketCategories,
  voucherCategories,
  vouchers,
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

export function listVouchersOf(db: Db, eventId: number) {
  return db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      discountUnit: vouchers.discountUnit,
      amount: vouchers.amount,
      maxDiscount: vouchers.maxDiscount,
      minTransaction: vouchers.minTransaction,
      quota: vouchers.quota,
      perBuyerLimit: vouchers.perBuyerLimit,
      allowedPaymentMethods: vouchers.allowedPaymentMethods,
      validFrom: vouchers.validFrom,
      validUntil: vouchers.validUntil,
      isPublic: vouchers.isPublic,
      terms: vouchers.terms,
      categoryIds: sql<
        number[]
      >`ARRAY(SELECT ${qualified(voucherCategories.categoryId)} FROM ${voucherCategories}
        WHERE ${qualified(voucherCategories.voucherId)} = ${qualified(vouchers.id)} ORDER BY 1)`,
    })
    .from(vouchers)
    .where(eq(vouchers.eventId, eventId))
    .orderBy(asc(vouchers.id));
}
export type VoucherRow = Awaited<ReturnType<typeof listVouchersOf>>[number];
