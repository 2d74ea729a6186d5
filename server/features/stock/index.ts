/**
 * The stock module: the only code that reads or writes `stock_claims`, `checkout_hold_claims` and
 * `voucher_claims`, takes the category, seat and voucher locks, and moves holds and claims between
 * states (held, awaiting payment, paid, released). Checkout's holds, payments' settle/release/late-payment
 * path, the sweeper and the seeders call these named functions; nothing else names the stock tables
 * (enforced by `npm run lint`).
 */
export { databaseNow, lockBuyer, lockBuyers, lockBuyersAndCategories } from "./buyer-locks.ts";
export { type CategoryStockOfEvent, listCategoryStockOfEvents } from "./categories-of-events.ts";
export { type CategoryStockRow, listCategoriesWithStock } from "./categories-with-stock.ts";
export { lockCategories } from "./category-locks.ts";
export { categoryStockCounts } from "./category-stock-counts.ts";
export { changeCategoryQuota, type QuotaChange } from "./change-category-quota.ts";
export { claimDoorHold, type DoorShortfall } from "./claim-door-hold.ts";
export { claimsOfHold, type HoldClaim } from "./claims-of-hold.ts";
export { type EventStockTotals, eventStockTotals } from "./event-stock-totals.ts";
export { holdForPayment } from "./hold-for-payment.ts";
export { holdStillFits } from "./hold-still-fits.ts";
export { type ClaimLine, insertHolds, type NewHold } from "./insert-holds.ts";
export {
  insertSeedCategoryClaims,
  insertSeedSeatClaims,
  insertSeedVoucherUses,
} from "./insert-seed-claims.ts";
export { liveClaimCounts } from "./live-claim-counts.ts";
export { liveVoucherUse, liveVoucherUsesOf } from "./live-voucher-use.ts";
export { type LockingPolicy, STRICT_LOCKING } from "./locking-policy.ts";
export { lostSeatRace } from "./lost-seat-race.ts";
export {
  type BatchState,
  type BatchStateInput,
  type RunningHold,
  readBatchState,
} from "./read-batch-state.ts";
export { holdSweepLagSeconds, releaseExpiredHolds, startHoldSweeper } from "./release-expired-holds.ts";
export { releaseExpiredSeatClaims } from "./release-expired-seat-claims.ts";
export { releaseHolds } from "./release-holds.ts";
export { releaseSoldTickets } from "./release-sold-tickets.ts";
export { categoryHasClaims, liveSeatIdsOf, lockSeatClaims } from "./seat-map-claims.ts";
export { listSeatsWithClaims, type SeatClaimRow } from "./seats-with-claims.ts";
export { sellHold } from "./sell-hold.ts";
export { takenSeats } from "./taken-seats.ts";
export { type TicketsLeft, ticketsLeftOfEvent } from "./tickets-left-of-event.ts";
export { lockVoucherUses, voucherHasClaims, voucherUseCounts } from "./voucher-quota.ts";
export { claimVoucherUse, releaseVoucherUse } from "./voucher-uses.ts";
export {
  categoriesWithWaitingEntries,
  closeEndedOffers,
  offerFreeStockToWaitingList,
  type WaitingCategory,
  type WaitingListOffer,
} from "./waiting-list-offers.ts";
