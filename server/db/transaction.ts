import type { Db } from "./client.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const RETRYABLE_SQLSTATES = new Set(["40001" /* serialization_failure */, "40P01" /* deadlock_detected */]);
const MAX_ATTEMPTS = 3;

function sqlState(error: unknown): string | undefined {
  for (
    let current: unknown = error;
    current && typeof current === "object";
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

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
      const state = sqlState(error);
      if (attempt >= MAX_ATTEMPTS || !state || !RETRYABLE_SQLSTATES.has(state)) throw error;
    }
  }
}
