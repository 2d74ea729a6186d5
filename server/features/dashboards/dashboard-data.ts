import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ticketCategories } from "../../db/schema/index.ts";
import { inList, rows } from "../../db/sql-helpers.ts";

/**
 * The SQL of the live dashboard. Paid means `Payment Success`: a late payment that
 * found no stock stays expired with `needs_refund` and is no sale. Sums are cast to float8 (exact for
 * integer rupiah far beyond any event) so both drivers answer numbers.
 */

export interface MethodMoneyRow {
  event_id: number;
  payment_method: string;
  orders: number;
  /** total - inet_fee: tickets after vouchers + tax + the method's fee. */
  gross: number;
  payment_fee: number;
  tax: number;
  inet_fee: number;
}

/** Paid orders' money per event and payment method. */
export function moneyByEventAndMethod(db: Db, eventIds: readonly number[]): Promise<MethodMoneyRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return rows<MethodMoneyRow>(
    db,
    // A door order shows as its source (complimentary, guest list, box office), never as an online QRIS.
    sql`SELECT event_id,
          CASE WHEN source = 'online' THEN payment_method ELSE source END AS payment_method,
          count(*)::int AS orders,
          sum(total - inet_fee)::float8 AS gross, sum(payment_fee)::float8 AS payment_fee,
          sum(tax)::float8 AS tax, sum(inet_fee)::float8 AS inet_fee
        FROM payment_transactions
        WHERE event_id IN ${inList(eventIds)} AND status = 'Payment Success'
        GROUP BY 1, 2
        ORDER BY 1, 2`,
  );
}

/** The first sale's or admission's time (null when neither happened yet). */
export async function firstActivityAt(db: Db, eventId: number): Promise<Date | null> {
  const [row] = await rows<{ first: Date | string | null }>(
    db,
    sql`SELECT least(
          (SELECT min(paid_at) FROM payment_transactions WHERE event_id = ${eventId} AND status = 'Payment Success'),
          (SELECT min(checked_in_at) FROM e_ticket_check_ins WHERE event_id = ${eventId})
        ) AS first`,
  );
  return row?.first ? new Date(row.first) : null;
}

/** Buckets start at multiples of their width from a WIB midnight, so days are WIB days. */
const bucketOf = (column: SQL, minutes: number) =>
  sql`date_bin(make_interval(mins => ${minutes}), ${column}, timestamptz '2000-01-01 00:00:00+07')`;

export interface SalesBucketRow {
  at: Date | string;
  tickets: number;
  gross: number;
}

/** Tickets sold and gross per time bucket (by the payment's time). */
export function salesBuckets(db: Db, eventId: number, minutes: number): Promise<SalesBucketRow[]> {
  return rows<SalesBucketRow>(
    db,
    sql`SELECT ${bucketOf(sql`t.paid_at`, minutes)} AS at,
          coalesce(sum((SELECT count(*) FROM e_tickets e WHERE e.transaction_id = t.id)), 0)::int AS tickets,
          sum(t.total - t.inet_fee)::float8 AS gross
        FROM payment_transactions t
        WHERE t.event_id = ${eventId} AND t.status = 'Payment Success'
        GROUP BY 1 ORDER BY 1`,
  );
}

export interface CheckInBucketRow {
  at: Date | string;
  gate: string;
  count: number;
}

/** Admissions per time bucket and gate. */
export function checkInBuckets(db: Db, eventId: number, minutes: number): Promise<CheckInBucketRow[]> {
  return rows<CheckInBucketRow>(
    db,
    sql`SELECT ${bucketOf(sql`checked_in_at`, minutes)} AS at, gate, count(*)::int AS count
        FROM e_ticket_check_ins WHERE event_id = ${eventId}
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
}

/** Admissions per event. */
export async function checkInsByEvent(db: Db, eventIds: readonly number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const found = await rows<{ event_id: number; count: number }>(
    db,
    sql`SELECT event_id, count(*)::int AS count FROM e_ticket_check_ins
        WHERE event_id IN ${inList(eventIds)} GROUP BY event_id`,
  );
  return new Map(found.map((row) => [row.event_id, row.count]));
}

/** The event's categories with their quota, in the order the organiser set. */
export function categoryQuotas(db: Db, eventId: number) {
  return db
    .select({ id: ticketCategories.id, name: ticketCategories.name, quota: ticketCategories.quota })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, eventId))
    .orderBy(asc(ticketCategories.sortOrder), asc(ticketCategories.id));
}
