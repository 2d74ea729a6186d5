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
  /** `door` for an organiser's complimentary or box-office order; a buyer's cart otherwise. */
  source?: "online" | "door";
}

interface ClaimRow {
  hold_id: string;
  category_id: number;
  seat_id: number | null;
  quantity: number;
}

/**
 * The holds, their stock claims (one per seat, one per general-admission line) and the links between
 * them: ONE statement for the whole batch. The rows travel as two JSON parameters, not as a dozen bind
 * parameters per hold: building and parsing thousands of placeholders for a batch of 256 cost the
 * event loop more than the insert itself (ADR 0128). Claim ids are drawn from the identity sequence up
 * front so each link names its claim without relying on the order of RETURNING. The caller has taken
 * the category locks and checked the quotas in the same transaction.
 */
export async function insertHolds(tx: Db, holds: readonly NewHold[], expiresAt: Date): Promise<void> {
  if (holds.length === 0) return;
  const holdRows = holds.map((hold) => ({
    id: hold.id,
    buyer_id: hold.buyerId,
    event_id: hold.eventId,
    is_seat_ticket: hold.claims.some((line) => line.seats.length > 0),
    sub_total: hold.subTotal,
    lines: hold.lines,
    idempotency_key: hold.idempotencyKey,
    request_hash: hold.requestHash,
    response: hold.response,
    source: hold.source ?? "online",
  }));
  const claimRows = holds.flatMap((hold) =>
    hold.claims.flatMap((line): ClaimRow[] =>
      line.seats.length > 0
        ? line.seats.map((seat) => ({
            hold_id: hold.id,
            category_id: line.category_id,
            seat_id: seat.id,
            quantity: 1,
          }))
        : [{ hold_id: hold.id, category_id: line.category_id, seat_id: null, quantity: line.quantity }],
    ),
  );
  const expires = expiresAt.toISOString();
  await tx.execute(sql`
    WITH hold AS (
      INSERT INTO checkout_holds (id, buyer_id, event_id, status, expires_at, is_seat_ticket, sub_total, lines,
        idempotency_key, request_hash, response, source)
      SELECT id, buyer_id, event_id, 'held', ${expires}::timestamptz, is_seat_ticket, sub_total, lines,
        idempotency_key, request_hash, response, source
      FROM jsonb_to_recordset(${JSON.stringify(holdRows)}::jsonb) AS v(id uuid, buyer_id uuid, event_id int,
        is_seat_ticket boolean, sub_total bigint, lines jsonb, idempotency_key text, request_hash text, response jsonb,
        source text)
      RETURNING id
    ), wanted AS (
      SELECT nextval(pg_get_serial_sequence('stock_claims', 'id')) AS claim_id, v.*
      FROM jsonb_to_recordset(${JSON.stringify(claimRows)}::jsonb)
        AS v(hold_id uuid, category_id int, seat_id int, quantity int)
    ), claims AS (
      INSERT INTO stock_claims (id, category_id, seat_id, quantity, status, expires_at) OVERRIDING SYSTEM VALUE
      SELECT claim_id, category_id, seat_id, quantity, 'held', ${expires}::timestamptz FROM wanted
      RETURNING id
    )
    INSERT INTO checkout_hold_claims (hold_id, claim_id)
    SELECT hold_id, claim_id FROM wanted`);
}
