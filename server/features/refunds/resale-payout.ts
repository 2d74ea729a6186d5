import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "../../db/transaction.ts";
import { dispatchRefund, GATEWAY_UNREACHABLE } from "./dispatch-refund.ts";
import { failedResalePayouts, findRefund, lockPaidOrder } from "./gateway-refunds-data.ts";
import { goesAtOnce, openRefund, orderState } from "./open-refund.ts";
import { findBuyerName } from "./refunds-data.ts";
import type { RefundsDeps } from "./refunds-deps.ts";

/**
 * The seller of a resold ticket repaid through the refunds path (ADR 0140): a `resale` refund of the
 * ticket's own order, the listing's price less the organiser's fee, never more than the order still
 * has to give back. No ticket is named: the sale already voided it, and its stock stays sold (the
 * buyer's new ticket stands on it). Opened in the caller's transaction under the order's row lock;
 * null when the order has nothing left to give (an organiser refunded it meanwhile).
 */
export async function openResalePayout(
  tx: Tx,
  deps: Pick<RefundsDeps, "clock" | "config" | "mailer">,
  sale: { orderId: string; sellerBuyerId: string; price: number; sellerFee: number; listingId: number },
): Promise<number | null> {
  const order = await lockPaidOrder(tx, sale.orderId);
  if (order?.status !== "Payment Success") return null;
  const state = await orderState(tx, order, { lockTickets: false });
  const amount = Math.min(Math.max(0, sale.price - sale.sellerFee), state.refundable);
  if (amount <= 0) return null;
  return openRefund(
    tx,
    deps,
    state,
    { kind: "resale", amount, fee: sale.sellerFee, tickets: [] },
    {
      actor: null,
      name: (await findBuyerName(tx, sale.sellerBuyerId))?.name ?? "",
      reason: `resale:${sale.listingId}`,
      requestKey: `resale:${sale.listingId}`,
    },
  );
}

/** After the commit: a repayment to the method that paid goes to the gateway at once. */
export async function sendResalePayout(deps: RefundsDeps, refundId: number, log?: FastifyBaseLogger) {
  const opened = await findRefund(deps.db, refundId);
  if (opened && goesAtOnce(opened))
    await dispatchRefund(deps, refundId, ["requested"], { bumpAttempt: false, actor: null, log });
}

/**
 * Repayments the gateway failed, sent again once they have waited REFUND_RECONCILE_AFTER_MS (0: never,
 * like the reconciler). The conditional claim of `dispatchRefund` lets one process send each. After a
 * FAILED answer it is a new request (no money moved); after no answer the same key goes again, so the
 * gateway answers the first request and the seller is paid at most once.
 */
export async function retryFailedResalePayouts(
  deps: RefundsDeps,
  log?: FastifyBaseLogger,
  limit = 100,
): Promise<number> {
  const after = deps.config.REFUND_RECONCILE_AFTER_MS;
  if (after <= 0) return 0;
  const before = new Date(deps.clock.now().getTime() - after);
  const failed = await failedResalePayouts(deps.db, before, limit);
  for (const refund of failed)
    await dispatchRefund(deps, refund.id, ["failed"], {
      bumpAttempt: refund.failure_code !== GATEWAY_UNREACHABLE,
      actor: null,
      log,
    });
  return failed.length;
}
