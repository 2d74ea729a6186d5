import type { Clock } from "./clock.ts";
import type { Config } from "./config/env.ts";
import type { Database, Db } from "./db/client.ts";
import type { SessionReader } from "./features/sessions/session-reader.ts";

/**
 * What use cases and route factories may depend on, built once per process in `buildApp`. Features
 * receive it explicitly (no module-level singletons), so tests can swap any provider.
 */
export interface AppServices {
  config: Config;
  database: Database;
  db: Db;
  sessions: SessionReader;
  clock: Clock;
}
