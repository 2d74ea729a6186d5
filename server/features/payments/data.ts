import { and, eq, or, sql } from "drizzle-orm";
import type { HoldLine } from "#shared/contracts/checkout.ts";
import type { HistoryQuery } from "#shared/contracts/payments.ts";
import type { PriceDisplay } from "#shared/pricing/tax.ts";
import type { Db } from "../../db/client.ts";
import { events, paymentTransactions } from "../../db/schema/index.ts";
import { rows } from "../../db/sql-helpers.ts";

export type TransactionRow = typeof paymentTransactions.$inferSelect;

/** The buyer's transaction by external id, or undefined (also for another buyer's id). */
export async function findOwnedTransaction(db: Db, buyerId: string, externalId: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.externalId, externalId), eq(paymentTransactions.buyerId, buyerId)));
  return row;
}

/**
 * A transaction whose live status this person may follow: their own, or a door order they issued (the
 * box-office phone waits for the buyer's QRIS payment).
 */
export async function findWatchableTransaction(db: Db, buyerId: string, externalId: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.externalId, externalId),
        or(eq(paymentTransactions.buyerId, buyerId), eq(paymentTransactions.issuedBy, buyerId)),
      ),
    );
  return row;
}

export async function findTransactionByKey(db: Db, buyerId: string, key: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.buyerId, buyerId), eq(paymentTransactions.idempotencyKey, key)));
  return row;
}

export async function findTransactionByHold(db: Db, holdId: string) {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.holdId, holdId));
  return row;
}

/** Whether the organiser cancelled the event (its payments then go to the refund list). */
export async function eventIsCancelled(db: Db, eventId: number): Promise<boolean> {
  const [row] = await db.select({ lifecycle: events.lifecycle }).from(events).where(eq(events.id, eventId));
  return row?.lifecycle === "cancelled";
}

/** A transaction by its external id, unlocked (any buyer's: callers scope it themselves). */
export async function findTransaction(db: Db, externalId: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.externalId, externalId));
  return row;
}

/** Locks the transaction row until commit (every state change goes through this). */
export async function lockTransaction(tx: Db, externalId: string) {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.externalId, externalId))
    .for("update");
  return row;
}

/**
 * Locks up to `limit` waiting transactions whose window has ended (database clock), soonest first,
 * skipping rows another transaction holds locked.
 */
export function lockDueTransactions(tx: Db, limit: number) {
  return rows<{ id: string; hold_id: string; external_id: string }>(
    tx,
    sql`SELECT id, hold_id, external_id FROM payment_transactions
          WHERE status = 'Waiting For Payment' AND expires_at <= now()
          ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
  );
}

export interface PurchasableHold {
  id: string;
  event_id: number;
  event_slug: string;
  event_name: string;
  tax_rate_bps: number;
  price_display: PriceDisplay;
  status: "held" | "awaiting_payment";
  sub_total: number;
  lines: HoldLine[];
  voucher_code: string | null;
  voucher_claim_id: number | null;
  participants: unknown;
  buyer_data: unknown;
  buyer_name: string;
}

/** The buyer's running, unexpired hold, locked (the given one, or whichever is running). */
export async function lockRunningHold(
  tx: Db,
  buyerId: string,
  holdId?: string,
): Promise<PurchasableHold | undefined> {
  const [row] = await rows<PurchasableHold>(
    tx,
    sql`SELECT h.id, h.event_id, e.slug AS event_slug, e.title AS event_name, e.tax_rate_bps, e.price_display, h.status,
          h.sub_total::float8 AS sub_total, h.lines, v.code AS voucher_code,
          h.voucher_claim_id::float8 AS voucher_claim_id, h.participants, h.buyer_data, b.name AS buyer_name
        FROM checkout_holds h JOIN events e ON e.id = h.event_id JOIN buyers b ON b.id = h.buyer_id
        LEFT JOIN vouchers v ON v.id = h.voucher_id
        WHERE h.buyer_id = ${buyerId} AND h.status IN ('held', 'awaiting_payment') AND h.expires_at > now()
          ${holdId ? sql`AND h.id = ${holdId}` : sql``}
        ORDER BY h.created_at DESC LIMIT 1
        FOR UPDATE OF h`,
  );
  return row;
}

export interface TransactionContext {
  event_slug: string;
  event_name: string;
  lines: HoldLine[];
  voucher_code: string | null;
}

/** What a transaction's screens show beside its own columns: the event and the hold's lines. */
export async function transactionContext(db: Db, holdId: string): Promise<TransactionContext> {
  const [row] = await rows<TransactionContext>(
    db,
    sql`SELECT e.slug AS event_slug, e.title AS event_name, h.lines, v.code AS voucher_code
        FROM checkout_holds h JOIN events e ON e.id = h.event_id LEFT JOIN vouchers v ON v.id = h.voucher_id
        WHERE h.id = ${holdId}`,
  );
  if (!row) throw new Error(`hold ${holdId} of a transaction is missing`);
  return row;
}

export interface HistoryRowData {
  external_id: string;
  invoice_number: string;
  event_slug: string;
  event_name: string;
  status: TransactionRow["status"];
  payment_method: string;
  total: number;
  ticket_count: number;
  created_at: Date | string;
  expires_at: Date | string;
}

/** One page of the buyer's transactions, newest first, with the total for the paging meta. */
export async function listHistory(db: Db, buyerId: string, query: HistoryQuery) {
  const term = query.search?.trim();
  const where = sql`t.buyer_id = ${buyerId}
    ${query.status ? sql`AND t.status = ${query.status}` : sql``}
    ${term ? sql`AND e.title ILIKE ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}`;
  const [count] = await rows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM payment_transactions t JOIN events e ON e.id = t.event_id WHERE ${where}`,
  );
  const page = await rows<HistoryRowData>(
    db,
    sql`SELECT t.external_id, t.invoice_number, e.slug AS event_slug, e.title AS event_name, t.status,
          t.payment_method, t.total::float8 AS total, t.created_at, t.expires_at,
          (SELECT COALESCE(sum((l->>'quantity')::int), 0)::int FROM checkout_holds h, jsonb_array_elements(h.lines) l
            WHERE h.id = t.hold_id) AS ticket_count
        FROM payment_transactions t JOIN events e ON e.id = t.event_id
        WHERE ${where}
        ORDER BY t.created_at DESC, t.id
        LIMIT ${query.show} OFFSET ${(query.page - 1) * query.show}`,
  );
  return { total: count?.total ?? 0, rows: page };
}

/** The buyer's e-mail and name (for the confirmation mail). */
export async function buyerContact(db: Db, buyerId: string) {
  const [row] = await rows<{ email: string; name: string }>(
    db,
    sql`SELECT email, name FROM buyers WHERE id = ${buyerId}`,
  );
  return row;
}

/** Transactions the gateway should be asked about: waiting ones, and ones expired in the last 24 h. */
export async function transactionsToReconcile(db: Db, limit: number) {
  return rows<{ external_id: string }>(
    db,
    sql`SELECT external_id FROM payment_transactions
        WHERE (status = 'Waiting For Payment' AND created_at < now() - interval '30 seconds')
           OR (status = 'Payment Expired' AND NOT needs_refund AND expires_at > now() - interval '24 hours')
        ORDER BY updated_at LIMIT ${limit}`,
  );
}

export interface HeldTicketOfTransaction {
  id: string;
  entry_number: number;
  category_name: string;
  seat: string | null;
}

/** The transaction's valid e-tickets its buyer still holds, in entry order (the detail links to them). */
export async function heldTicketsOfTransaction(db: Db, transactionId: string, buyerId: string) {
  return rows<HeldTicketOfTransaction>(
    db,
    sql`SELECT t.id, t.entry_number, c.name AS category_name, t.seat_label AS seat
        FROM e_tickets t JOIN ticket_categories c ON c.id = t.category_id
        WHERE t.transaction_id = ${transactionId} AND t.holder_buyer_id = ${buyerId} AND t.status = 'valid'
        ORDER BY t.entry_number`,
  );
}

/** Who bought: the buyer details given at checkout, and the account's as a fallback (the receipt). */
export async function receiptBuyer(db: Db, holdId: string) {
  const [row] = await rows<{ buyer_data: unknown; name: string; email: string }>(
    db,
    sql`SELECT h.buyer_data, b.name, b.email FROM checkout_holds h JOIN buyers b ON b.id = h.buyer_id
        WHERE h.id = ${holdId}`,
  );
  return row;
}
