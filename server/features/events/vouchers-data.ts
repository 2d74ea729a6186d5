import { and, asc, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  events,
  ticketCategories,
  voucherCategories,
  voucherClaims,
  vouchers,
} from "../../db/schema/index.ts";
import { qualified } from "../../db/sql-helpers.ts";

/**
 * Reads of the voucher screens (issue 20 item 5): public vouchers inside their window, of events not
 * over yet, with uses left (derived from claims like ticket stock) and their categories' names.
 */

const remaining = sql<number | null>`${qualified(vouchers.quota)} - (
  SELECT count(*)::int FROM ${voucherClaims}
  WHERE ${qualified(voucherClaims.voucherId)} = ${qualified(vouchers.id)}
    AND (${qualified(voucherClaims.status)} = 'used'
      OR (${qualified(voucherClaims.status)} = 'held' AND ${qualified(voucherClaims.expiresAt)} > now())))`;

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
  categoryIds: sql<number[] | null>`(
    SELECT array_agg(${qualified(voucherCategories.categoryId)} ORDER BY ${qualified(voucherCategories.categoryId)})
    FROM ${voucherCategories} WHERE ${qualified(voucherCategories.voucherId)} = ${qualified(vouchers.id)})`,
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
