import type { AuthorizedBuyerId } from "../sessions/require-viewer.ts";

export interface PurchaseTotals {
  transactions: number;
  tickets: number;
  events: number;
}

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
