import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { AppServices } from "../../services.ts";
import type { LiveUpdates } from "../live-updates/index.ts";
import type { Mailer } from "../mail/index.ts";
import { type RefundsDeps, refundsDeps } from "../refunds/index.ts";

/**
 * The protections the race tests' CONTROLS switch off: without `listingLock` a buyer reads the
 * listing without its row lock, so several can each see it free; without `payoutLock` two repayment
 * passes can both take the same sold listing. Routes and jobs never change them.
 */
export interface ResaleLocks {
  listingLock: boolean;
  payoutLock: boolean;
}
export const STRICT_RESALE_LOCKS: ResaleLocks = Object.freeze({ listingLock: true, payoutLock: true });

/** What resale needs, picked from the app's services (the composition root built them). */
export interface ResaleDeps {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  /** The sellers' repayments go through the refunds path of the gateway. */
  refunds: RefundsDeps;
  locks: ResaleLocks;
  /** Open dashboards are told when a listing is made, withdrawn or repaid (none in some tests). */
  live?: LiveUpdates;
}

export function resaleDeps(
  services: Pick<AppServices, "db" | "config" | "clock" | "cipher" | "mailer" | "payments"> &
    Partial<Pick<AppServices, "live">>,
): ResaleDeps {
  return {
    db: services.db,
    config: services.config,
    clock: services.clock,
    mailer: services.mailer,
    refunds: refundsDeps(services),
    locks: STRICT_RESALE_LOCKS,
    ...(services.live ? { live: services.live } : {}),
  };
}
