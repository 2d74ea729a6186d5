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

/**
 * `lockBuyer` for a whole batch: the advisory locks are taken in ascending key order in ONE statement,
 * so two batches sharing buyers wait for each other instead of deadlocking.
 */
export async function lockBuyers(tx: Db, buyerIds: readonly string[]): Promise<Date> {
  const [row] = await rows<{ now: Date | string }>(
    tx,
    sql`SELECT now() AS now, (SELECT count(pg_advisory_xact_lock(${BUYER_LOCK_NAMESPACE}, k))
          FROM (SELECT DISTINCT hashtext(b) AS k FROM unnest(${`{${buyerIds.join(",")}}`}::text[]) AS b
                ORDER BY k OFFSET 0) AS keys)::text AS locked`,
  );
  return new Date(row!.now);
}

export async function databaseNow(tx: Db): Promise<Date> {
  const [row] = await rows<{ now: Date | string }>(tx, sql`SELECT now() AS now`);
  return new Date(row!.now);
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
  lines: readonly PlannedLine[];
  idempotencyKey: string | null;
  requestHash: string;
  response: unknown;
}

/**
 * The holds, their stock claims (one per seat, one per general-admission line) and the links between
 * them: ONE statement for the whole batch. Claim ids are drawn from the identity sequence up front so
 * each link names its claim without relying on the order of RETURNING.
 */
export async function insertHolds(tx: Db, holds: readonly NewHold[], expiresAt: Date): Promise<void> {
  if (holds.length === 0) return;
  const expires = expiresAt.toISOString();
  const holdRows = holds.map((hold) => {
    const subTotal = hold.lines.reduce((sum, line) => sum + line.subtotal, 0);
    const publicLines = hold.lines.map(({ requestIndex: _i, perAccountLimit: _l, ...line }) => line);
    return sql`(${hold.id}::uuid, ${hold.buyerId}::uuid, ${hold.eventId}::int, 'held', ${expires}::timestamptz,
      ${hold.lines.some((line) => line.seats.length > 0)}, ${subTotal}::bigint, ${JSON.stringify(publicLines)}::jsonb,
      ${hold.idempotencyKey}::text, ${hold.requestHash}::text, ${JSON.stringify(hold.response)}::jsonb)`;
  });
  const claimRows = holds.flatMap((hold) =>
    hold.lines.flatMap((line) =>
      line.seats.length > 0
        ? line.seats.map((seat) => sql`(${hold.id}::uuid, ${line.category_id}::int, ${seat.id}::int, 1)`)
        : [sql`(${hold.id}::uuid, ${line.category_id}::int, NULL::int, ${line.quantity}::int)`],
    ),
  );
  await tx.execute(sql`
    WITH hold AS (
      INSERT INTO checkout_holds (id, buyer_id, event_id, status, expires_at, is_seat_ticket, sub_total, lines,
        idempotency_key, request_hash, response)
      VALUES ${sql.join(holdRows, sql`, `)}
      RETURNING id
    ), wanted AS (
      SELECT nextval(pg_get_serial_sequence('stock_claims', 'id')) AS claim_id, v.*
      FROM (VALUES ${sql.join(claimRows, sql`, `)}) AS v(hold_id, category_id, seat_id, quantity)
    ), claims AS (
      INSERT INTO stock_claims (id, category_id, seat_id, quantity, status, expires_at) OVERRIDING SYSTEM VALUE
      SELECT claim_id, category_id, seat_id, quantity, 'held', ${expires}::timestamptz FROM wanted
      RETURNING id
    )
    INSERT INTO checkout_hold_claims (hold_id, claim_id)
    SELECT hold_id, claim_id FROM wanted`);
}
