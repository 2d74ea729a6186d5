import { findPaymentMethod, paymentFee } from "#shared/payment-methods/index.ts";

/**
 * The organiser's money arithmetic, in one place for the payout statement and the live dashboard.
 * Pure functions over integer rupiah.
 *
 * Where the figures come from:
 * - Gateway fees ARE stored per order: `payment_transactions.payment_fee`, fixed at checkout by the
 *   spec's fee table (section 9: virtual account Rp 6,000 flat, QRIS 3 %; the other methods none),
 *   `shared/pricing/payment-methods.ts`. The buyer pays it on top and the gateway keeps it. Reports
 *   read the stored column; `gatewayFeeOf` is the same rule for an amount that has no order yet.
 * - The buyer's Internet Fee (`inet_fee`) is the platform's, not the organiser's: it is neither in
 *   gross nor in net, and is shown apart.
 * - No commission (spec: organisers pay none).
 */

/** The gateway's fee on `amount` (rupiah before the fee) for a payment method code such as `va_bca`. */
export function gatewayFeeOf(method: string, amount: number): number {
  const found = findPaymentMethod(method);
  return found ? paymentFee(found, amount) : 0;
}

/** The stored amounts of one paid order that the organiser's figures are made of. */
export interface PaidOrderAmounts {
  /** What the buyer paid in all. */
  total: number;
  /** The platform's Internet Fee inside `total`. */
  inetFee: number;
  /** The gateway's fee inside `total` (stored at checkout). */
  paymentFee: number;
}

export interface MoneyFigures {
  orders: number;
  /** What buyers paid less the platform's Internet Fee: tickets after discount, tax and gateway fee. */
  gross: number;
  gatewayFees: number;
  /** gross - gatewayFees: what is owed to the organiser. */
  netPayable: number;
  /** The buyers' Internet Fee, the platform's, shown apart. */
  internetFees: number;
}

export const NO_MONEY: MoneyFigures = { orders: 0, gross: 0, gatewayFees: 0, netPayable: 0, internetFees: 0 };

/** One paid order's contribution: gross = total - Internet Fee; net = gross - gateway fee. */
export function orderFigures(order: PaidOrderAmounts): MoneyFigures {
  const gross = order.total - order.inetFee;
  return {
    orders: 1,
    gross,
    gatewayFees: order.paymentFee,
    netPayable: gross - order.paymentFee,
    internetFees: order.inetFee,
  };
}

export function addFigures(a: MoneyFigures, b: MoneyFigures): MoneyFigures {
  return {
    orders: a.orders + b.orders,
    gross: a.gross + b.gross,
    gatewayFees: a.gatewayFees + b.gatewayFees,
    netPayable: a.netPayable + b.netPayable,
    internetFees: a.internetFees + b.internetFees,
  };
}

/** "2026-11-24": the calendar day in WIB (UTC+7, no daylight saving) of a UTC instant. */
export function wibDay(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}
