import { and, asc, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";
import { type AuthorizedBuyerId, SESSION_IDLE_DAYS } from "../sessions/index.ts";

/** The sessions list and its revocations: always scoped to the signed-in buyer. */

const idleCutoff = sql.raw(`now() - interval '${SESSION_IDLE_DAYS} days'`);
const live = and(
  eq(sessions.secondFactorPending, false),
  gt(sessions.expiresAt, sql`now()`),
  gt(sessions.lastSeenAt, idleCutoff),
);

export interface SessionListRow {
  id: string;
  tokenHash: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

export function listLiveSessions(db: Db, buyerId: AuthorizedBuyerId): Promise<SessionListRow[]> {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.buyerId, buyerId), live))
    .orderBy(desc(sessions.lastSeenAt), asc(sessions.id));
}

/** Deletes the buyer's session with this id (another buyer's id matches nothing); how many went. */
export async function deleteSessionById(db: Db, buyerId: AuthorizedBuyerId, id: string): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.buyerId, buyerId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return gone.length;
}

/** Every session of the buyer but the one with `keepTokenHash` (pending sign-ins too). */
export async function deleteSessionsExcept(
  db: Db,
  buyerId: AuthorizedBuyerId,
  keepTokenHash: string,
): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.buyerId, buyerId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ id: sessions.id });
  return gone.length;
}
