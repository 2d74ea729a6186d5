import { and, eq, gt, like, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema/index.ts";

/** Reads and writes of the rate-limit counters and the attempt backoff's gates (one table). */

export async function readCounter(db: Db, key: string, windowStart: Date): Promise<number> {
  const [counter] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  return counter?.count ?? 0;
}

/** When a gate row reopens (null: no row, so it is open). */
export async function readGate(db: Db, key: string, windowStart: Date): Promise<Date | null> {
  const [gate] = await db
    .select({ until: rateLimits.expiresAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  return gate?.until ?? null;
}

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

/** Takes one back from a window's counter (never below zero): an attempt counted first that did not fail. */
export async function decrementCounter(db: Db, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)));
}

export async function deleteCounter(db: Db, key: string, windowStart: Date): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

/** How many rows of one window have keys starting with `prefix` (a set kept as one row per member). */
export async function countKeysWithPrefix(db: Db, prefix: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rateLimits)
    .where(and(like(rateLimits.key, `${escapeLike(prefix)}%`), eq(rateLimits.windowStart, windowStart)));
  return row?.count ?? 0;
}

export async function deleteKeysWithPrefix(db: Db, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(like(rateLimits.key, `${escapeLike(prefix)}%`));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function deleteExpiredCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
}

/**
 * Opens a gate row for one attempt: sets its reopening time to `until` only when it is already open
 * (`expires_at <= now`, or no row yet), in one atomic upsert. True when this caller took the attempt.
 */
export async function claimGate(
  db: Db,
  row: { key: string; windowStart: Date; now: Date; until: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(rateLimits)
    .values({ key: row.key, windowStart: row.windowStart, count: 0, expiresAt: row.until })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { expiresAt: row.until },
      setWhere: lte(rateLimits.expiresAt, row.now),
    })
    .returning({ key: rateLimits.key });
  return claimed.length > 0;
}

/** Keeps a gate shut until at least `until` (never moves an existing later reopening time earlier). */
export async function closeGate(db: Db, row: { key: string; windowStart: Date; until: Date }): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key: row.key, windowStart: row.windowStart, count: 0, expiresAt: row.until })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { expiresAt: sql`greatest(${rateLimits.expiresAt}, excluded.expires_at)` },
    });
}
