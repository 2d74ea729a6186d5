import { eq, type SQL, sql } from "drizzle-orm";
import type { RefundReason, RefundRecord } from "#shared/contracts/organizer-refunds.ts";
import type { Db } from "../../db/client.ts";
import { buyers, orderRefunds, paymentTransactions } from "../../db/schema/index.ts";
import { rows } from "../../db/sql-helpers.ts";
import type { Tx } from "../../db/transaction.ts";

/**
 * The SQL of the organiser's refund tracking. An order is owed back when
 * `payment_transactions.needs_refund` is set: by settle-payment for a late payment that found no stock
 * (status Payment Expired) or a payment after the buyer cancelled (Cancelled), and by the event's
 * cancellation for every paid order (Payment Success). It stays owed until an `order_refunds` row exists.
 */

export interface RefundRecordRow {
  transaction_id: string;
  amount: number | string;
  method: RefundRecord["method"];
  reference: string;
  recorded_by_name: string;
  recorded_at: Date | string;
}

export interface OwedOrderRow {
  id: string;
  invoice_number: string;
  buyer_name: string;
  buyer_email: string;
  status: string;
  total: number | string;
  paid_at: Date | string | null;
  refund_amount: number | string | null;
  refund_method: RefundRecord["method"] | null;
  refund_reference: string | null;
  refund_by: string | null;
  refund_at: Date | string | null;
}

/** Why an owed order is owed, from its status and the event's lifecycle (see the module comment). */
export function refundReasonOf(status: string, eventCancelled: boolean): RefundReason {
  if (eventCancelled) return "event_cancelled";
  if (status === "Payment Expired") return "late_no_stock";
  if (status === "Cancelled") return "paid_after_cancel";
  return "event_cancelled";
}

export function toRefundRecord(row: RefundRecordRow): RefundRecord {
  return {
    amount: Number(row.amount),
    method: row.method,
    reference: row.reference,
    recordedBy: row.recorded_by_name,
    recordedAt: new Date(row.recorded_at).toISOString(),
  };
}

/** The refund recorded by hand for an order (one at most); refunds through the gateway are listed apart. */
export async function refundOfOrder(db: Db, orderId: string): Promise<RefundRecord | null> {
  const [row] = await rows<RefundRecordRow>(
    db,
    sql`SELECT transaction_id, amount, method, reference, recorded_by_name, recorded_at
        FROM order_refunds WHERE transaction_id = ${orderId} AND route = 'manual'`,
  );
  return row ? toRefundRecord(row) : null;
}

// The order's latest refund: an order refunded in several parts is one row of the list.
const OWED_FROM = sql`FROM payment_transactions p JOIN buyers b ON b.id = p.buyer_id
  LEFT JOIN LATERAL (SELECT * FROM order_refunds x WHERE x.transaction_id = p.id ORDER BY x.id DESC LIMIT 1) r
    ON true`;

function owedWhere(eventId: number, view: "open" | "refunded"): SQL {
  const state = view === "open" ? sql`r.id IS NULL` : sql`r.id IS NOT NULL`;
  return sql`p.event_id = ${eventId} AND p.needs_refund AND ${state}`;
}

export async function countOwed(
  db: Db,
  eventId: number,
  view: "open" | "refunded",
): Promise<{ count: number; total: number }> {
  const [row] = await rows<{ count: number | string; total: number | string | null }>(
    db,
    sql`SELECT count(*) AS count, sum(p.total) AS total ${OWED_FROM} WHERE ${owedWhere(eventId, view)}`,
  );
  return { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) };
}

export function pageOfOwed(
  db: Db,
  eventId: number,
  view: "open" | "refunded",
  limit: number,
  offset: number,
): Promise<OwedOrderRow[]> {
  return rows<OwedOrderRow>(
    db,
    sql`SELECT p.id, p.invoice_number, b.name AS buyer_name, b.email AS buyer_email, p.status, p.total,
          COALESCE(p.paid_at, p.closed_at) AS paid_at, r.amount AS refund_amount, r.method AS refund_method,
          r.reference AS refund_reference, r.recorded_by_name AS refund_by, r.recorded_at AS refund_at
        ${OWED_FROM} WHERE ${owedWhere(eventId, view)}
        ORDER BY p.created_at, p.id LIMIT ${limit} OFFSET ${offset}`,
  );
}

export interface OrderTicketRow {
  id: string;
  category_name: string;
  seat_label: string | null;
  status: string;
  code_version: number;
  visitor_data: unknown;
  holder_name: string;
}

export function ticketsOfOrder(db: Db, orderId: string): Promise<OrderTicketRow[]> {
  return rows<OrderTicketRow>(
    db,
    sql`SELECT t.id, c.name AS category_name, t.seat_label, t.status, t.code_version, t.visitor_data,
        hb.name AS holder_name
        FROM e_tickets t JOIN ticket_categories c ON c.id = t.category_id
        JOIN buyers hb ON hb.id = t.holder_buyer_id
        WHERE t.transaction_id = ${orderId} ORDER BY t.entry_number`,
  );
}

export interface ResendRow {
  last_sent_at: Date | string;
  sent_count: number | string;
}

export async function resendOfOrder(db: Db, orderId: string): Promise<ResendRow | null> {
  const [row] = await rows<ResendRow>(
    db,
    sql`SELECT last_sent_at, sent_count FROM order_confirmation_resends WHERE transaction_id = ${orderId}`,
  );
  return row ?? null;
}

/**
 * Claims the right to resend an order's confirmation now: one upsert that moves `last_sent_at`
 * forward only if the previous resend is at least `cooldownSeconds` old. Null when it is not (another
 * click, or another process, sent it within the cooldown): atomic without any lock held by the caller.
 */
export async function claimResend(
  tx: Db,
  orderId: string,
  now: Date,
  cooldownSeconds: number,
): Promise<Date | null> {
  const [row] = await rows<{ last_sent_at: Date | string }>(
    tx,
    sql`INSERT INTO order_confirmation_resends (transaction_id, last_sent_at, sent_count)
        VALUES (${orderId}, ${now.toISOString()}, 1)
        ON CONFLICT (transaction_id) DO UPDATE
          SET last_sent_at = EXCLUDED.last_sent_at,
              sent_count = order_confirmation_resends.sent_count + 1
          WHERE order_confirmation_resends.last_sent_at
            <= EXCLUDED.last_sent_at - make_interval(secs => ${cooldownSeconds})
        RETURNING last_sent_at`,
  );
  return row ? new Date(row.last_sent_at) : null;
}

/** The order's refund state, locked for the recording when `forUpdate` (see RefundLocking). */
export async function findOrderRefundState(tx: Tx, orderId: string, forUpdate: boolean) {
  const lock = tx
    .select({ needsRefund: paymentTransactions.needsRefund, status: paymentTransactions.status })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, orderId));
  const [order] = forUpdate ? await lock.for("update") : await lock;
  return order ?? null;
}

export async function findBuyerName(tx: Tx, buyerId: string) {
  const [member] = await tx.select({ name: buyers.name }).from(buyers).where(eq(buyers.id, buyerId));
  return member ?? null;
}

export async function insertRefund(
  tx: Tx,
  refund: {
    transactionId: string;
    eventId: number;
    amount: number;
    method: RefundRecord["method"];
    reference: string;
    recordedBy: string;
    recordedByName: string;
    recordedAt: Date;
  },
) {
  const [row] = await tx.insert(orderRefunds).values(refund).returning();
  return row!;
}

/** Refunds recorded for an event: how many and how much (the payout statement's note). */
export async function refundedOfEvent(db: Db, eventId: number): Promise<{ count: number; amount: number }> {
  const [row] = await db
    .select({ count: sql<string>`count(*)`, amount: sql<string | null>`sum(${orderRefunds.amount})` })
    .from(orderRefunds)
    .where(eq(orderRefunds.eventId, eventId));
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
}

/** The language the order was placed in, for mails about it. */
export async function findMailLocale(tx: Tx, orderId: string) {
  const [order] = await tx
    .select({ mailLocale: paymentTransactions.mailLocale })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, orderId));
  return order ?? null;
}
