import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import type { Tx } from "../../db/transaction.ts";

/**
 * The SQL of an event's cancellation, run in the cancel's transaction in the order cancel-effects.ts
 * gives: orders locked before the categories, as payments lock them.
 */

export interface OrderToClose {
  id: string;
  status: string;
  hold_id: string;
}

export interface BuyerToTell {
  email: string;
  name: string;
  mail_locale: string;
  paid: boolean;
}

/** The event's orders still open or paid, locked (payments lock an order before anything else). */
export function lockOrdersToClose(tx: Tx, eventId: number): Promise<OrderToClose[]> {
  return rows<OrderToClose>(
    tx,
    sql`SELECT id, status, hold_id FROM payment_transactions
        WHERE event_id = ${eventId} AND status IN ('Waiting For Payment', 'Payment Success', 'Payment Expired')
        ORDER BY id FOR UPDATE`,
  );
}

export async function categoryIdsOf(tx: Tx, eventId: number): Promise<number[]> {
  const categories = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM ticket_categories WHERE event_id = ${eventId} ORDER BY id`,
  );
  return categories.map((category) => category.id);
}

/** Every valid ticket of the event becomes `void`; the ids voided. */
export function voidValidTickets(tx: Tx, eventId: number): Promise<{ id: string }[]> {
  return rows<{ id: string }>(
    tx,
    sql`UPDATE e_tickets SET status = 'void' WHERE event_id = ${eventId} AND status = 'valid' RETURNING id`,
  );
}

/** Paid orders not yet owed back are marked `needs_refund` (they stay paid); the ids marked. */
export function markPaidOrdersToRefund(tx: Tx, eventId: number): Promise<{ id: string }[]> {
  return rows<{ id: string }>(
    tx,
    sql`UPDATE payment_transactions SET needs_refund = true, updated_at = now()
        WHERE event_id = ${eventId} AND status = 'Payment Success' AND NOT needs_refund RETURNING id`,
  );
}

/** Each buyer of a paid or waiting order once, with the language of their latest order of the event. */
export function buyersToTell(tx: Tx, eventId: number): Promise<BuyerToTell[]> {
  return rows<BuyerToTell>(
    tx,
    sql`SELECT DISTINCT ON (b.id) b.email, b.name, p.mail_locale,
          bool_or(p.status = 'Payment Success') OVER (PARTITION BY b.id) AS paid
        FROM payment_transactions p JOIN buyers b ON b.id = p.buyer_id
        WHERE p.event_id = ${eventId} AND p.status IN ('Payment Success', 'Waiting For Payment')
        ORDER BY b.id, p.created_at DESC`,
  );
}

export async function cancelWaitingOrders(tx: Tx, eventId: number): Promise<void> {
  await rows(
    tx,
    sql`UPDATE payment_transactions SET status = 'Cancelled', closed_at = now(), updated_at = now()
        WHERE event_id = ${eventId} AND status = 'Waiting For Payment' RETURNING id`,
  );
}

export interface CancelPreviewRow {
  voided_tickets: number | string;
  mailed_buyers: number | string;
  orders_to_refund: number | string;
  refund_total: number | string | null;
  cancelled_orders: number | string;
}

/**
 * What the statements above would touch if the event were cancelled now, counted with the same
 * conditions and without any lock (a read for the organiser's confirmation, not a promise).
 */
export async function countCancelEffects(db: Db, eventId: number): Promise<CancelPreviewRow> {
  const [row] = await rows<CancelPreviewRow>(
    db,
    sql`SELECT
          (SELECT count(*) FROM e_tickets WHERE event_id = ${eventId} AND status = 'valid') AS voided_tickets,
          (SELECT count(DISTINCT buyer_id) FROM payment_transactions
            WHERE event_id = ${eventId} AND status IN ('Payment Success', 'Waiting For Payment')) AS mailed_buyers,
          (SELECT count(*) FROM payment_transactions
            WHERE event_id = ${eventId} AND status = 'Payment Success' AND NOT needs_refund) AS orders_to_refund,
          (SELECT sum(total) FROM payment_transactions
            WHERE event_id = ${eventId} AND status = 'Payment Success' AND NOT needs_refund) AS refund_total,
          (SELECT count(*) FROM payment_transactions
            WHERE event_id = ${eventId} AND status = 'Waiting For Payment') AS cancelled_orders`,
  );
  if (!row) throw new Error("no row from an aggregate");
  return row;
}
