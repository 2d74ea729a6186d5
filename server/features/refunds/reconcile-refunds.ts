import type { FastifyBaseLogger } from "fastify";
import { applyPayoutCallback } from "./apply-payout-callback.ts";
import { refundsStuckProcessing } from "./gateway-refunds-data.ts";
import type { RefundsDeps } from "./refunds-deps.ts";

export interface RefundReconciliation {
  /** Refunds the gateway's answer moved to succeeded or failed. */
  applied: number;
  /** Still pending there, unknown there, or the gateway did not answer: left for the next round. */
  left: number;
}

/**
 * For refunds stuck in `processing` (their callback lost, the provider down when it was due): asks the
 * gateway about the refund or disbursement and applies a final answer through the callback's own path
 * (`applyPayoutCallback`), so the one transition, webhook, audit entry and mail happen once, whichever
 * of the two comes first; the other changes nothing. REFUND_RECONCILE_AFTER_MS=0 turns it off.
 */
export async function reconcileStuckRefunds(
  deps: Pick<RefundsDeps, "db" | "clock" | "config" | "gateway" | "live">,
  log?: FastifyBaseLogger,
  limit = 100,
): Promise<RefundReconciliation> {
  const after = deps.config.REFUND_RECONCILE_AFTER_MS;
  const result: RefundReconciliation = { applied: 0, left: 0 };
  if (after <= 0) return result;
  const before = new Date(deps.clock.now().getTime() - after);
  for (const refund of await refundsStuckProcessing(deps.db, before, limit)) {
    const reference = refund.gateway_reference;
    // No provider id: the process stopped between claiming and sending; an operator retries it.
    if (!reference || !refund.provider_refund_id || refund.route === "manual") {
      result.left++;
      continue;
    }
    const product = refund.route === "source" ? "refund" : "disbursement";
    try {
      const payout = await deps.gateway.getPayout(product, refund.provider_refund_id);
      if (!payout || payout.status === "PENDING" || payout.referenceId !== reference) {
        result.left++;
        continue;
      }
      const outcome = await applyPayoutCallback(
        deps,
        {
          eventId: `reconcile:${payout.providerId}`,
          product,
          referenceId: reference,
          providerId: payout.providerId,
          state: payout.status === "SUCCEEDED" ? "succeeded" : "failed",
          amount: payout.amount,
          failureCode: payout.failureCode,
          raw: { source: "reconciliation", status: payout.status, id: payout.providerId },
        },
        log,
      );
      if (outcome === "applied") result.applied++;
      else result.left++;
      log?.info({ refundId: Number(refund.id), reference, outcome }, "refund reconciled at the gateway");
    } catch (error) {
      result.left++;
      log?.warn(
        { err: error, refundId: Number(refund.id), reference },
        "refund reconciliation: gateway error",
      );
    }
  }
  return result;
}
