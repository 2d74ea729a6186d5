import { and, asc, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, ticketCategories, voucherCategories, vouchers } from "../../db/schema/index.ts";
import { qualified } from "../../db/sql-helpers.ts";
import { liveVoucherUsesOf } from "../stock/index.ts";

/**
 * Reads of the buyer's voucher screens and an event's voucher list: public vouchers inside their window,
 * with uses left (derived from live uses like ticket stock, the stock module's rule) and their
 * categories. Null quota means unlimited.
 */

const remaining = sql<
  number | null
>`${qualified(vouchers.quota)} - ${liveVoucherUsesOf(qualified(vouchers.id))}`;

const categoryIds = sql<number[] | null>`(
    SELECT array_agg(${qualified(voucherCategories.categoryId)} ORDER BY ${qualified(voucherCategories.categoryId)})
    FROM ${voucherCategories} WHERE ${qualified(voucherCategories.voucherId)} = ${qualified(vouchers.id)})`;

/** An event's public vouchers inside their validity window, used up or not. */
export function listPublicVouchers(db: Db, eventId: number, now: Date) {
  return db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      discountUnit: vouchers.discountUnit,
      amount: vouchers.amount,
      maxDiscount: vouchers.maxDiscount,
      minTransaction: vouchers.minTransaction,
      allowedPaymentMethods: vouchers.allowedPaymentMethods,
      terms: vouchers.terms,
      validFrom: vouchers.validFrom,
      validUntil: vouchers.validUntil,
      categoryIds,
      remaining: remaining.mapWith((value) => (value === null ? null : Number(value))),
    })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.eventId, eventId),
        eq(vouchers.isPublic, true),
        lte(vouchers.validFrom, now),
        or(isNull(vouchers.validUntil), gt(vouchers.validUntil, now)),
      ),
    )
    .orderBy(asc(vouchers.id));
}

export type PublicVoucherRow = Awaited<ReturnType<typeof listPublicVouchers>>[number];

/** Listed vouchers also carry their categories' names and their event (they are not of one event). */
const columns = {
  id: vouchers.id,
  code: vouchers.code,
  discountUnit: vouchers.discountUnit,
  amount: vouchers.amount,
  maxDiscount: vouchers.maxDiscount,
  minTransaction: vouchers.minTransaction,
  allowedPaymentMethods: vouchers.allowedPaymentMethods,
  terms: vouchers.terms,
  validFrom: vouchers.validFrom,
  validUntil: vouchers.validUntil,
  categoryIds,
  categoryNames: sql<string[] | null>`(
    SELECT array_agg(${qualified(ticketCategories.name)} ORDER BY ${qualified(voucherCategories.categoryId)})
    FROM ${voucherCategories} JOIN ${ticketCategories}
      ON ${qualified(ticketCategories.id)} = ${qualified(voucherCategories.categoryId)}
    WHERE ${qualified(voucherCategories.voucherId)} = ${qualified(vouchers.id)})`,
  remaining: remaining.mapWith((value) => (value === null ? null : Number(value))),
  event: {
    id: events.id,
    slug: events.slug,
    title: events.title,
    startsAt: events.startsAt,
    endsAt: events.endsAt,
    city: events.city,
    venueName: events.venueName,
    posterPath: events.posterPath,
  },
};

/** Usable now: public, inside its window, its event not over, and a use left (or unlimited). */
function usableNow(now: Date): SQL {
  return and(
    eq(vouchers.isPublic, true),
    lte(vouchers.validFrom, now),
    or(isNull(vouchers.validUntil), gt(vouchers.validUntil, now)),
    gt(events.endsAt, now),
    sql`(${qualified(vouchers.quota)} IS NULL OR ${remaining} > 0)`,
  ) as SQL;
}

export function listUsableVouchers(db: Db, now: Date, limit: number, offset: number) {
  return db
    .select(columns)
    .from(vouchers)
    .innerJoin(events, eq(events.id, vouchers.eventId))
    .where(usableNow(now))
    .orderBy(asc(events.startsAt), asc(events.id), asc(vouchers.id))
    .limit(limit)
    .offset(offset);
}

export async function countUsableVouchers(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(vouchers)
    .innerJoin(events, eq(events.id, vouchers.eventId))
    .where(usableNow(now));
  return row?.total ?? 0;
}

/** One usable voucher of one event by its code (stored uppercase), or null. */
export async function findUsableVoucher(db: Db, eventId: number, code: string, now: Date) {
  const [row] = await db
    .select(columns)
    .from(vouchers)
    .innerJoin(events, eq(events.id, vouchers.eventId))
    .where(and(eq(vouchers.eventId, eventId), eq(vouchers.code, code), usableNow(now)))
    .limit(1);
  return row ?? null;
}

export type ListedVoucherRow = Awaited<ReturnType<typeof listUsableVouchers>>[number];
