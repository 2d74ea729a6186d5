import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { AppServices } from "../../services.ts";

/** What the gates' use cases need (composition root, ADR 0116). */
export interface GatesDeps {
  db: Db;
  clock: Clock;
  /** PUBLIC_BASE_URL builds the check-in links. */
  config: Config;
}

export const gatesDeps = (services: Pick<AppServices, "db" | "clock" | "config">): GatesDeps => ({
  db: services.db,
  clock: services.clock,
  config: services.config,
});
