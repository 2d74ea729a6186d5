import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { AppServices } from "../../services.ts";
import type { Mailer } from "../mail/mailer.ts";
import { mailerFromConfig } from "../mail/mailer-from-config.ts";
import type { PaymentGateway } from "./gateway.ts";
import { paymentsRuntime } from "./runtime.ts";

export interface PaymentsDeps {
  db: Db;
  config: Config;
  clock: Clock;
  gateway: PaymentGateway;
  mailer: Mailer;
}

export const paymentsDeps = (services: Pick<AppServices, "db" | "config" | "clock">): PaymentsDeps => ({
  db: services.db,
  config: services.config,
  clock: services.clock,
  gateway: paymentsRuntime(services).client,
  mailer: mailerFromConfig(services.db, services.config),
});

/**
 * Protections the concurrency tests switch off in their CONTROL runs to prove they can fail. Routes
 * never pass this. `dedupe: "off"` skips the inbox insert; `capacity: "off"` skips the category lock
 * and stock check when a payment is settled; `guard: "off"` drops the status guard of the update.
 */
export interface PaymentProtection {
  dedupe?: "on" | "off";
  capacity?: "on" | "off";
  guard?: "on" | "off";
}
