/** Refunds as other features and the composition root may use them (ADR 0117). */
export { applyPayoutCallback } from "./apply-payout-callback.ts";
export {
  type RefundLineRow,
  refundDays,
  refundLinesOfEvent,
  refundTotalsOfEvent,
} from "./gateway-refunds-data.ts";
export { startRefundJobs } from "./jobs.ts";
export { reconcileStuckRefunds } from "./reconcile-refunds.ts";
export { refundAccountsReencryptor } from "./reencrypt-refund-accounts.ts";
export { refundedOfEvent } from "./refunds-data.ts";
export { type RefundsDeps, refundsDeps } from "./refunds-deps.ts";
export { openResalePayout, retryFailedResalePayouts, sendResalePayout } from "./resale-payout.ts";
export { buyerRefundRoutes, refundsRoutes } from "./routes.ts";
