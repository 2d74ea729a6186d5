import type { Config } from "./config/env.ts";
import type { DatabaseTarget } from "./db/client.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database on disk. */
export function databaseTarget(config: Config): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX }
    : { kind: "pglite", dataDir: config.PGLITE_DATA_DIR };
}
