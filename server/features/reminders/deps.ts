import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { AppServices } from "../../services.ts";
import type { Mailer } from "../mail/index.ts";
import { databaseRateLimiter, type RateLimiter } from "../rate-limits/index.ts";

/** What the sale reminders need, picked from the app's services. */
export interface RemindersDeps {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
}

export function remindersDeps(
  services: Pick<AppServices, "db" | "config" | "clock" | "mailer">,
): RemindersDeps {
  return {
    db: services.db,
    config: services.config,
    clock: services.clock,
    mailer: services.mailer,
    limiter: databaseRateLimiter(services.db, services.clock),
  };
}
