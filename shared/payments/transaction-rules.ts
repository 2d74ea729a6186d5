import type { TransactionStatus } from "../contracts/payments.ts";

/**
 * The only moves a transaction's status may make (spec section 4, and the late-payment path of the
 * payments reference): forward only, so a stale or reordered callback can never undo a later state.
 */
const NEXT: Record<TransactionStatus, readonly TransactionStatus[]> = {
  "Waiting For Payment": ["Payment Success", "Payment Expired", "Cancelled"],
  // A payment that arrives after expiry is honoured when stock still allows it.
  "Payment Expired": ["Payment Success"],
  "Payment Success": [],
  Cancelled: [],
};

export function canMove(from: TransactionStatus, to: TransactionStatus): boolean {
  return NEXT[from].includes(to);
}

/** The statuses a transaction may be in for a move to `to`: the guard of the UPDATE ... WHERE status IN. */
export function statusesBefore(to: TransactionStatus): TransactionStatus[] {
  return (Object.keys(NEXT) as TransactionStatus[]).filter((from) => canMove(from, to));
}

export const isFinal = (status: TransactionStatus): boolean => NEXT[status].length === 0;
