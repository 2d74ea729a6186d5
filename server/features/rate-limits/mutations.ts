import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema/index.ts";

/** Adds one to a window's counter in a single atomic upsert and returns the new count. */
export async function incrementCounter(
  db: Db,
  row: { key: string; windowStart: Date; expiresAt: Date },
): Promise<number> {
  const [counter] = await db
    .insert(rateLimits)
    .values({ ...row, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return counter?.count ?? 1;
}

export async function deleteCounter(db: Db, key: string, windowStart: Date): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

export async function deleteExpiredCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
}
