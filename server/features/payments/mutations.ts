import { and, eq, inArray, sql } from "drizzle-orm";
import type { TransactionStatus } from "#shared/contracts/payments.ts";
import type { Db } from "../../db/client.ts";
import { paymentEvents, paymentTransactions } from "../../db/schema/index.ts";
import { inList } from "../checkout/data.ts";
import { rows } from "../checkout/sql-rows.ts";
import type { TransactionRow } from "./data.ts";

/** Writes of the payments feature, always inside the use case's transaction. */

export type NewTransaction = typeof paymentTransactions.$inferInsert;

export async function insertTransaction(tx: Db, values: NewTransaction): Promise<TransactionRow> {
  const [row] = await tx.insert(paymentTransactions).values(values).returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

export async function updateTransaction(
  tx: Db,
  id: string,
  values: Partial<NewTransaction>,
): Promise<TransactionRow> {
  const [row] = await tx
    .update(paymentTransactions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentTransactions.id, id))
    .returning();
  if (!row) throw new Error("transaction vanished");
  return row;
}

/**
 * Moves the status only from one of `from` (the forward-only rule of shared/payments/transaction-rules);
 * answers the updated row, or undefined when the transaction was no longer in one of those states.
 */
export async function moveStatus(
  tx: Db,
  id: string,
  from: readonly TransactionStatus[],
  values: Partial<NewTransaction> & { status: TransactionStatus },
): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .update(paymentTransactions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentTransactions.id, id),
        from.length > 0 ? inArray(paymentTransactions.status, [...from]) : sql`true`,
      ),
    )
    .returning();
  return row;
}

/** The inbox row; false when this provider event was already recorded (a duplicate delivery). */
export async function recordEvent(
  tx: Db,
  event: {
    provider: string;
    eventId: string;
    externalId: string;
    kind: string;
    amount: number | null;
    raw: unknown;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({
      provider: event.provider,
      providerEventId: event.eventId,
      externalId: event.externalId,
      kind: event.kind,
      amount: event.amount,
      outcome: "received",
      raw: event.raw as object,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.providerEventId });
  return inserted.length > 0;
}

export async function setEventOutcome(
  tx: Db,
  provider: string,
  eventId: string,
  outcome: string,
): Promise<void> {
  await tx
    .update(paymentEvents)
    .set({ outcome })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.providerEventId, eventId)));
}

/** Placing the order: the hold waits for payment, and its stock and voucher stay claimed until `until`. */
export async function holdForPayment(tx: Db, holdId: string, until: Date): Promise<void> {
  await tx.execute(sql`
    WITH hold AS (
      UPDATE checkout_holds SET status = 'awaiting_payment', expires_at = ${until}, updated_at = now()
      WHERE id = ${holdId} RETURNING id, voucher_claim_id
    ), stock AS (
      UPDATE stock_claims SET expires_at = ${until}, updated_at = now()
      WHERE status = 'held' AND id IN (SELECT claim_id FROM checkout_hold_claims WHERE hold_id = ${holdId})
      RETURNING id
    )
    UPDATE voucher_claims SET expires_at = ${until}
    WHERE status = 'held' AND id IN (SELECT voucher_claim_id FROM hold)`);
}

/** Cancelled or expired: the hold closes and gives back its held stock and voucher use. */
export async function releaseHold(tx: Db, holdId: string): Promise<void> {
  await tx.execute(sql`
    WITH hold AS (
      UPDATE checkout_holds SET status = 'released', updated_at = now()
      WHERE id = ${holdId} AND status IN ('held', 'awaiting_payment') RETURNING id, voucher_claim_id
    ), stock AS (
      UPDATE stock_claims SET status = 'released', updated_at = now()
      WHERE status = 'held' AND id IN (SELECT claim_id FROM checkout_hold_claims WHERE hold_id = ${holdId})
      RETURNING id
    )
    UPDATE voucher_claims SET status = 'released'
    WHERE status = 'held' AND id IN (SELECT voucher_claim_id FROM hold)`);
}

export interface HoldClaim {
  id: number;
  category_id: number;
  seat_id: number | null;
  quantity: number;
  status: "held" | "sold" | "released";
}

export async function claimsOfHold(tx: Db, holdId: string): Promise<HoldClaim[]> {
  return rows<HoldClaim>(
    tx,
    sql`SELECT sc.id::float8 AS id, sc.category_id, sc.seat_id, sc.quantity, sc.status
        FROM checkout_hold_claims hc JOIN stock_claims sc ON sc.id = hc.claim_id
        WHERE hc.hold_id = ${holdId} ORDER BY sc.id`,
  );
}

/**
 * Locks the categories like the checkout does (ascending id, FOR NO KEY UPDATE), so a settling
 * payment and a new checkout of the same category take turns. Returns the quotas.
 */
export async function lockCategoryQuotas(
  tx: Db,
  categoryIds: readonly number[],
): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const found = await rows<{ id: number; quota: number }>(
    tx,
    sql`SELECT id, quota FROM ticket_categories WHERE id IN ${inList(categoryIds)} ORDER BY id FOR NO KEY UPDATE`,
  );
  return new Map(found.map((row) => [row.id, row.quota]));
}

/**
 * Tickets of these categories sold or held (unexpired) by anyone but `exceptClaims`. A SEPARATE
 * statement after the lock, so in READ COMMITTED it sees what the previous lock holder committed.
 */
export async function othersLive(
  tx: Db,
  categoryIds: readonly number[],
  exceptClaims: readonly number[],
): Promise<Map<number, number>> {
  const found = await rows<{ category_id: number; live: number }>(
    tx,
    sql`SELECT category_id, sum(quantity)::int AS live FROM stock_claims
        WHERE category_id IN ${inList(categoryIds)} AND status IN ('held', 'sold')
          AND (status = 'sold' OR expires_at > now())
          ${exceptClaims.length > 0 ? sql`AND id NOT IN ${inList(exceptClaims)}` : sql``}
        GROUP BY category_id`,
  );
  return new Map(found.map((row) => [row.category_id, row.live]));
}

/** Seats among these that someone else holds (unexpired) or bought. */
export async function seatsTakenByOthers(
  tx: Db,
  seatIds: readonly number[],
  exceptClaims: readonly number[],
): Promise<number[]> {
  if (seatIds.length === 0) return [];
  const found = await rows<{ seat_id: number }>(
    tx,
    sql`SELECT seat_id FROM stock_claims
        WHERE seat_id IN ${inList(seatIds)} AND (status = 'sold' OR (status = 'held' AND expires_at > now()))
          ${exceptClaims.length > 0 ? sql`AND id NOT IN ${inList(exceptClaims)}` : sql``}`,
  );
  return found.map((row) => row.seat_id);
}

/** Paid: the hold's claims become sold (expired holds of others on its seats are released first). */
export async function sellHold(
  tx: Db,
  holdId: string,
  claimIds: readonly number[],
  seatIds: readonly number[],
) {
  if (seatIds.length > 0)
    await tx.execute(sql`UPDATE stock_claims SET status = 'released', updated_at = now()
      WHERE seat_id IN ${inList(seatIds)} AND status = 'held' AND expires_at <= now()
        ${claimIds.length > 0 ? sql`AND id NOT IN ${inList(claimIds)}` : sql``}`);
  if (claimIds.length > 0)
    await tx.execute(
      sql`UPDATE stock_claims SET status = 'sold', updated_at = now() WHERE id IN ${inList(claimIds)}`,
    );
  await tx.execute(sql`
    WITH hold AS (
      UPDATE checkout_holds SET status = 'paid', updated_at = now() WHERE id = ${holdId} RETURNING voucher_claim_id
    )
    UPDATE voucher_claims SET status = 'used', expires_at = NULL
    WHERE id IN (SELECT voucher_claim_id FROM hold) AND status IN ('held', 'released')`);
}
