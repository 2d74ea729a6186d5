import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** SQLSTATE and constraint name of a database error, looking through wrappers' `cause`. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  for (let current: unknown = error; current && typeof current === "object"; ) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === "string" ? constraint : undefined };
    current = cause;
  }
  return {};
}
