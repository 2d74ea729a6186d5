import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { AppServices } from "../../services.ts";
import type { HoldOutcome } from "./claim-stock.ts";
import { type TicketRequest, withHoldCombiner } from "./create-hold.ts";
import type { Combiner } from "./hold-combiner.ts";

export interface CheckoutDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** The per-event combiner (ADR 0105); without it every checkout is its own transaction. */
  holds?: Combiner<TicketRequest, HoldOutcome>;
}

/**
 * Checkouts waiting for one event's next batch in this process; past it, 503 + Retry-After at once.
 * Waiting here costs a little memory, not a database connection, so it can be generous.
 */
const MAX_QUEUED_PER_LANE = 2_048;

export const checkoutDeps = (services: AppServices): CheckoutDeps =>
  withHoldCombiner({ db: services.db, config: services.config, clock: services.clock }, MAX_QUEUED_PER_LANE);

/**
 * The protections the concurrency tests switch off in their CONTROL runs to prove they can fail.
 * Routes never pass this; only tests call the use cases with it. `locking: "none"` skips every lock
 * and pre-check (buyer, category, seat, voucher); `idempotency: "off"` ignores the key.
 */
export interface Protection {
  locking?: "row" | "none";
  idempotency?: "on" | "off";
}
