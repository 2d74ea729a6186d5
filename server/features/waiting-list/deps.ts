import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { AppServices } from "../../services.ts";
import type { Mailer } from "../mail/index.ts";
import { type LockingPolicy, STRICT_LOCKING } from "../stock/index.ts";

/** What the waiting list needs, picked from the app's services; a race test's control weakens `locking`. */
export interface WaitingListDeps {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  locking: Pick<LockingPolicy, "claimLocks">;
}

export function waitingListDeps(
  services: Pick<AppServices, "db" | "config" | "clock" | "mailer">,
): WaitingListDeps {
  return {
    db: services.db,
    config: services.config,
    clock: services.clock,
    mailer: services.mailer,
    locking: STRICT_LOCKING,
  };
}
