import { createHash } from "node:crypto";
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/client.ts";
import {
  claimGate,
  closeGate,
  countKeysWithPrefix,
  decrementCounter,
  deleteCounter,
  deleteKeysWithPrefix,
  incrementCounter,
  readGate,
} from "./data.ts";
import { secondsUntil, windowAt } from "./policy.ts";

/**
 * An increasing wait between attempts on one key (e.g. sign-ins to one account from any address):
 * `freeAttempts` go through at once; after that each attempt must wait `baseSeconds`, doubling with
 * every further failure up to `maxSeconds`, so guessing is slowed while the owner is never shut out
 * for longer than the cap. Failures are counted per `windowSeconds` window.
 */
export interface BackoffPolicy {
  name: string;
  freeAttempts: number;
  baseSeconds: number;
  maxSeconds: number;
  windowSeconds: number;
}

export type BackoffAdmission =
  | {
      allowed: true /** This attempt's number among the unforgiven ones, itself included. */;
      attempt: number;
      /** The window it was counted in (what `forgive` takes it back from). */
      windowStart: Date;
    }
  | { allowed: false; retryAfterSeconds: number };

/** The wait after the `attempt`-th unforgiven failure (0 while attempts are still free). */
export function backoffSeconds(policy: BackoffPolicy, attempt: number): number {
  if (attempt < policy.freeAttempts) return 0;
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** (attempt - policy.freeAttempts));
}

/**
 * Kept in the rate-limit store (`rate_limits`), so every process applies the same wait: a counter of
 * attempts per window (counted before checking, forgiven on success) and a gate row whose `expires_at`
 * is when the next attempt may start. Keys are hashed like the rate limits'.
 */
export interface AttemptBackoff {
  /** Lets one attempt start, or says how long to wait; parallel attempts past the free ones get one turn. */
  admit(policy: BackoffPolicy, key: string): Promise<BackoffAdmission>;
  /**
   * Records that an admitted attempt failed: the next one waits `backoffSeconds(attempt)`. `source` (the
   * caller's address) is remembered among the failures' distinct sources until they are forgiven.
   */
  failed(policy: BackoffPolicy, key: string, attempt: number, source?: string): Promise<void>;
  /** How many distinct sources the unforgiven failures came from. */
  sources(policy: BackoffPolicy, key: string): Promise<number>;
  /** Forgets the failures (a successful sign-in) and reopens the gate. */
  succeeded(policy: BackoffPolicy, key: string): Promise<void>;
  /**
   * Takes back ONE admitted attempt that turned out not to fail, keeping the earlier failures: for keys
   * several people share (an address), where one person's success must not wipe another's guesses. An
   * attempt that held the gate (past the free ones) reopens it, since no failure follows to set the wait.
   */
  forgive(
    policy: BackoffPolicy,
    key: string,
    admitted: Extract<BackoffAdmission, { allowed: true }>,
  ): Promise<void>;
}

/** Gate rows have one fixed window: only their reopening time matters. */
const GATE_WINDOW = new Date(0);

function hashed(name: string, key: string): string {
  return `${name}:${createHash("sha256").update(key).digest("base64url")}`;
}

export function databaseBackoff(db: Db, clock: Clock): AttemptBackoff {
  const counterWindow = (policy: BackoffPolicy, now: Date) =>
    windowAt({ name: policy.name, limit: 0, windowSeconds: policy.windowSeconds }, now);
  const gateKey = (policy: BackoffPolicy, key: string) => hashed(`${policy.name}-gate`, key);
  // One row per distinct source, under a prefix of the key's hash so they are counted and forgotten together.
  const sourcePrefix = (policy: BackoffPolicy, key: string) => `${hashed(`${policy.name}-src`, key)}:`;
  return {
    async admit(policy, key) {
      const now = clock.now();
      const shutUntil = await readGate(db, gateKey(policy, key), GATE_WINDOW);
      if (shutUntil && shutUntil > now)
        return { allowed: false, retryAfterSeconds: secondsUntil(shutUntil, now) };
      const window = counterWindow(policy, now);
      const attempt = await incrementCounter(db, {
        key: hashed(policy.name, key),
        windowStart: window.start,
        expiresAt: window.end,
      });
      if (attempt <= policy.freeAttempts) return { allowed: true, attempt, windowStart: window.start };
      // Past the free attempts only one attempt at a time: it shuts the gate for as long as its failure would.
      const until = new Date(now.getTime() + backoffSeconds(policy, attempt) * 1000);
      if (await claimGate(db, { key: gateKey(policy, key), windowStart: GATE_WINDOW, now, until }))
        return { allowed: true, attempt, windowStart: window.start };
      const reopens = await readGate(db, gateKey(policy, key), GATE_WINDOW);
      return { allowed: false, retryAfterSeconds: reopens ? secondsUntil(reopens, now) : 1 };
    },
    async failed(policy, key, attempt, source) {
      if (source !== undefined) {
        const window = counterWindow(policy, clock.now());
        await incrementCounter(db, {
          key: `${sourcePrefix(policy, key)}${hashed("", source)}`,
          windowStart: window.start,
          expiresAt: window.end,
        });
      }
      const seconds = backoffSeconds(policy, attempt);
      if (seconds === 0) return;
      const until = new Date(clock.now().getTime() + seconds * 1000);
      await closeGate(db, { key: gateKey(policy, key), windowStart: GATE_WINDOW, until });
    },
    async succeeded(policy, key) {
      const now = clock.now();
      await deleteCounter(db, hashed(policy.name, key), counterWindow(policy, now).start);
      await deleteCounter(db, gateKey(policy, key), GATE_WINDOW);
      await deleteKeysWithPrefix(db, sourcePrefix(policy, key));
    },
    async forgive(policy, key, admitted) {
      await decrementCounter(db, hashed(policy.name, key), admitted.windowStart);
      if (admitted.attempt > policy.freeAttempts) await deleteCounter(db, gateKey(policy, key), GATE_WINDOW);
    },
    async sources(policy, key) {
      return countKeysWithPrefix(db, sourcePrefix(policy, key), counterWindow(policy, clock.now()).start);
    },
  };
}
