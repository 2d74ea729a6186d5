import { type SQL, sql } from "drizzle-orm";
import { type DataCipher, UnreadableCiphertextError } from "../security/data-cipher.ts";
import type { Db } from "./client.ts";
import { rows } from "./sql-helpers.ts";
import { inTransaction } from "./transaction.ts";

/** One place data-cipher ciphertext is stored at rest, as key rotation re-encrypts it. */
export interface DataReencryptor {
  /** `table.column`, as reported. */
  store: string;
  /** Moves up to `limit` values not under the active key to it (one transaction); how many changed. */
  reencryptBatch(db: Db, cipher: DataCipher, limit: number): Promise<number>;
  /** How many values are not under the active key yet. */
  countLeft(db: Db, cipher: DataCipher): Promise<number>;
}

/** A row as the batch reads it: its id and the stored value. */
export interface SealedRow<Id extends string | number = string | number> {
  id: Id;
  value: unknown;
}

/** How one table's column of ciphertext is found and resealed. Table and column names are trusted SQL. */
export interface SealedColumn<Id extends string | number> {
  table: string;
  column: string;
  /** The id's and the value's PostgreSQL types, for the batch update. */
  idType: "integer" | "uuid";
  valueType: "text" | "jsonb";
  /** Extra columns a row's context needs (e.g. `event_id, public_key`), selected beside id and value. */
  alsoSelect?: SQL;
  /** The SQL condition of a row not under the active key yet (values under it start with its prefix). */
  notCurrent(cipher: DataCipher): SQL;
  /** The value under the active key, or null when it already is (the SQL test can be coarser). */
  reseal(row: SealedRow<Id> & Record<string, unknown>, cipher: DataCipher): unknown;
  /** How an error names the row (never its value), e.g. `buyers.identity of buyer 42`. */
  describe(row: SealedRow<Id>): string;
}

/**
 * A plain ciphertext column's "not under the active key" condition (a NULL column counts as current:
 * `starts_with(NULL, …)` is NULL, which no WHERE selects).
 */
export const textNotCurrent =
  (column: string) =>
  (cipher: DataCipher): SQL =>
    sql`NOT starts_with(${sql.raw(column)}, ${cipher.currentPrefix}::text)`;

/**
 * Key rotation (scripts/rotate-data-key.ts) for one column: up to `limit` rows not under the active key
 * yet (a previous key, or the legacy v1 format) moved to it in one transaction. Rows another transaction
 * holds are skipped, not waited for, so it runs beside the live server; the caller repeats until a batch
 * changes none. A value no configured key opens stops the batch (it rolls back), naming the row, never
 * the value.
 */
export function sealedColumnReencryptor<Id extends string | number>(
  column: SealedColumn<Id>,
): DataReencryptor {
  const table = sql.raw(column.table);
  const value = sql.raw(column.column);
  const extra = column.alsoSelect ? sql`, ${column.alsoSelect}` : sql``;
  return {
    store: `${column.table}.${column.column}`,
    reencryptBatch: (db, cipher, limit) =>
      inTransaction(db, async (tx) => {
        const stale = await rows<SealedRow<Id> & Record<string, unknown>>(
          tx,
          sql`SELECT id, ${value} AS value${extra} FROM ${table} WHERE ${column.notCurrent(cipher)}
              LIMIT ${limit} FOR NO KEY UPDATE SKIP LOCKED`,
        );
        const changed = stale.flatMap((row) => {
          try {
            const resealed = column.reseal(row, cipher);
            return resealed === null ? [] : [{ id: row.id, value: resealed }];
          } catch (error) {
            if (!(error instanceof UnreadableCiphertextError)) throw error;
            throw new UnreadableCiphertextError(`${column.describe(row)}: ${error.message}`);
          }
        });
        if (changed.length === 0) return 0;
        await tx.execute(sql`UPDATE ${table} SET ${value} = v.value
          FROM jsonb_to_recordset(${JSON.stringify(changed)}::jsonb)
            AS v(id ${sql.raw(column.idType)}, value ${sql.raw(column.valueType)})
          WHERE ${table}.id = v.id`);
        return changed.length;
      }),
    countLeft: async (db, cipher) => {
      const [row] = await rows<{ remaining: number }>(
        db,
        sql`SELECT count(*)::int AS remaining FROM ${table} WHERE ${column.notCurrent(cipher)}`,
      );
      return row?.remaining ?? 0;
    },
  };
}

/** `reseal` for a text column: decrypt and encrypt again under one context, or null when current. */
export const resealText =
  <Row extends SealedRow>(context: (row: Row) => string) =>
  (row: Row, cipher: DataCipher): string | null => {
    const ciphertext = String(row.value);
    if (cipher.isCurrent(ciphertext)) return null;
    return cipher.encrypt(cipher.decrypt(ciphertext, context(row)), context(row));
  };
