import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import type { AppServices } from "../../services.ts";
import type { LiveUpdates } from "../live-updates/index.ts";
import type { Mailer } from "../mail/index.ts";
import { type LockingPolicy, STRICT_LOCKING } from "../stock/index.ts";
import type { PaymentGateway } from "./gateway.ts";

export interface PaymentsDeps {
  db: Db;
  config: Config;
  clock: Clock;
  gateway: PaymentGateway;
  mailer: Mailer;
  /** Moves visitors' sealed answers from the hold to the tickets it issues. */
  cipher: DataCipher;
  /** Always `STRICT_LOCKING`, but in the concurrency tests' control runs. */
  locking: LockingPolicy;
  /** Tells every process's open payment pages that a transaction changed (ADR 0125). */
  live: LiveUpdates;
}

/** The services the payments use cases, webhook receiver, jobs and test routes take (the root built them). */
export type PaymentsServices = Pick<
  AppServices,
  "db" | "config" | "clock" | "mailer" | "payments" | "cipher" | "live"
>;

/** Picks what payments need from the app's services; builds nothing, so calling it again is free. */
export const paymentsDeps = (services: PaymentsServices): PaymentsDeps => ({
  db: services.db,
  config: services.config,
  clock: services.clock,
  gateway: services.payments.client,
  mailer: services.mailer,
  cipher: services.cipher,
  locking: STRICT_LOCKING,
  live: services.live,
});
