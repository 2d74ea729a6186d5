import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import { inTransaction } from "../../db/transaction.ts";
import { type DataCipher, UnreadableCiphertextError } from "../../security/data-cipher.ts";
import { identityContext } from "./profile.ts";

/** Identities not under the active key (`v2.<active key id>.` starts every value that is). */
const notCurrent = (cipher: DataCipher): SQL =>
  sql`identity IS NOT NULL AND NOT starts_with(identity, ${cipher.currentPrefix}::text)`;

/**
 * Key rotation (scripts/rotate-data-key.ts): moves up to `limit` buyers' identity numbers that are not
 * under the active key yet (a previous key, or the legacy v1 format) to it, in one transaction, and
 * returns how many it changed. Rows another transaction holds are skipped, not waited for, so it runs
 * beside the live server; the caller repeats until it changes none. A value no configured key opens
 * stops it (the batch rolls back) with the buyer's id, never the value.
 */
export async function reencryptIdentities(db: Db, cipher: DataCipher, limit: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const stale = await rows<{ id: string; identity: string }>(
      tx,
      sql`SELECT id, identity FROM buyers WHERE ${notCurrent(cipher)}
          LIMIT ${limit} FOR NO KEY UPDATE SKIP LOCKED`,
    );
    const changed = stale
      .filter((row) => !cipher.isCurrent(row.identity))
      .map((row) => {
        const context = identityContext(row.id);
        let identity: string;
        try {
          identity = cipher.decrypt(row.identity, context);
        } catch (error) {
          if (!(error instanceof UnreadableCiphertextError)) throw error;
          throw new UnreadableCiphertextError(`buyers.identity of buyer ${row.id}: ${error.message}`);
        }
        return { id: row.id, identity: cipher.encrypt(identity, context) };
      });
    if (changed.length === 0) return 0;
    await tx.execute(sql`UPDATE buyers SET identity = v.identity
      FROM jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) AS v(id uuid, identity text)
      WHERE buyers.id = v.id`);
    return changed.length;
  });
}

/** Buyers whose identity number is not under the active key yet (what a rotation has left). */
export async function countIdentitiesToReencrypt(db: Db, cipher: DataCipher): Promise<number> {
  const [row] = await rows<{ remaining: number }>(
    db,
    sql`SELECT count(*)::int AS remaining FROM buyers WHERE ${notCurrent(cipher)}`,
  );
  return row?.remaining ?? 0;
}
