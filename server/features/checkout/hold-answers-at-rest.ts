import type { Db } from "../../db/client.ts";
import { type DataCipher, UnreadableCiphertextError } from "../../security/data-cipher.ts";
import { hasClearProtectedAnswers, holdAnswersContext, sealAnswers } from "../../security/sealed-answers.ts";
import { listHoldAnswersAfter, replaceHoldAnswersIfUnchanged } from "./hold-answers-data.ts";
import { visitorFormCache } from "./visitor-fields-data.ts";

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
    const batch = await listHoldAnswersAfter(db, after, batchSize);
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
      if (await replaceHoldAnswersIfUnchanged(db, hold.id, hold.participants, stored)) sealed += 1;
    }
  }
}
