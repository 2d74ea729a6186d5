import type { FastifyBaseLogger } from "fastify";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { announceStatus } from "./announce-status.ts";
import { lockTransaction } from "./data.ts";
import type { PaymentsDeps } from "./deps.ts";
import { expireLocked } from "./expire-transactions.ts";
import type { VerifiedCallback } from "./gateway.ts";
import { recordEvent, setEventOutcome, updateTransaction } from "./payment-writes-data.ts";
import { settlePayment } from "./settle-payment.ts";

export type CallbackOutcome =
  | "duplicate"
  | "unknown_transaction"
  | "pending"
  | "paid"
  | "late_paid"
  | "refund_needed"
  | "already_paid"
  | "amount_mismatch"
  | "ewallet_failed"
  | "ignored"
  | "expired";

/**
 * Applies one authenticated callback (or one reconciliation finding) in ONE database transaction:
 * the inbox row (its primary key turns a repeated delivery into a no-op), then the transaction row
 * locked, then a forward-only change. Money is checked, not trusted: a paid event moves nothing unless
 * its currency is IDR and its amount is exactly the transaction's total.
 */
export async function applyCallback(
  deps: PaymentsDeps,
  event: VerifiedCallback,
  options: { log?: FastifyBaseLogger } = {},
): Promise<CallbackOutcome> {
  const dedupe = deps.locking.callbackDedupe;
  const outcome = await inTransaction(deps.db, async (tx) => {
    const fresh =
      !dedupe ||
      (await recordEvent(tx, {
        provider: deps.gateway.provider,
        eventId: event.eventId,
        externalId: event.externalId,
        kind: event.kind,
        amount: event.amount,
        raw: event.raw,
      }));
    if (!fresh) return "duplicate" as const;
    const result = await decide(tx, deps, event);
    if (dedupe) await setEventOutcome(tx, deps.gateway.provider, event.eventId, result);
    return result;
  });
  if (options.log && (outcome === "paid" || outcome === "late_paid")) deps.mailer.deliver(options.log);
  if (CHANGING_OUTCOMES.has(outcome)) await announceStatus(deps, event.externalId, options.log);
  return outcome;
}

/** Outcomes that changed what the buyer's payment page shows. */
const CHANGING_OUTCOMES: ReadonlySet<CallbackOutcome> = new Set([
  "paid",
  "late_paid",
  "refund_needed",
  "ewallet_failed",
  "expired",
]);

async function decide(tx: Tx, deps: PaymentsDeps, event: VerifiedCallback): Promise<CallbackOutcome> {
  const trx = await lockTransaction(tx, event.externalId);
  if (!trx) return "unknown_transaction";
  switch (event.kind) {
    case "pending":
      return "pending";
    case "expired":
      // Our own expiry time decides; the provider's word only speeds up what the expiry job would do.
      return (await expireLocked(tx, trx)) ? "expired" : "ignored";
    case "failed":
      // A failure that arrives late for a push the buyer already sent again is about the old charge:
      // the new push stays pending (under load the old one's timeout could land after the retry).
      if (event.chargeId !== undefined && event.chargeId !== trx.ewalletChargeId) return "ignored";
      if (trx.instrument === "ewallet" && trx.status === "Waiting For Payment") {
        await updateTransaction(tx, trx.id, {
          ewalletStatus: "FAILED",
          ewalletFailureCode: event.failureCode,
        });
        return "ewallet_failed";
      }
      return "ignored";
    case "paid": {
      if (event.currency !== trx.currency || event.amount !== trx.total) return "amount_mismatch";
      if (trx.instrument === "ewallet") await updateTransaction(tx, trx.id, { ewalletStatus: "SUCCEEDED" });
      return settlePayment(tx, deps, trx, {
        amount: event.amount,
        paymentId: event.paymentId,
        paidAt: event.paidAt,
      });
    }
  }
}
