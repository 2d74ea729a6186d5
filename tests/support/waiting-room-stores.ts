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

/** A key prefix of its own per store, so test files and runs never share a line. */
export const redisTestPrefix = () =>
  `tiketin-test:${process.env.TEST_RUN_ID ?? "local"}:${randomBytes(6).toString("hex")}:`;

export type StoreKind = "postgres" | "redis";

export function makeStore(kind: StoreKind, db: Db): WaitingRoomStore {
  return kind === "redis"
    ? redisWaitingRoomStore(TEST_REDIS_URL, redisTestPrefix())
    : postgresWaitingRoomStore(db);
}

/** Deletes the keys one test prefix left behind, or by default every one of this run's. */
export async function dropRedisTestKeys(prefix?: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const pattern = prefix ? `${prefix}*` : `tiketin-test:${process.env.TEST_RUN_ID ?? "local"}:*`;
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}
