import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { AppServices } from "../../services.ts";
import type { Mailer } from "../mail/mailer.ts";
import { mailerFromConfig } from "../mail/mailer-from-config.ts";
import { type LockingPolicy, STRICT_LOCKING } from "../stock/index.ts";
import type { PaymentGateway } from "./gateway.ts";
import { paymentsRuntime } from "./runtime.ts";

export interface PaymentsDeps {
  db: Db;
  config: Config;
  clock: Clock;
  gateway: PaymentGateway;
  mailer: Mailer;
  /** Always `STRICT_LOCKING`, but in the concurrency tests' control runs. */
  locking: LockingPolicy;
}

export const paymentsDeps = (services: Pick<AppServices, "db" | "config" | "clock">): PaymentsDeps => ({
  db: services.db,
  config: services.config,
  clock: services.clock,
  gateway: paymentsRuntime(services).client,
  mailer: mailerFromConfig(services.db, services.config),
  locking: STRICT_LOCKING,
});
