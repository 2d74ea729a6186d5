import type { FastifyBaseLogger } from "fastify";
import type { VerifiedPayoutCallback } from "../payments/index.ts";
import { finishRefund } from "./dispatch-refund.ts";
import { findRefund } from "./gateway-refunds-data.ts";
import type { RefundsDeps } from "./refunds-deps.ts";

/**
 * The gateway's verdict on a refund or disbursement (already authenticated). Forward-only and keyed by
 * the attempt's reference, so a repeated delivery, a verdict about an older attempt or one arriving
 * after the synchronous answer changes nothing. An amount that is not the refund's is refused.
 */
export async function applyPayoutCallback(
  deps: Pick<RefundsDeps, "db" | "clock" | "live">,
  event: VerifiedPayoutCallback,
  log?: FastifyBaseLogger,
): Promise<"applied" | "ignored" | "unknown" | "amount_mismatch"> {
  const [, id] = event.referenceId.split("_");
  const refund = id && /^[0-9]+$/.test(id) ? await findRefund(deps.db, Number(id)) : null;
  if (!refund || refund.gateway_reference !== event.referenceId) return "unknown";
  if (Number(refund.amount) !== event.amount) {
    log?.warn({ refundId: refund.id, amount: event.amount }, "refund callback: amount mismatch");
    return "amount_mismatch";
  }
  const applied = await finishRefund(deps, event.referenceId, {
    state: event.state,
    providerId: event.providerId,
    failureCode: event.state === "failed" ? (event.failureCode ?? "FAILED") : null,
  });
  return applied ? "applied" : "ignored";
}
