import type { FastifyBaseLogger } from "fastify";
import type { TransactionStatus } from "#shared/contracts/payments.ts";
import { announceEventActivity } from "../live-updates/index.ts";
import { findTransaction } from "./data.ts";
import type { PaymentsDeps } from "./deps.ts";

/** The live-updates topic of one transaction: its payment page (on any process) listens to it. */
export const paymentTopic = (externalId: string) => `payment:${externalId}`;

/** What a payment page is told: enough to decide to reload its data, nothing personal. */
export interface PaymentStatusUpdate {
  status: TransactionStatus;
  needs_refund: boolean;
  ewallet_status: string | null;
}

/** A page stops listening once the transaction can no longer change. */
export const isFinalPaymentUpdate = (data: unknown): boolean =>
  typeof data === "object" &&
  data !== null &&
  ["Payment Success", "Cancelled"].includes((data as { status?: unknown }).status as string);

/**
 * Publishes a transaction's current state after the change committed (never inside the transaction: a
 * page told too early would read the old state). Best effort: a page that misses it still polls. The
 * event's dashboards hear it too.
 */
export async function announceStatus(
  deps: Pick<PaymentsDeps, "db" | "live">,
  externalId: string,
  log?: FastifyBaseLogger | null,
): Promise<void> {
  try {
    const row = await findTransaction(deps.db, externalId);
    if (!row) return;
    const update: PaymentStatusUpdate = {
      status: row.status,
      needs_refund: row.needsRefund,
      ewallet_status: row.ewalletStatus,
    };
    await Promise.all([
      deps.live.publish(paymentTopic(externalId), update),
      // The organiser's open dashboards: a sale (or an expiry giving held tickets back) moved the figures.
      announceEventActivity(deps, row.eventId, "payment", log),
    ]);
  } catch (error) {
    log?.warn({ err: error }, "announcing a payment status failed");
  }
}
