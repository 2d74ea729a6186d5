import type { Db, Tx } from "./client.ts";
import { databaseError } from "./sql-helpers.ts";

export type { Tx };

const RETRYABLE_SQLSTATES = new Set(["40001" /* serialization_failure */, "40P01" /* deadlock_detected */]);
const MAX_ATTEMPTS = 3;

/**
 * Runs `work` in one database transaction: committed when it resolves, rolled back when it throws.
 * Serialization failures and deadlocks are retried (they are the database asking us to, not bugs), so
 * use cases can choose stricter isolation without each writing its own retry loop.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  options: { isolationLevel?: "read committed" | "repeatable read" | "serializable" } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      // An empty config makes drizzle emit a bare "set transaction", which PGlite rejects.
      return await (options.isolationLevel ? db.transaction(work, options) : db.transaction(work));
    } catch (error) {
      const state = databaseError(error).code;
      if (attempt >= MAX_ATTEMPTS || !state || !RETRYABLE_SQLSTATES.has(state)) throw error;
    }
  }
}
