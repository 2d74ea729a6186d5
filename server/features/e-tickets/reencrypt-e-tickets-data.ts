import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import { inTransaction } from "../../db/transaction.ts";
import { type DataCipher, UnreadableCiphertextError } from "../../security/data-cipher.ts";
import {
  resealAnswers,
  SEALED_KEY,
  sealedWithActiveKey,
  ticketAnswersContext,
} from "../../security/sealed-answers.ts";
import { keyContext } from "./signing-keys.ts";

/**
 * Key rotation (scripts/rotate-data-key.ts) for the e-tickets' ciphertexts: the events' signing private
 * keys and the tickets' sealed visitor answers. Each batch function moves up to `limit` rows not under
 * the active key yet (a previous key, or the legacy v1 format) to it in one transaction and returns
 * how many it changed; rows another transaction holds are skipped, not waited for, so it runs beside
 * the live server, and the caller repeats until a batch changes none. A value no configured key opens
 * stops it (the batch rolls back) with the row's id, never the value.
 */

/** Every value under the active key starts so (data-cipher.ts's format). */
const currentPrefix = (cipher: DataCipher): SQL => sql`${cipher.currentPrefix}::text`;

const signingKeyNotCurrent = (cipher: DataCipher): SQL =>
  sql`NOT starts_with(private_key_ciphertext, ${currentPrefix(cipher)})`;

const visitorDataNotCurrent = (cipher: DataCipher): SQL =>
  sql`jsonb_typeof(visitor_data -> ${SEALED_KEY}::text) = 'string'
    AND NOT starts_with(visitor_data ->> ${SEALED_KEY}::text, ${currentPrefix(cipher)})`;

/** Runs `work`, naming the row in an UnreadableCiphertextError it throws (the value never). */
function naming<T>(row: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof UnreadableCiphertextError)) throw error;
    throw new UnreadableCiphertextError(`${row}: ${error.message}`);
  }
}

/** Signing keys (retired ones too: they are still stored) moved to the active data key. */
export async function reencryptSigningKeys(db: Db, cipher: DataCipher, limit: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const stale = await rows<{ id: number; event_id: number; public_key: string; ciphertext: string }>(
      tx,
      sql`SELECT id, event_id, public_key, private_key_ciphertext AS ciphertext FROM event_signing_keys
          WHERE ${signingKeyNotCurrent(cipher)} LIMIT ${limit} FOR NO KEY UPDATE SKIP LOCKED`,
    );
    const changed = stale
      .filter((row) => !cipher.isCurrent(row.ciphertext))
      .map((row) => {
        const context = keyContext(row.event_id, row.public_key);
        const der = naming(`event_signing_keys.private_key_ciphertext of key ${row.id}`, () =>
          cipher.decrypt(row.ciphertext, context),
        );
        return { id: row.id, ciphertext: cipher.encrypt(der, context) };
      });
    if (changed.length === 0) return 0;
    await tx.execute(sql`UPDATE event_signing_keys SET private_key_ciphertext = v.ciphertext
      FROM jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) AS v(id integer, ciphertext text)
      WHERE event_signing_keys.id = v.id`);
    return changed.length;
  });
}

/** Signing keys whose private key is not under the active data key yet. */
export async function countSigningKeysToReencrypt(db: Db, cipher: DataCipher): Promise<number> {
  const [row] = await rows<{ remaining: number }>(
    db,
    sql`SELECT count(*)::int AS remaining FROM event_signing_keys WHERE ${signingKeyNotCurrent(cipher)}`,
  );
  return row?.remaining ?? 0;
}

/** Tickets' sealed visitor answers moved to the active data key; readable answers stay as they are. */
export async function reencryptTicketVisitorData(db: Db, cipher: DataCipher, limit: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const stale = await rows<{ id: string; visitor_data: unknown }>(
      tx,
      sql`SELECT id, visitor_data FROM e_tickets
          WHERE ${visitorDataNotCurrent(cipher)} LIMIT ${limit} FOR NO KEY UPDATE SKIP LOCKED`,
    );
    const changed = stale
      .filter((row) => !sealedWithActiveKey(row.visitor_data, cipher))
      .map((row) => {
        const context = ticketAnswersContext(row.id);
        const visitorData = naming(`e_tickets.visitor_data of ticket ${row.id}`, () =>
          resealAnswers(row.visitor_data, cipher, context, context),
        );
        return { id: row.id, visitor_data: visitorData };
      });
    if (changed.length === 0) return 0;
    await tx.execute(sql`UPDATE e_tickets SET visitor_data = v.visitor_data
      FROM jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) AS v(id uuid, visitor_data jsonb)
      WHERE e_tickets.id = v.id`);
    return changed.length;
  });
}

/** Tickets whose sealed visitor answers are not under the active data key yet. */
export async function countTicketVisitorDataToReencrypt(db: Db, cipher: DataCipher): Promise<number> {
  const [row] = await rows<{ remaining: number }>(
    db,
    sql`SELECT count(*)::int AS remaining FROM e_tickets WHERE ${visitorDataNotCurrent(cipher)}`,
  );
  return row?.remaining ?? 0;
}
