import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type { Db } from "../../server/db/client.ts";
import { postgresWaitingRoomStore, redisWaitingRoomStore } from "../../server/features/waiting-room/index.ts";
import type { WaitingRoomStore } from "../../server/features/waiting-room/store.ts";

/** The Redis the waiting-room tests use (the 127.0.0.1:6379 unless TEST_REDIS_URL says otherwise). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether that Redis answers; the Redis half of the tests is skipped loudly when it does not. */
export async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** The prefixes this test file made (each file runs in its own module scope). */
const madeHere = new Set<string>();

/** A key prefix of its own per store, so test files and runs never share a line. */
export function redisTestPrefix(): string {
  const prefix = `tiketin-test:${process.env.TEST_RUN_ID ?? "local"}:${randomBytes(6).toString("hex")}:`;
  madeHere.add(prefix);
  return prefix;
}

export type StoreKind = "postgres" | "redis";

export function makeStore(kind: StoreKind, db: Db): WaitingRoomStore {
  return kind === "redis"
    ? redisWaitingRoomStore(TEST_REDIS_URL, db, redisTestPrefix())
    : postgresWaitingRoomStore(db);
}

/**
 * Deletes the keys this test file's prefixes left behind (or one prefix's), never another file's: files
 * run at once, and dropping a whole run's keys would pull a line out from under a running test.
 */
export async function dropRedisTestKeys(prefix?: string): Promise<void> {
  const prefixes = prefix ? [prefix] : [...madeHere];
  if (prefixes.length === 0) return;
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    for (const each of prefixes) {
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", `${each}*`, "COUNT", 1000);
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== "0");
    }
  } finally {
    redis.disconnect();
  }
}
