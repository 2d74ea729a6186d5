import type { FastifyBaseLogger } from "fastify";
import { applyCallback, type CallbackOutcome } from "./apply-callback.ts";
import { transactionsToReconcile } from "./data.ts";
import type { PaymentsDeps } from "./deps.ts";

/**
 * Asks the gateway about one transaction and applies what it says through the same path as a
 * callback, so a lost callback still completes the order (and a duplicate of it later is a no-op).
 * The event id is the provider's payment id: two reconciliations of one payment dedupe too.
 */
export async function reconcileOne(
  deps: PaymentsDeps,
  externalId: string,
  log?: FastifyBaseLogger,
): Promise<CallbackOutcome | "nothing"> {
  const status = await deps.gateway.getStatus(externalId);
  if (status.state !== "paid" || !status.paymentId || status.amount === null) return "nothing";
  return applyCallback(
    deps,
    {
      eventId: `reconcile:${status.paymentId}`,
      externalId,
      kind: "paid",
      amount: status.amount,
      currency: status.currency,
      paymentId: status.paymentId,
      paidAt: status.paidAt,
      failureCode: null,
      raw: {
        source: "reconciliation",
        state: status.state,
        amount: status.amount,
        payment_id: status.paymentId,
      },
    },
    { log },
  );
}

/** The reconciliation job: pending transactions, and those expired in the last 24 h (late payments). */
export async function reconcilePending(
  deps: PaymentsDeps,
  log?: FastifyBaseLogger,
  limit = 200,
): Promise<number> {
  let changed = 0;
  for (const { external_id } of await transactionsToReconcile(deps.db, limit)) {
    const outcome = await reconcileOne(deps, external_id, log);
    if (outcome !== "nothing" && outcome !== "duplicate" && outcome !== "already_paid") changed++;
  }
  return changed;
}
