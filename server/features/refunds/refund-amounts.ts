import { bpsOf } from "#shared/pricing/rounding.ts";

/**
 * The arithmetic of a refund, pure, over integer rupiah.
 *
 * A ticket's share of an order is what its buyer paid for it: the order's total less the Internet Fee
 * and the payment method's fee (neither belongs to one ticket), split over the tickets by their price
 * at purchase (the hold's lines; the category's price when they do not say), so vouchers and tax are
 * shared as they were charged. Shares are floored and the last ticket takes the rest, so the shares add
 * up to exactly the tickets' part of the total.
 */
export interface OrderAmounts {
  total: number;
  inetFee: number;
  paymentFee: number;
}

export function ticketShares(
  order: OrderAmounts,
  tickets: readonly { id: string; price: number }[],
): Map<string, number> {
  const pool = Math.max(0, order.total - order.inetFee - order.paymentFee);
  const weight = tickets.reduce((sum, ticket) => sum + ticket.price, 0);
  const shares = new Map<string, number>();
  let given = 0;
  tickets.forEach((ticket, index) => {
    const last = index === tickets.length - 1;
    const share = last
      ? pool - given
      : weight > 0
        ? Math.floor((pool * ticket.price) / weight)
        : Math.floor(pool / tickets.length);
    shares.set(ticket.id, share);
    given += share;
  });
  return shares;
}

/** Each category's price at purchase, from the hold's lines (`[{ category_id, price }]`). */
export function pricesFromLines(lines: unknown): Map<number, number> {
  const prices = new Map<number, number>();
  if (!Array.isArray(lines)) return prices;
  for (const line of lines) {
    const { category_id: id, price } = (line ?? {}) as { category_id?: unknown; price?: unknown };
    if (typeof id === "number" && typeof price === "number") prices.set(id, price);
  }
  return prices;
}

/** The buyer's cancellation fee on a ticket's share: flat rupiah or basis points, never above the share. */
export function cancellationFee(share: number, policy: { feeRupiah: number; feeBps: number }): number {
  const fee = policy.feeRupiah > 0 ? policy.feeRupiah : bpsOf(share, policy.feeBps);
  return Math.min(share, fee);
}
