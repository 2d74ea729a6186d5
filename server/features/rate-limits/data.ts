import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema/index.ts";

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
