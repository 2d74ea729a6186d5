import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import { inTransaction } from "../../db/transaction.ts";
import { type DataCipher, UnreadableCiphertextError } from "../../security/data-cipher.ts";
import {
  holdAnswersContext,
  resealAnswers,
  SEALED_KEY,
  sealedWithActiveKey,
} from "../../security/sealed-answers.ts";

/**
 * Holds with some visitor whose sealed answers are not under the active key (`v2.<active key id>.`
 * starts every value that is). The CASE keeps jsonb_array_elements off a participants value that is
 * not an array, whatever order the planner evaluates the conditions in.
 */
const notCurrent = (cipher: DataCipher): SQL => sql`EXISTS (
  SELECT 1 FROM jsonb_array_elements(
    CASE WHEN jsonb_typeof(checkout_holds.participants) = 'array' THEN checkout_holds.participants ELSE '[]'::jsonb END
  ) AS visitor(answers)
  WHERE jsonb_typeof(visitor.answers -> ${SEALED_KEY}::text) = 'string'
    AND NOT starts_with(visitor.answers ->> ${SEALED_KEY}::text, ${cipher.currentPrefix}::text))`;

/**
 * Key rotation (scripts/rotate-data-key.ts): moves the sealed visitor answers of up to `limit` holds
 * that are not under the active key yet (a previous key, or the legacy v1 format) to it, each bound to
 * its hold and slot as before, in one transaction, and returns how many holds it changed. Holds another
 * transaction holds are skipped, not waited for, so it runs beside the live checkout; the caller
 * repeats until it changes none. A value no configured key opens stops it (the batch rolls back) with
 * the hold's id and slot, never the value.
 */
export async function reencryptHoldAnswers(db: Db, cipher: DataCipher, limit: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const stale = await rows<{ id: string; participants: unknown }>(
      tx,
      sql`SELECT id, participants FROM checkout_holds WHERE ${notCurrent(cipher)}
          LIMIT ${limit} FOR NO KEY UPDATE SKIP LOCKED`,
    );
    const changed = stale.flatMap(({ id, participants }) => {
      if (
        !Array.isArray(participants) ||
        participants.every((answers) => sealedWithActiveKey(answers, cipher))
      )
        return [];
      const resealed = participants.map((answers, index) => {
        if (sealedWithActiveKey(answers, cipher)) return answers;
        const context = holdAnswersContext(id, index);
        try {
          return resealAnswers(answers, cipher, context, context);
        } catch (error) {
          if (!(error instanceof UnreadableCiphertextError)) throw error;
          throw new UnreadableCiphertextError(
            `checkout_holds.participants[${index}] of hold ${id}: ${error.message}`,
          );
        }
      });
      return [{ id, participants: resealed }];
    });
    if (changed.length === 0) return 0;
    await tx.execute(sql`UPDATE checkout_holds SET participants = v.participants
      FROM jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) AS v(id uuid, participants jsonb)
      WHERE checkout_holds.id = v.id`);
    return changed.length;
  });
}

/** Holds with sealed visitor answers not under the active key yet (what a rotation has left). */
export async function countHoldAnswersToReencrypt(db: Db, cipher: DataCipher): Promise<number> {
  const [row] = await rows<{ remaining: number }>(
    db,
    sql`SELECT count(*)::int AS remaining FROM checkout_holds WHERE ${notCurrent(cipher)}`,
  );
  return row?.remaining ?? 0;
}
