import { createHash } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Viewer } from "#shared/contracts/viewer.ts";
import type { Db } from "../../db/client.ts";
import { buyers, sessions } from "../../db/schema/index.ts";
import { SESSION_IDLE_DAYS, SESSION_TOUCH_INTERVAL_SECONDS } from "./session-policy.ts";

/**
 * How the shell learns who is signed in. Route guards and SSR loaders depend on this interface only;
 * the accounts feature creates, rotates and ends sessions.
 */
export interface SessionReader {
  viewerForToken(token: string): Promise<Viewer | null>;
}

/** Only a hash of the cookie's token is stored, so the sessions table cannot be replayed as cookies. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;
// Constants, not input: inlined so the planner sees plain intervals.
const idleCutoff = sql.raw(`now() - interval '${SESSION_IDLE_DAYS} days'`);
const touchCutoff = sql.raw(`now() - interval '${SESSION_TOUCH_INTERVAL_SECONDS} seconds'`);

/**
 * Sessions live in the database (any app process can read them). A session counts when it is within
 * its absolute expiry and was used in the last week; reading it refreshes `last_seen_at`, at most
 * once a minute. Times are the database's clock, the one every process shares.
 */
export function databaseSessionReader(db: Db): SessionReader {
  return {
    async viewerForToken(token) {
      if (!TOKEN_SHAPE.test(token)) return null;
      const tokenHash = hashSessionToken(token);
      const [row] = await db
        .select({
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
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, idleCutoff),
          ),
        )
        .limit(1);
      if (!row) return null;
      if (row.stale) {
        await db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, touchCutoff)));
      }
      return { id: row.id, name: row.name, email: row.email, emailVerified: row.emailVerified };
    },
  };
}
