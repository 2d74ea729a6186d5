import { createHash } from "node:crypto";
import type { Viewer } from "#shared/contracts/viewer.ts";
import type { Db } from "../../db/client.ts";
import { readSessions } from "./data.ts";

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

interface Waiter {
  resolve(viewer: Viewer | null): void;
  reject(error: unknown): void;
}

/** Lookups running at once; the rest wait and go together in the next one. */
const LOOKUPS_IN_FLIGHT = 4;
/** Tokens per lookup: one IN list, far inside the bind-parameter limit. */
const TOKENS_PER_LOOKUP = 512;

/**
 * Sessions live in the database (any app process can read them). A session counts when it is within
 * its absolute expiry and was used in the last week; reading it refreshes `last_seen_at`, at most
 * once a minute. Times are the database's clock, the one every process shares.
 *
 * Lookups coalesce (ADR 0128): while `LOOKUPS_IN_FLIGHT` are running, new tokens wait and the next
 * lookup reads all of them in ONE statement. An idle reader queries at once (no timer, no added
 * latency); under a ticket war, one query answers hundreds of requests instead of each paying its
 * own round trip, pool wait and statement.
 */
export function databaseSessionReader(db: Db): SessionReader {
  const waiting = new Map<string, Waiter[]>();
  let running = 0;

  async function lookUp(batch: Map<string, Waiter[]>): Promise<void> {
    running++;
    try {
      const found = new Map((await readSessions(db, [...batch.keys()])).map((row) => [row.tokenHash, row]));
      for (const [hash, waiters] of batch) {
        const row = found.get(hash);
        const viewer = row
          ? { id: row.id, name: row.name, email: row.email, emailVerified: row.emailVerified }
          : null;
        for (const waiter of waiters) waiter.resolve(viewer);
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    } finally {
      running--;
      pump();
    }
  }

  function pump(): void {
    while (running < LOOKUPS_IN_FLIGHT && waiting.size > 0) {
      const batch = new Map<string, Waiter[]>();
      for (const [hash, waiters] of waiting) {
        if (batch.size >= TOKENS_PER_LOOKUP) break;
        batch.set(hash, waiters);
        waiting.delete(hash);
      }
      void lookUp(batch);
    }
  }

  return {
    viewerForToken(token) {
      if (!TOKEN_SHAPE.test(token)) return Promise.resolve(null);
      const tokenHash = hashSessionToken(token);
      return new Promise<Viewer | null>((resolve, reject) => {
        waiting.set(tokenHash, [...(waiting.get(tokenHash) ?? []), { resolve, reject }]);
        pump();
      });
    },
  };
}
