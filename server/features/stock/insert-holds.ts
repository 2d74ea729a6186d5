import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** What one line of a hold claims: a quantity of a category, or exactly these seats of it. */
export interface ClaimLine {
  category_id: number;
  quantity: number;
  seats: readonly { id: number }[];
}

export interface NewHold {
  id: string;
  buyerId: string;
  eventId: number;
  claims: readonly ClaimLine[];
  subTotal: number;
  /** The hold's lines as the checkout shows them again (stored as JSON). */
  lines: unknown;
  idempotencyKey: string | null;
  requestHash: string;
  response: unknown;
}

/**
 * The holds, their stock claims (one per seat, one per general-admission line) and the links between
 * them: ONE statement for the whole batch. Claim ids are drawn from the identity sequence up front so
 * each link names its claim without relying on the order of RETURNING. The caller has taken the
 * category locks and checked the quotas in the same transaction.
 */
export async function insertHolds(tx: Db, holds: readonly NewHold[], expiresAt: Date): Promise<void> {
  if (holds.length === 0) return;
  const expires = expiresAt.toISOString();
  const holdRows = holds.map(
    (
      hold,
    ) => sql`(${hold.id}::uuid, ${hold.buyerId}::uuid, ${hold.eventId}::int, 'held', ${expires}::timestamptz,
      ${hold.claims.some((line) => line.seats.length > 0)}, ${hold.subTotal}::bigint, ${JSON.stringify(hold.lines)}::jsonb,
      ${hold.idempotencyKey}::text, ${hold.requestHash}::text, ${JSON.stringify(hold.response)}::jsonb)`,
  );
  const claimRows = holds.flatMap((hold) =>
    hold.claims.flatMap((line) =>
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
