import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import type { AppServices } from "../../services.ts";
import type { Mailer } from "../mail/index.ts";
import {
  type AttemptBackoff,
  databaseBackoff,
  databaseRateLimiter,
  type RateLimiter,
} from "../rate-limits/index.ts";
import type { SessionReader } from "../sessions/index.ts";
import { type PurchaseStats, paidPurchaseStats } from "./purchase-stats.ts";

/**
 * What the accounts use cases need: the app's services (built once by the composition root) plus the
 * accounts' own rate limiter and purchase statistics.
 */
export interface AccountsDeps {
  db: Db;
  config: Config;
  clock: Clock;
  sessions: SessionReader;
  cipher: DataCipher;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The per-account sign-in backoff, in the same store as the rate limits. */
  backoff: AttemptBackoff;
  purchaseStats: PurchaseStats;
}

export function accountsDeps(services: AppServices): AccountsDeps {
  return {
    db: services.db,
    config: services.config,
    clock: services.clock,
    sessions: services.sessions,
    cipher: services.cipher,
    mailer: services.mailer,
    limiter: databaseRateLimiter(services.db, services.clock),
    backoff: databaseBackoff(services.db, services.clock),
    purchaseStats: paidPurchaseStats(services.db),
  };
}
