import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { VoucherTerms } from "#shared/pricing/voucher-discount.ts";
import type { Db } from "../../db/client.ts";
import { ticketCategories, voucherCategories, vouchers } from "../../db/schema/index.ts";
import { qualified, rows } from "../../db/sql-helpers.ts";

/** The columns an organiser writes on a voucher (its event is fixed when it is made). */
export type VoucherValues = Omit<typeof vouchers.$inferInsert, "id" | "eventId">;

/** The event's vouchers as the organiser's catalogue screen edits them, with their category ids. */
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
export type OrgVoucherRow = Awaited<ReturnType<typeof listVouchersOf>>[number];

/** One voucher of the event as `listVouchersOf` reads it, or undefined. */
export async function findVoucherRow(
  tx: Db,
  eventId: number,
  voucherId: number,
): Promise<OrgVoucherRow | undefined> {
  return (await listVouchersOf(tx, eventId)).find((row) => row.id === voucherId);
}

export async function countVouchersOfEvent(tx: Db, eventId: number): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(vouchers).where(eq(vouchers.eventId, eventId));
  return existing?.n ?? 0;
}

/** Whether a voucher of the event already has this code. */
export async function isVoucherCodeTaken(tx: Db, eventId: number, code: string): Promise<boolean> {
  const [taken] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.eventId, eventId), eq(vouchers.code, code)));
  return taken !== undefined;
}

/** Of these category ids, those the event has. */
export function listEventCategoryIdsAmong(tx: Db, eventId: number, categoryIds: readonly number[]) {
  return tx
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(and(eq(ticketCategories.eventId, eventId), inArray(ticketCategories.id, [...categoryIds])));
}

/** Inserts the event's voucher and answers its id. */
export async function insertVoucher(tx: Db, eventId: number, values: VoucherValues) {
  const [created] = await tx
    .insert(vouchers)
    .values({ eventId, ...values })
    .returning({ id: vouchers.id });
  return created?.id;
}

export async function updateVoucherValues(
  tx: Db,
  eventId: number,
  voucherId: number,
  values: VoucherValues,
): Promise<void> {
  await tx
    .update(vouchers)
    .set(values)
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.eventId, eventId)));
}

export async function deleteVoucherRow(tx: Db, eventId: number, voucherId: number): Promise<void> {
  await tx.delete(vouchers).where(and(eq(vouchers.id, voucherId), eq(vouchers.eventId, eventId)));
}

/** The voucher's categories become exactly these (none: every category of the event). */
export async function replaceVoucherCategories(tx: Db, voucherId: number, categoryIds: readonly number[]) {
  await tx.delete(voucherCategories).where(eq(voucherCategories.voucherId, voucherId));
  const unique = [...new Set(categoryIds)];
  if (unique.length > 0)
    await tx.insert(voucherCategories).values(unique.map((categoryId) => ({ voucherId, categoryId })));
}

/** A voucher as checkout applies it: its terms, limits and whether it is inside its window now. */
export interface VoucherByCode extends VoucherTerms {
  id: number;
  code: string;
  quota: number | null;
  perBuyerLimit: number | null;
  isValid: boolean;
}

/** A voucher of the event by code (any case), with its category list and whether it is in its window. */
export async function findVoucher(db: Db, eventId: number, code: string): Promise<VoucherByCode | undefined> {
  const [row] = await rows<VoucherByCode & { allowedCategoryIds: number[] | null }>(
    db,
    sql`SELECT v.id, v.code, v.discount_unit AS "discountUnit", v.amount, v.max_discount AS "maxDiscount",
          v.min_transaction AS "minTransaction", v.allowed_payment_methods AS "allowedPaymentMethods", v.quota,
          v.per_buyer_limit AS "perBuyerLimit",
          (v.valid_from <= now() AND (v.valid_until IS NULL OR v.valid_until > now())) AS "isValid",
          ARRAY(SELECT category_id FROM voucher_categories vc WHERE vc.voucher_id = v.id) AS "allowedCategoryIds"
        FROM vouchers v WHERE v.event_id = ${eventId} AND v.code = ${code.trim().toUpperCase()}`,
  );
  return row ? { ...row, allowedCategoryIds: row.allowedCategoryIds ?? [] } : undefined;
}
