import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import { type DataCipher, UnreadableCiphertextError } from "../../security/data-cipher.ts";
import { hasClearProtectedAnswers, holdAnswersContext, sealAnswers } from "../../security/sealed-answers.ts";
import { visitorFormCache } from "./visitor-fields-data.ts";

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

/**
 * The at-rest migration for holds written before answers were sealed: seals every clear identity or
 * health answer, in batches by id. Safe to run twice and while the server runs (rows already sealed
 * are left as they are; each batch locks only its rows). Returns how many holds it sealed.
 */
export async function sealClearHoldAnswers(db: Db, cipher: DataCipher, batchSize = 500): Promise<number> {
  let sealed = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  const formOf = visitorFormCache(db);
  for (;;) {
    const batch = await rows<{ id: string; event_id: number; participants: unknown }>(
      db,
      sql`SELECT id, event_id, participants FROM checkout_holds
        WHERE id > ${after} AND jsonb_typeof(participants) = 'array' ORDER BY id LIMIT ${batchSize}`,
    );
    if (batch.length === 0) return sealed;
    after = batch[batch.length - 1]?.id ?? after;
    for (const hold of batch) {
      const fields = await formOf(hold.event_id);
      const visitors = hold.participants as unknown[];
      if (!visitors.some((visitor) => hasClearProtectedAnswers(visitor, fields))) continue;
      let stored: unknown[];
      try {
        stored = visitors.map((visitor, index) =>
          sealAnswers(visitor, fields, cipher, holdAnswersContext(hold.id, index)),
        );
      } catch (error) {
        // A sealed part that no configured key opens: leave the row for an operator, seal the rest.
        if (error instanceof UnreadableCiphertextError) continue;
        throw error;
      }
      // Only if nobody changed the row meanwhile (a buyer saving their form seals it themselves).
      const updated = await rows<{ id: string }>(
        db,
        sql`UPDATE checkout_holds SET participants = ${JSON.stringify(stored)}::jsonb
          WHERE id = ${hold.id} AND participants = ${JSON.stringify(hold.participants)}::jsonb RETURNING id`,
      );
      sealed += updated.length;
    }
  }
}
