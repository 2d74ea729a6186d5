import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import type { AppServices } from "../../services.ts";
import type { LiveUpdates } from "../live-updates/index.ts";
import type { Mailer } from "../mail/index.ts";
import type { PaymentGateway } from "../payments/index.ts";

/** What refunds that move money need: the organiser's deps and the gateway (composition root, ADR 0116). */
export interface RefundsDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Seals the buyer's bank account number (like identity numbers, ADR 0118). */
  cipher: DataCipher;
  mailer: Mailer;
  gateway: PaymentGateway;
  /** Open dashboards are told when a seller's resale repayment ends (none in some tests). */
  live?: LiveUpdates;
}

export function refundsDeps(
  services: Pick<AppServices, "db" | "config" | "clock" | "cipher" | "mailer" | "payments"> &
    Partial<Pick<AppServices, "live">>,
): RefundsDeps {
  return {
    db: services.db,
    config: services.config,
    clock: services.clock,
    cipher: services.cipher,
    mailer: services.mailer,
    gateway: services.payments.client,
    ...(services.live ? { live: services.live } : {}),
  };
}

/** The context the bank account number is sealed to: one refund's row. */
export const refundAccountContext = (refundId: number) => `order_refunds.account:${refundId}`;
