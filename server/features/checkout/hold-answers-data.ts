import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";

/** The visitor answers stored on a hold: saved by the buyer, sealed at rest, erased when the hold ends. */

/**
 * How long a released hold that had an order keeps its visitors' answers: a payment may still settle
 * it late (settle-payment.ts issues its tickets if the stock still fits), and its tickets need them.
 */
export const LATE_PAYMENT_GRACE_HOURS = 24;

/**
 * Minimisation: the visitor answers of holds that ended without tickets are erased. A hold nobody
 * ordered loses them as soon as it is released; one with an order after the late-payment grace.
 * Paid holds lost theirs when their tickets were issued. Returns how many holds it erased.
 */
export async function eraseEndedHoldAnswers(db: Db, limit = 1_000): Promise<number> {
  const erased = await rows<{ id: string }>(
    db,
    sql`WITH ended AS (
      SELECT h.id FROM checkout_holds h
      WHERE h.status = 'released' AND h.participants IS NOT NULL
        AND (h.updated_at <= now() - make_interval(hours => ${LATE_PAYMENT_GRACE_HOURS})
          -- payment_transactions is payments' table: read here only to know whether an order exists.
          OR NOT EXISTS (SELECT 1 FROM payment_transactions t WHERE t.hold_id = h.id))
      LIMIT ${limit} FOR UPDATE OF h SKIP LOCKED
    )
    UPDATE checkout_holds h SET participants = NULL FROM ended WHERE h.id = ended.id RETURNING h.id`,
  );
  return erased.length;
}

/** The next `limit` holds after `after` (by id) whose answers are a list, for the at-rest migration. */
export function listHoldAnswersAfter(
  db: Db,
  after: string,
  limit: number,
): Promise<{ id: string; event_id: number; participants: unknown }[]> {
  return rows<{ id: string; event_id: number; participants: unknown }>(
    db,
    sql`SELECT id, event_id, participants FROM checkout_holds
        WHERE id > ${after} AND jsonb_typeof(participants) = 'array' ORDER BY id LIMIT ${limit}`,
  );
}

/**
 * Replaces a hold's answers only if nobody changed the row since they were read (a buyer saving their
 * form seals it themselves). True when it replaced them.
 */
export async function replaceHoldAnswersIfUnchanged(
  db: Db,
  holdId: string,
  read: unknown,
  stored: unknown,
): Promise<boolean> {
  const updated = await rows<{ id: string }>(
    db,
    sql`UPDATE checkout_holds SET participants = ${JSON.stringify(stored)}::jsonb
          WHERE id = ${holdId} AND participants = ${JSON.stringify(read)}::jsonb RETURNING id`,
  );
  return updated.length > 0;
}

/** Stores the buyer's and the visitors' answers (the latter already sealed) on the buyer's hold. */
export async function saveHoldParticipants(
  db: Db,
  holdId: string,
  buyerId: string,
  stored: unknown,
  buyer: unknown,
): Promise<void> {
  await db.execute(sql`UPDATE checkout_holds
    SET participants = ${JSON.stringify(stored)}::jsonb, buyer_data = ${JSON.stringify(buyer)}::jsonb,
      updated_at = now()
    WHERE id = ${holdId} AND buyer_id = ${buyerId}`);
}
