import { createHash } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Viewer } from "#shared/contracts/viewer.ts";
import type { Db } from "../../db/client.ts";
import { buyers, sessions } from "../../db/schema/index.ts";

/**
 * How the shell learns who is signed in. Route guards and SSR loaders depend on this interface only;
 * the accounts issue owns how sessions are created, rotated and ended.
 */
export interface SessionReader {
  viewerForToken(token: string): Promise<Viewer | null>;
}

/** Only a hash of the cookie's token is stored, so the sessions table cannot be replayed as cookies. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

export function databaseSessionReader(db: Db): SessionReader {
  return {
    async viewerForToken(token) {
      if (!TOKEN_SHAPE.test(token)) return null;
      const rows = await db
        .select({ id: buyers.id, name: buyers.name, email: buyers.email })
        .from(sessions)
        .innerJoin(buyers, eq(buyers.id, sessions.buyerId))
        .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
