import type { Config } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import { databaseLiveUpdates } from "./database-live-updates-store.ts";
import type { LiveUpdates } from "./live-updates.ts";
import { redisLiveUpdates } from "./redis-live-updates.ts";

/** Redis when `REDIS_URL` is set, else the database's LISTEN/NOTIFY. Opens nothing until first used. */
export function liveUpdatesFor(
  config: Pick<Config, "REDIS_URL" | "REDIS_KEY_PREFIX">,
  database: Pick<Database, "db" | "listen">,
): LiveUpdates {
  return config.REDIS_URL
    ? redisLiveUpdates(config.REDIS_URL, config.REDIS_KEY_PREFIX)
    : databaseLiveUpdates(database);
}
