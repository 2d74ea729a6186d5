import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { AppServices } from "../../services.ts";

export interface CheckoutDeps {
  db: Db;
  config: Config;
  clock: Clock;
}

export const checkoutDeps = (services: AppServices): CheckoutDeps => ({
  db: services.db,
  config: services.config,
  clock: services.clock,
});

/**
 * The protections the concurrency tests switch off in their CONTROL runs to prove they can fail.
 * Routes never pass this; only tests call the use cases with it. `locking: "none"` skips every lock
 * and pre-check (buyer, category, seat, voucher); `idempotency: "off"` ignores the key.
 */
export interface Protection {
  locking?: "row" | "none";
  idempotency?: "on" | "off";
}
