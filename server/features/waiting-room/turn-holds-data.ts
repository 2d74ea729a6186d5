import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";

/**
 * What a used turn's holds are doing: `paid` (the turn is over), `live` (held and unexpired, or an
 * order awaiting payment), or `ended` at `endedAt` (released or expired, none live or paid). A turn's
 * holds are its first hold and every later hold of the same buyer for the event, so a hold paid in an
 * earlier turn never ends this one; ordering by the holds' own `created_at` keeps it free of any clock
 * skew between the app and the database. Reads `checkout_holds` (not a stock table) so the waiting
 * room needs nothing from checkout, which depends on it.
 */
export type TurnHolds = { state: "paid" } | { state: "live" } | { state: "ended"; endedAt: Date };

export interface UsedTurn {
  buyerId: string;
  firstHoldId: string;
}

interface Row {
  buyer_id: string;
  paid: boolean;
  live: boolean;
  ended_at: Date | string | null;
}

export async function turnHolds(
  db: Db,
  eventId: number,
  turns: readonly UsedTurn[],
  now: Date,
): Promise<Map<string, TurnHolds>> {
  const found = new Map<string, TurnHolds>();
  if (turns.length === 0) return found;
  const list = sql.join(
    turns.map((turn) => sql`(${turn.buyerId}::uuid, ${turn.firstHoldId}::uuid)`),
    sql`, `,
  );
  const results = await rows<Row>(
    db,
    sql`SELECT t.buyer_id,
               bool_or(h.status = 'paid') AS paid,
               bool_or(h.status = 'awaiting_payment' OR (h.status = 'held' AND h.expires_at > ${now})) AS live,
               max(CASE WHEN h.status = 'released' THEN h.updated_at
                        WHEN h.status = 'held' THEN h.expires_at END) AS ended_at
        FROM (VALUES ${list}) AS t(buyer_id, first_hold_id)
        JOIN checkout_holds f ON f.id = t.first_hold_id
        JOIN checkout_holds h ON h.buyer_id = t.buyer_id AND h.event_id = ${eventId} AND h.created_at >= f.created_at
        GROUP BY t.buyer_id`,
  );
  for (const row of results) {
    if (row.paid) found.set(row.buyer_id, { state: "paid" });
    else if (row.live) found.set(row.buyer_id, { state: "live" });
    else if (row.ended_at)
      found.set(row.buyer_id, {
        state: "ended",
        endedAt: row.ended_at instanceof Date ? row.ended_at : new Date(row.ended_at),
      });
  }
  return found;
}

/** Whether the buyer already made a hold of the event with this idempotency key (a retry, not a second hold). */
export async function holdWithKey(db: Db, eventId: number, buyerId: string, key: string): Promise<boolean> {
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM checkout_holds
        WHERE buyer_id = ${buyerId} AND event_id = ${eventId} AND idempotency_key = ${key} LIMIT 1`,
  );
  return found.length > 0;
}
