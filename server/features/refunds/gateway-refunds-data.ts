import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import type { Tx } from "../../db/transaction.ts";

/**
 * The SQL of refunds that move money. Every write runs under the order's row lock (`lockPaidOrder`),
 * taken first, so two refunds of one order, a refund and a check-in, and a refund and a transfer take
 * turns; state changes are conditional updates (`WHERE state = ...`), so only one caller moves a refund.
 */

/** The order as a refund needs it, locked FOR UPDATE. */
export interface LockedOrder {
  id: string;
  external_id: string;
  invoice_number: string;
  event_id: number;
  buyer_id: string;
  hold_id: string;
  status: string;
  needs_refund: boolean;
  payment_method: string;
  instrument: "va" | "qris" | "ewallet" | "retail" | "card" | "cashier" | "paylater";
  provider_instrument_id: string | null;
  provider_payment_id: string | null;
  total: number | string;
  sub_total: number | string;
  inet_fee: number | string;
  payment_fee: number | string;
  paid_amount: number | string | null;
  lines: unknown;
  mail_locale: string;
}

/** `lock`: FOR UPDATE (every write); reads for a screen or a preview pass false. */
export async function lockPaidOrder(tx: Db | Tx, orderId: string, lock = true): Promise<LockedOrder | null> {
  const [row] = await rows<LockedOrder>(
    tx,
    sql`SELECT p.id, p.external_id, p.invoice_number, p.event_id, p.buyer_id, p.hold_id, p.status,
          p.needs_refund, p.payment_method, p.instrument, p.provider_instrument_id, p.provider_payment_id,
          p.total, p.sub_total, p.inet_fee, p.payment_fee, p.paid_amount, p.mail_locale,
          (SELECT h.lines FROM checkout_holds h WHERE h.id = p.hold_id) AS lines
        FROM payment_transactions p WHERE p.id = ${orderId} ${lock ? sql`FOR UPDATE OF p` : sql``}`,
  );
  return row ?? null;
}

/** What went back already or is on its way (every refund but none: a failed one waits for its retry). */
export async function refundedSoFar(tx: Db | Tx, orderId: string): Promise<number> {
  const [row] = await rows<{ amount: number | string | null }>(
    tx,
    sql`SELECT sum(amount + fee) AS amount FROM order_refunds WHERE transaction_id = ${orderId}`,
  );
  return Number(row?.amount ?? 0);
}

export interface OrderTicketForRefund {
  id: string;
  category_id: number;
  seat_id: number | null;
  status: string;
  holder_buyer_id: string;
  checked_in: boolean;
  refunded: boolean;
  price: number | string;
}

/**
 * The order's tickets with what a refund must know: checked in? refunded already? the category's
 * current price (the weight of a ticket's share when the hold's lines do not say). `lock`: FOR UPDATE,
 * so a check-in (which reads the ticket FOR SHARE) or a transfer waits for the refund's commit.
 */
export async function ticketsForRefund(
  tx: Db | Tx,
  orderId: string,
  lock: boolean,
): Promise<OrderTicketForRefund[]> {
  // The locks first, in their own statement: a statement that waited for a lock still reads the other
  // tables as of its start, so the check-ins are read by the next one, which sees what the wait let commit.
  if (lock)
    await tx.execute(
      sql`SELECT id FROM e_tickets WHERE transaction_id = ${orderId} ORDER BY entry_number FOR UPDATE`,
    );
  return rows<OrderTicketForRefund>(
    tx,
    sql`SELECT t.id, t.category_id, t.seat_id, t.status, t.holder_buyer_id,
          EXISTS (SELECT 1 FROM e_ticket_check_ins c WHERE c.ticket_id = t.id) AS checked_in,
          EXISTS (SELECT 1 FROM order_refund_tickets r WHERE r.ticket_id = t.id) AS refunded,
          (SELECT c.price FROM ticket_categories c WHERE c.id = t.category_id) AS price
        FROM e_tickets t WHERE t.transaction_id = ${orderId} ORDER BY t.entry_number`,
  );
}

export interface NewGatewayRefund {
  transactionId: string;
  eventId: number;
  amount: number;
  fee: number;
  kind: "full" | "tickets" | "amount" | "self_cancel" | "resale";
  route: "source" | "disbursement";
  reason: string;
  requestKey: string | null;
  recordedBy: string | null;
  recordedByName: string;
  tokenHash: string | null;
  tokenExpiresAt: Date | null;
  now: Date;
}

export async function insertGatewayRefund(tx: Tx, refund: NewGatewayRefund): Promise<number> {
  const [row] = await rows<{ id: number | string }>(
    tx,
    sql`INSERT INTO order_refunds (transaction_id, event_id, amount, fee, method, reference, recorded_by,
          recorded_by_name, recorded_at, kind, route, state, reason, request_key, token_hash,
          token_expires_at, updated_at)
        VALUES (${refund.transactionId}, ${refund.eventId}, ${refund.amount}, ${refund.fee},
          ${refund.route === "source" ? "gateway" : "bank_transfer"}, '', ${refund.recordedBy},
          ${refund.recordedByName}, ${refund.now.toISOString()}, ${refund.kind}, ${refund.route},
          'requested', ${refund.reason}, ${refund.requestKey}, ${refund.tokenHash},
          ${refund.tokenExpiresAt?.toISOString() ?? null}, ${refund.now.toISOString()})
        RETURNING id`,
  );
  return Number(row!.id);
}

export async function insertRefundTickets(
  tx: Tx,
  refundId: number,
  tickets: readonly { id: string; amount: number }[],
): Promise<void> {
  if (tickets.length === 0) return;
  await tx.execute(sql`INSERT INTO order_refund_tickets (ticket_id, refund_id, amount)
    SELECT t.id, ${refundId}, t.amount FROM jsonb_to_recordset(${JSON.stringify(tickets)}::jsonb)
      AS t(id uuid, amount bigint)`);
}

/** Refunded tickets stop working at once: void (every version of their code is revoked, offline too). */
export async function voidTickets(tx: Tx, ticketIds: readonly string[]): Promise<void> {
  if (ticketIds.length === 0) return;
  await tx.execute(sql`UPDATE e_tickets SET status = 'void', code_version = code_version + 1
    WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ticketIds)}::jsonb)::uuid)`);
}

export interface RefundRow {
  id: number | string;
  transaction_id: string;
  event_id: number;
  kind: "full" | "tickets" | "amount" | "self_cancel" | "resale";
  route: "manual" | "source" | "disbursement";
  state: "requested" | "processing" | "succeeded" | "failed";
  amount: number | string;
  fee: number | string;
  reason: string;
  attempt: number;
  gateway_reference: string | null;
  provider_refund_id: string | null;
  failure_code: string | null;
  bank_code: string | null;
  account_holder: string | null;
  account_ciphertext: string | null;
  account_last4: string | null;
  token_expires_at: Date | string | null;
  token_used_at: Date | string | null;
  recorded_by_name: string;
  recorded_at: Date | string;
  completed_at: Date | string | null;
  ticket_ids: string[] | null;
  invoice_number: string;
  external_id: string;
  provider_instrument_id: string | null;
  provider_payment_id: string | null;
  buyer_email: string;
  buyer_name: string;
  mail_locale: string;
  event_title: string;
}

const REFUND_SELECT = sql`SELECT r.id, r.transaction_id, r.event_id, r.kind, r.route, r.state, r.amount,
    r.fee, r.reason, r.attempt, r.gateway_reference, r.provider_refund_id, r.failure_code, r.bank_code,
    r.account_holder, r.account_ciphertext, r.account_last4, r.token_expires_at, r.token_used_at,
    r.recorded_by_name, r.recorded_at, r.completed_at,
    (SELECT array_agg(x.ticket_id::text ORDER BY x.ticket_id) FROM order_refund_tickets x
      WHERE x.refund_id = r.id) AS ticket_ids,
    p.invoice_number, p.external_id, p.provider_instrument_id, p.provider_payment_id, p.mail_locale,
    b.email AS buyer_email, b.name AS buyer_name, e.title AS event_title
  FROM order_refunds r JOIN payment_transactions p ON p.id = r.transaction_id
  JOIN buyers b ON b.id = p.buyer_id JOIN events e ON e.id = r.event_id`;

export async function findRefund(db: Db | Tx, refundId: number, lock = false): Promise<RefundRow | null> {
  const [row] = await rows<RefundRow>(
    db,
    sql`${REFUND_SELECT} WHERE r.id = ${refundId} ${lock ? sql`FOR UPDATE OF r` : sql``}`,
  );
  return row ?? null;
}

export async function findRefundByRequestKey(
  tx: Tx,
  orderId: string,
  key: string,
): Promise<RefundRow | null> {
  const [row] = await rows<RefundRow>(
    tx,
    sql`${REFUND_SELECT} WHERE r.transaction_id = ${orderId} AND r.request_key = ${key}`,
  );
  return row ?? null;
}

export async function findRefundByReference(tx: Tx, reference: string): Promise<RefundRow | null> {
  const [row] = await rows<RefundRow>(
    tx,
    sql`${REFUND_SELECT} WHERE r.gateway_reference = ${reference} FOR UPDATE OF r`,
  );
  return row ?? null;
}

export async function findRefundByTokenHash(db: Db | Tx, tokenHash: string): Promise<RefundRow | null> {
  const [row] = await rows<RefundRow>(db, sql`${REFUND_SELECT} WHERE r.token_hash = ${tokenHash}`);
  return row ?? null;
}

export function refundsOfOrder(db: Db, orderId: string): Promise<RefundRow[]> {
  return rows<RefundRow>(db, sql`${REFUND_SELECT} WHERE r.transaction_id = ${orderId} ORDER BY r.id DESC`);
}

/** The latest refund of each of these tickets (the buyer's "Tiket saya"). */
export function refundsOfTickets(
  db: Db,
  ticketIds: readonly string[],
): Promise<(RefundRow & { ticket_id: string })[]> {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return rows<RefundRow & { ticket_id: string }>(
    db,
    sql`SELECT q.*, x.ticket_id::text AS ticket_id FROM order_refund_tickets x
        JOIN LATERAL (${REFUND_SELECT} WHERE r.id = x.refund_id) q ON true
        WHERE x.ticket_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ticketIds)}::jsonb)::uuid)`,
  );
}

/**
 * Moves a refund from `from` to `processing` for the attempt it names: the one conditional update that
 * lets exactly one caller send it to the gateway. Null: someone else did (or it is not in `from`).
 */
export async function claimForDispatch(
  tx: Db | Tx,
  refundId: number,
  from: readonly ("requested" | "failed")[],
  bumpAttempt: boolean,
  now: Date,
): Promise<{ attempt: number; gateway_reference: string } | null> {
  const [row] = await rows<{ attempt: number; gateway_reference: string }>(
    tx,
    sql`UPDATE order_refunds SET state = 'processing', failure_code = NULL, updated_at = ${now.toISOString()},
          attempt = attempt + ${bumpAttempt ? 1 : 0},
          gateway_reference = 'rfd_' || id || '_' || (attempt + ${bumpAttempt ? 1 : 0})
        WHERE id = ${refundId} AND state IN (SELECT jsonb_array_elements_text(${JSON.stringify(from)}::jsonb))
        RETURNING attempt, gateway_reference`,
  );
  return row ?? null;
}

/**
 * Ends the attempt named by `reference`. Forward-only: only a refund still processing it moves, or one
 * we marked failed because the gateway did not answer (its late verdict is the truth).
 */
export async function finishAttempt(
  tx: Db | Tx,
  reference: string,
  outcome: {
    state: "succeeded" | "failed";
    providerId: string | null;
    failureCode: string | null;
    now: Date;
  },
): Promise<boolean> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`UPDATE order_refunds SET state = ${outcome.state}, failure_code = ${outcome.failureCode},
          provider_refund_id = COALESCE(${outcome.providerId}, provider_refund_id),
          reference = COALESCE(${outcome.providerId}, reference),
          completed_at = ${outcome.state === "succeeded" ? outcome.now.toISOString() : null},
          updated_at = ${outcome.now.toISOString()}
        WHERE gateway_reference = ${reference}
          AND (state = 'processing' OR (state = 'failed' AND failure_code = 'GATEWAY_UNREACHABLE'))
        RETURNING id`,
  );
  return row !== undefined;
}

/**
 * Sellers' resale repayments to the paying method that failed at the gateway (or got no answer) before
 * `before`, oldest first: the resale job sends them again.
 */
export function failedResalePayouts(
  db: Db,
  before: Date,
  limit: number,
): Promise<{ id: number; failure_code: string | null }[]> {
  return rows(
    db,
    sql`SELECT id::int AS id, failure_code FROM order_refunds
        WHERE kind = 'resale' AND state = 'failed' AND route = 'source' AND updated_at < ${before.toISOString()}
        ORDER BY updated_at LIMIT ${limit}`,
  );
}

/** Refunds still `processing` since before `before`, oldest first: the reconciler's work. */
export function refundsStuckProcessing(
  db: Db,
  before: Date,
  limit: number,
): Promise<Pick<RefundRow, "id" | "route" | "amount" | "gateway_reference" | "provider_refund_id">[]> {
  return rows(
    db,
    sql`SELECT id, route, amount, gateway_reference, provider_refund_id FROM order_refunds
        WHERE state = 'processing' AND updated_at < ${before.toISOString()}
        ORDER BY updated_at LIMIT ${limit}`,
  );
}

export async function setProviderRefundId(tx: Db | Tx, reference: string, providerId: string): Promise<void> {
  await tx.execute(sql`UPDATE order_refunds SET provider_refund_id = ${providerId}, reference = ${providerId}
    WHERE gateway_reference = ${reference} AND provider_refund_id IS NULL`);
}

/**
 * Uses a bank-account link: single use, unexpired, for a disbursement still waiting for its account
 * (never processing or done). Stores the sealed account in the same conditional update. Null: no.
 */
export async function useAccountToken(
  tx: Tx,
  tokenHash: string,
  account: { bankCode: string; holder: string; ciphertext: string; last4: string },
  now: Date,
): Promise<number | null> {
  const [row] = await rows<{ id: number | string }>(
    tx,
    sql`UPDATE order_refunds SET token_used_at = ${now.toISOString()}, bank_code = ${account.bankCode},
          account_holder = ${account.holder}, account_ciphertext = ${account.ciphertext},
          account_last4 = ${account.last4}, updated_at = ${now.toISOString()}
        WHERE token_hash = ${tokenHash} AND token_used_at IS NULL AND token_expires_at > ${now.toISOString()}
          AND route = 'disbursement' AND state IN ('requested', 'failed')
        RETURNING id`,
  );
  return row ? Number(row.id) : null;
}

/** A failed disbursement's retry asks the buyer for an account again: a fresh link. */
export async function renewAccountToken(
  tx: Tx,
  refundId: number,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`UPDATE order_refunds SET token_hash = ${tokenHash}, token_expires_at = ${expiresAt.toISOString()},
          token_used_at = NULL, account_ciphertext = NULL, account_last4 = NULL, bank_code = NULL,
          account_holder = NULL, state = 'requested', attempt = attempt + 1, updated_at = ${now.toISOString()}
        WHERE id = ${refundId} AND state = 'failed' RETURNING id`,
  );
  return row !== undefined;
}

/** An event's refunds by state: gone back (succeeded) and under way (anything else). */
export async function refundTotalsOfEvent(
  db: Db,
  eventId: number,
): Promise<{ done: { count: number; amount: number }; pending: { count: number; amount: number } }> {
  const found = await rows<{ done: boolean; count: number | string; amount: number | string | null }>(
    db,
    sql`SELECT state = 'succeeded' AS done, count(*) AS count, sum(amount) AS amount
        FROM order_refunds WHERE event_id = ${eventId} GROUP BY 1`,
  );
  const pick = (done: boolean) => {
    const row = found.find((entry) => entry.done === done);
    return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
  };
  return { done: pick(true), pending: pick(false) };
}

/** One refund as the payout statement's CSV lists it: requested at (WIB), invoice, what, route, state. */
export interface RefundLineRow {
  recorded_wib: string;
  invoice_number: string;
  kind: RefundRow["kind"];
  route: RefundRow["route"];
  state: RefundRow["state"];
  tickets: number;
  amount: number | string;
}

/** An event's refunds, oldest first: the same rows `refundTotalsOfEvent` adds up. */
export function refundLinesOfEvent(db: Db, eventId: number): Promise<RefundLineRow[]> {
  return rows<RefundLineRow>(
    db,
    sql`SELECT to_char((r.recorded_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD HH24:MI')
          AS recorded_wib, p.invoice_number, r.kind, r.route, r.state, r.amount,
          (SELECT count(*)::int FROM order_refund_tickets x WHERE x.refund_id = r.id) AS tickets
        FROM order_refunds r JOIN payment_transactions p ON p.id = r.transaction_id
        WHERE r.event_id = ${eventId} ORDER BY r.recorded_at, r.id`,
  );
}

/** Refunds per WIB day of their request (the payout history). */
export function refundDays(db: Db, eventId: number): Promise<{ day: string; amount: number | string }[]> {
  return rows(
    db,
    sql`SELECT to_char((recorded_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD') AS day,
          sum(amount) AS amount
        FROM order_refunds WHERE event_id = ${eventId} GROUP BY 1 ORDER BY 1`,
  );
}

export interface PolicyRow {
  deadline: Date | string;
  fee_rupiah: number;
  fee_bps: number;
}

export async function findRefundPolicy(db: Db | Tx, eventId: number): Promise<PolicyRow | null> {
  const [row] = await rows<PolicyRow>(
    db,
    sql`SELECT deadline, fee_rupiah, fee_bps FROM event_refund_policies WHERE event_id = ${eventId}`,
  );
  return row ?? null;
}

export async function saveRefundPolicy(
  db: Db | Tx,
  eventId: number,
  policy: { deadline: string; feeRupiah: number; feeBps: number } | null,
): Promise<void> {
  if (!policy) {
    await db.execute(sql`DELETE FROM event_refund_policies WHERE event_id = ${eventId}`);
    return;
  }
  await db.execute(sql`INSERT INTO event_refund_policies (event_id, deadline, fee_rupiah, fee_bps)
    VALUES (${eventId}, ${policy.deadline}, ${policy.feeRupiah}, ${policy.feeBps})
    ON CONFLICT (event_id) DO UPDATE SET deadline = EXCLUDED.deadline, fee_rupiah = EXCLUDED.fee_rupiah,
      fee_bps = EXCLUDED.fee_bps, updated_at = now()`);
}

/** A buyer's valid tickets (as holder and original buyer) with their order, event and the policy. */
export interface BuyerTicketRow {
  ticket_id: string;
  transaction_id: string;
  event_id: number;
  event_lifecycle: string;
  event_starts_at: Date | string;
  deadline: Date | string | null;
  fee_rupiah: number | null;
  fee_bps: number | null;
}

export function buyerTicketsWithPolicy(db: Db, buyerId: string): Promise<BuyerTicketRow[]> {
  return rows<BuyerTicketRow>(
    db,
    sql`SELECT t.id AS ticket_id, t.transaction_id, t.event_id, e.lifecycle AS event_lifecycle,
          e.starts_at AS event_starts_at, rp.deadline, rp.fee_rupiah, rp.fee_bps
        FROM e_tickets t JOIN events e ON e.id = t.event_id
        JOIN payment_transactions p ON p.id = t.transaction_id
        LEFT JOIN event_refund_policies rp ON rp.event_id = t.event_id
        WHERE t.holder_buyer_id = ${buyerId} AND p.buyer_id = ${buyerId}
          AND (t.status = 'valid' OR EXISTS (SELECT 1 FROM order_refund_tickets x WHERE x.ticket_id = t.id))
        ORDER BY t.id LIMIT 500`,
  );
}
