import { sql } from "drizzle-orm";
import { sealedColumnReencryptor } from "../../db/sealed-column.ts";
import { UnreadableCiphertextError } from "../../security/data-cipher.ts";
import {
  holdAnswersContext,
  resealAnswers,
  SEALED_KEY,
  sealedWithActiveKey,
} from "../../security/sealed-answers.ts";

/**
 * Key rotation of the holds' sealed visitor answers, each bound to its hold and slot as before. The
 * condition's CASE keeps jsonb_array_elements off a participants value that is not an array, whatever
 * order the planner evaluates the conditions in.
 */
export const holdAnswersReencryptor = sealedColumnReencryptor<string>({
  table: "checkout_holds",
  column: "participants",
  idType: "uuid",
  valueType: "jsonb",
  notCurrent: (cipher) => sql`EXISTS (
    SELECT 1 FROM jsonb_array_elements(
      CASE WHEN jsonb_typeof(checkout_holds.participants) = 'array' THEN checkout_holds.participants ELSE '[]'::jsonb END
    ) AS visitor(answers)
    WHERE jsonb_typeof(visitor.answers -> ${SEALED_KEY}::text) = 'string'
      AND NOT starts_with(visitor.answers ->> ${SEALED_KEY}::text, ${cipher.currentPrefix}::text))`,
  reseal: ({ id, value }, cipher) => {
    if (!Array.isArray(value) || value.every((answers) => sealedWithActiveKey(answers, cipher))) return null;
    return value.map((answers, index) => {
      if (sealedWithActiveKey(answers, cipher)) return answers;
      const context = holdAnswersContext(String(id), index);
      try {
        return resealAnswers(answers, cipher, context, context);
      } catch (error) {
        if (!(error instanceof UnreadableCiphertextError)) throw error;
        throw new UnreadableCiphertextError(`participants[${index}]: ${error.message}`);
      }
    });
  },
  describe: (row) => `checkout_holds.participants of hold ${row.id}`,
});
