import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import { inTransaction } from "../../db/transaction.ts";
import { type DataCipher, UnreadableCiphertextError } from "../../security/data-cipher.ts";
import { webhookSecretContext } from "./secret.ts";

/**
 * Key rotation (scripts/rotate-data-key.ts) for the endpoints' sealed `whsec_` secrets: up to `limit`
 * rows not under the active key moved to it in one transaction, locked rows skipped (the live server
 * may be using them); a value no configured key opens stops the batch, naming the row, never the value.
 */
const notCurrent = (cipher: DataCipher) =>
  sql`NOT starts_with(secret_ciphertext, ${cipher.currentPrefix}::text)`;

export async function reencryptWebhookSecrets(db: Db, cipher: DataCipher, limit: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const stale = await rows<{ id: number; ciphertext: string }>(
      tx,
      sql`SELECT id, secret_ciphertext AS ciphertext FROM webhook_endpoints
          WHERE ${notCurrent(cipher)} LIMIT ${limit} FOR NO KEY UPDATE SKIP LOCKED`,
    );
    const changed = stale
      .filter((row) => !cipher.isCurrent(row.ciphertext))
      .map((row) => {
        const context = webhookSecretContext(row.id);
        try {
          return { id: row.id, ciphertext: cipher.encrypt(cipher.decrypt(row.ciphertext, context), context) };
        } catch (error) {
          if (!(error instanceof UnreadableCiphertextError)) throw error;
          throw new UnreadableCiphertextError(
            `webhook_endpoints.secret_ciphertext of endpoint ${row.id}: ${error.message}`,
          );
        }
      });
    if (changed.length === 0) return 0;
    await tx.execute(sql`UPDATE webhook_endpoints SET secret_ciphertext = v.ciphertext
      FROM jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) AS v(id integer, ciphertext text)
      WHERE webhook_endpoints.id = v.id`);
    return changed.length;
  });
}

/** Endpoints whose secret is not under the active data key yet. */
export async function countWebhookSecretsToReencrypt(db: Db, cipher: DataCipher): Promise<number> {
  const [row] = await rows<{ remaining: number }>(
    db,
    sql`SELECT count(*)::int AS remaining FROM webhook_endpoints WHERE ${notCurrent(cipher)}`,
  );
  return row?.remaining ?? 0;
}
