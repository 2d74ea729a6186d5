import { createHash } from "node:crypto";
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import {
  decrementCounter,
  deleteCounter,
  deleteExpiredCounters,
  incrementCounter,
  readCounter,
} from "./data.ts";
import { type RateLimitPolicy, secondsUntil, windowAt } from "./policy.ts";

/** Share of hits that also sweep expired counters: keeps the table small with no scheduler. */
const SWEEP_PROBABILITY = 0.01;

export interface RateLimitState {
  count: number;
  allowed: boolean;
  retryAfterSeconds: number;
  /** The window the event was counted in (what `forgive` takes it back from). */
  windowStart: Date;
}

/**
 * Rate limits whose counters live in the database, so every app process enforces the same budget
 * (architecture: no state in process memory that another process needs). Keys are hashed: they
 * contain e-mail addresses and IPs, which the table has no reason to keep readable.
 */
export interface RateLimiter {
  /** Counts one event and says whether it is within the limit (atomic across processes). */
  hit(policy: RateLimitPolicy, key: string): Promise<RateLimitState>;
  /** Reads the current window's count without counting anything. */
  peek(policy: RateLimitPolicy, key: string): Promise<RateLimitState>;
  /** Forgets the current window's count (e.g. after a successful login). */
  reset(policy: RateLimitPolicy, key: string): Promise<void>;
  /**
   * Takes back ONE event `hit` counted, in the window it was counted in: for limits on failures that
   * count each attempt before checking it (so parallel attempts cannot overtake the count) and forgive
   * the attempts that turned out not to fail. Unlike `reset`, earlier failures stay counted.
   */
  forgive(policy: RateLimitPolicy, key: string, counted: RateLimitState): Promise<void>;
}

function storageKey(policy: RateLimitPolicy, key: string): string {
  return `${policy.name}:${createHash("sha256").update(key).digest("base64url")}`;
}

export function databaseRateLimiter(db: Db, clock: Clock): RateLimiter {
  const state = (
    policy: RateLimitPolicy,
    count: number,
    window: { start: Date; end: Date },
    now: Date,
  ): RateLimitState => ({
    count,
    allowed: count <= policy.limit,
    retryAfterSeconds: secondsUntil(window.end, now),
    windowStart: window.start,
  });
  return {
    async hit(policy, key) {
      const now = clock.now();
      const window = windowAt(policy, now);
      if (Math.random() < SWEEP_PROBABILITY) await deleteExpiredCounters(db, now);
      const count = await incrementCounter(db, {
        key: storageKey(policy, key),
        windowStart: window.start,
        expiresAt: window.end,
      });
      return state(policy, count, window, now);
    },
    async peek(policy, key) {
      const now = clock.now();
      const window = windowAt(policy, now);
      const count = await readCounter(db, storageKey(policy, key), window.start);
      // "Allowed" here means one more event would still fit.
      return { ...state(policy, count + 1, window, now), count };
    },
    async reset(policy, key) {
      await deleteCounter(db, storageKey(policy, key), windowAt(policy, clock.now()).start);
    },
    async forgive(policy, key, counted) {
      await decrementCounter(db, storageKey(policy, key), counted.windowStart);
    },
  };
}

/** 429 `too_many_requests` with Retry-After, for a limit that was exceeded. */
export function tooManyRequests(limited: RateLimitState): AppError {
  return new AppError("too_many_requests", {
    headers: { "retry-after": String(limited.retryAfterSeconds) },
  });
}

/** Counts one event and throws 429 when it goes over the limit. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  policy: RateLimitPolicy,
  key: string,
): Promise<void> {
  const result = await limiter.hit(policy, key);
  if (!result.allowed) throw tooManyRequests(result);
}
