import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Viewer } from "#shared/contracts/viewer.ts";
import type { Db } from "../../db/client.ts";
import { buyers, sessions } from "../../db/schema/index.ts";
import { SESSION_IDLE_DAYS, SESSION_TOUCH_INTERVAL_SECONDS } from "./session-policy.ts";

/** Reads and writes of the sessions table. */

// Constants, not input: inlined so the planner sees plain intervals.
const idleCutoff = sql.raw(`now() - interval '${SESSION_IDLE_DAYS} days'`);
const touchCutoff = sql.raw(`now() - interval '${SESSION_TOUCH_INTERVAL_SECONDS} seconds'`);

export interface SessionRow extends Viewer {
  tokenHash: string;
  stale: boolean;
}

/** The live sessions among `hashes` with their buyers; the stale ones' `last_seen_at` refreshed. */
export async function readSessions(db: Db, hashes: readonly string[]): Promise<SessionRow[]> {
  const found = await db
    .select({
      tokenHash: sessions.tokenHash,
      id: buyers.id,
      name: buyers.name,
      email: buyers.email,
      emailVerified: sql<boolean>`${buyers.emailVerifiedAt} IS NOT NULL`,
      stale: sql<boolean>`${sessions.lastSeenAt} < ${touchCutoff}`,
    })
    .from(sessions)
    .innerJoin(buyers, eq(buyers.id, sessions.buyerId))
    .where(
      and(
        inArray(sessions.tokenHash, [...hashes]),
        // Password accepted, second factor not yet: such a session opens nothing.
        eq(sessions.secondFactorPending, false),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    );
  const stale = found.filter((row) => row.stale).map((row) => row.tokenHash);
  if (stale.length > 0)
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(inArray(sessions.tokenHash, stale), lt(sessions.lastSeenAt, touchCutoff)));
  return found;
}

/** Creates the buyer with this e-mail, or renames and re-verifies the one that has it (test routes only). */
export async function upsertTestBuyer(
  db: Db,
  buyer: { name: string; email: string; emailVerifiedAt: Date | null },
): Promise<{ id: string; name: string; email: string }> {
  const [row] = await db
    .insert(buyers)
    .values(buyer)
    .onConflictDoUpdate({
      target: buyers.email,
      set: { name: buyer.name, emailVerifiedAt: buyer.emailVerifiedAt },
    })
    .returning({ id: buyers.id, name: buyers.name, email: buyers.email });
  if (!row) throw new Error("buyer upsert returned nothing");
  return row;
}

export async function insertSession(db: Db, session: { tokenHash: string; buyerId: string }): Promise<void> {
  await db.insert(sessions).values(session);
}
