/**
 * How the stock, checkout and payment paths protect themselves against races. Production always runs
 * `STRICT_LOCKING`; it is part of each feature's deps so that the concurrency tests can build deps with
 * one protection switched off in their CONTROL runs and prove each race test can fail. No route or
 * use case takes it as an argument.
 */
export interface LockingPolicy {
  /** Buyer advisory locks, category row locks, seat and voucher pre-checks when claiming. */
  claimLocks: boolean;
  /** A reused idempotency key replays the first answer. */
  idempotency: boolean;
  /** A payment callback is recorded once in the inbox; a duplicate delivery changes nothing. */
  callbackDedupe: boolean;
  /** A settling payment re-checks capacity under the category locks (late payments). */
  settleCapacityCheck: boolean;
  /** Payment status moves only forward (`Payment Success` is never written twice). */
  statusGuard: boolean;
  /** A public checkout gets none of a category's free stock while accounts wait on its list. */
  waitingListReserve: boolean;
  /**
   * A resale's payment locks the seller's ticket before reading its check-in, and a gate admission
   * re-reads a ticket under its lock, so a sale and the seller's entry never both win.
   */
  resaleTicketLock: boolean;
}

export const STRICT_LOCKING: LockingPolicy = Object.freeze({
  claimLocks: true,
  idempotency: true,
  callbackDedupe: true,
  settleCapacityCheck: true,
  statusGuard: true,
  waitingListReserve: true,
  resaleTicketLock: true,
});
