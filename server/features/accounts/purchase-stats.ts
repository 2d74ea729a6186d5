import type { Db } from "../../db/client.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { type PurchaseTotals, sumPaidPurchases } from "./purchase-stats-data.ts";

export type { PurchaseTotals } from "./purchase-stats-data.ts";

/**
 * Where the yearly summary's numbers come from: paid transactions, their tickets and the distinct
 * events they are for, within [from, to). The payments feature implements it over its tables.
 */
export interface PurchaseStats {
  totalsFor(buyerId: AuthorizedBuyerId, period: { from: Date; to: Date }): Promise<PurchaseTotals>;
}

/** No transactions are recorded anywhere yet, so every buyer's totals are zero. */
export const noPurchasesYet: PurchaseStats = {
  async totalsFor() {
    return { transactions: 0, tickets: 0, events: 0 };
  },
};

/** The real numbers, read from the paid transactions and their e-tickets. */
export function paidPurchaseStats(db: Db): PurchaseStats {
  return {
    totalsFor: (buyerId, period) => sumPaidPurchases(db, buyerId, period),
  };
}
