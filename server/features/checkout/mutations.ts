import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inList } from "./data.ts";
import type { PlannedLine } from "./hold-plan.ts";
import { rows } from "./sql-rows.ts";

/** Writes of the checkout, always inside the use case's transaction. */

// Namespace of the two-key advisory lock, so it never collides with other features' keys.
const BUYER_LOCK_NAMESPACE = 7_270_103;

/**
 * Serialises one buyer's checkouts (idempotency lookup, cart replacement, per-account counting) until
 * commit. Returns the database clock, which decides hold expiry everywhere (the stock view uses it).
 */
export async function lockBuyer(tx: Db, buyerId: string): Promise<Date> {
  const [row] = await rows<{ now: Date | string }>(
    tx,
    sql`SELECT now() AS now, pg_advisory_xact_lock(${BUYER_LOCK_NAMESPACE}, hashtext(${buyerId}))::text AS locked`,
  );
  return new Date(row!.now);
}

export async function databaseNow(tx: Db): Promise<Date> {
  const [row] = await rows<{ now: Date | string }>(tx, sql`SELECT now() AS now`);
  return new Date(row!.now);
}

/**
 * Locks the categories and reads their quotas (ascending id, so two multi-category checkouts cannot deadlock). FOR NO KEY
 * UPDATE still lets the claims' foreign-key checks through. The live count must be a SEPARATE,
 * later statement: in READ COMMITTED it then takes a fresh snapshot that sees the claims of whoever
 * held the lock before us; a count in the locking statement would use the pre-wait snapshot.
 */
export async function lockCategories(
  tx: Db,
  categoryIds: readonly number[],
  lock: boolean,
): Promise<Map<number, number>> {
  const found = await rows<{ id: number; quota: number }>(
    tx,
    sql`SELECT id, quota FROM ticket_categories WHERE id IN ${inList(categoryIds)} ORDER BY id
        ${lock ? sql`FOR NO KEY UPDATE` : sql``}`,
  );
  return new Map(found.map((row) => [row.id, row.quota]));
}

/** Gives back everything the holds claimed (stock and voucher) and closes them. */
export async function releaseHolds(tx: Db, holdIds: readonly string[]): Promise<void> {
  if (holdIds.length === 0) return;
  await tx.execute(sql`
    WITH closed AS (
      UPDATE checkout_holds SET status = 'released', updated_at = now()
      WHERE id IN ${inList(holdIds)} RETURNING id, voucher_claim_id
    ), stock AS (
      UPDATE stock_claims SET status = 'released', updated_at = now()
      WHERE status = 'held' AND id IN (SELECT claim_id FROM checkout_hold_claims WHERE hold_id IN (SELECT id FROM closed))
      RETURNING id
    )
    UPDATE voucher_claims SET status = 'released'
    WHERE status = 'held' AND id IN (SELECT voucher_claim_id FROM closed)`);
}

/** Expired holds on these seats still occupy the seat's unique index: release them before claiming. */
export async function releaseExpiredSeatClaims(tx: Db, seatIds: readonly number[]): Promise<void> {
  if (seatIds.length === 0) return;
  await tx.execute(sql`UPDATE stock_claims SET status = 'released', updated_at = now()
    WHERE seat_id IN ${inList(seatIds)} AND status = 'held' AND expires_at <= now()`);
}

export interface NewHold {
  id: string;
  buyerId: string;
  eventId: number;
  expiresAt: Date;
  lines: readonly PlannedLine[];
  idempotencyKey: string | null;
  requestHash: string;
  response: unknown;
}

/** The hold, its stock claims (one per seat, one per general-admission line) and their links: one statement. */
export async function insertHold(tx: Db, hold: NewHold): Promise<void> {
  const claims = hold.lines.flatMap((line) =>
    line.seats.length > 0
      ? line.seats.map((seat) => sql`(${line.category_id}::int, ${seat.id}::int, 1)`)
      : [sql`(${line.category_id}::int, NULL::int, ${line.quantity}::int)`],
  );
  const subTotal = hold.lines.reduce((sum, line) => sum + line.subtotal, 0);
  const publicLines = hold.lines.map(({ requestIndex: _i, perAccountLimit: _l, ...line }) => line);
  await tx.execute(sql`
    WITH hold AS (
      INSERT INTO checkout_holds (id, buyer_id, event_id, status, expires_at, is_seat_ticket, sub_total, lines,
        idempotency_key, request_hash, response)
      VALUES (${hold.id}, ${hold.buyerId}, ${hold.eventId}, 'held', ${hold.expiresAt.toISOString()},
        ${hold.lines.some((line) => line.seats.length > 0)}, ${subTotal}, ${JSON.stringify(publicLines)}::jsonb,
        ${hold.idempotencyKey}, ${hold.requestHash}, ${JSON.stringify(hold.response)}::jsonb)
      RETURNING id
    ), claims AS (
      INSERT INTO stock_claims (category_id, seat_id, quantity, status, expires_at)
      SELECT v.category_id, v.seat_id, v.quantity, 'held', ${hold.expiresAt.toISOString()}
      FROM (VALUES ${sql.join(claims, sql`, `)}) AS v(category_id, seat_id, quantity)
      RETURNING id
    )
    INSERT INTO checkout_hold_claims (hold_id, claim_id) SELECT (SELECT id FROM hold), id FROM claims`);
}
