import { isMethodAvailable, type PaymentMethod, paymentFee } from "../payment-methods/index.ts";
import { type PriceDisplay, splitTax } from "./tax.ts";

export interface FeeInput {
  /** Sum of price x quantity, integer rupiah. */
  subTotal: number;
  voucherDiscount: number;
  /** The event's tax rate set by the organiser, in basis points. */
  taxRateBps: number;
  /** Whether the prices hold the tax (`all_in`) or it comes on top (`plus_tax`, the default). */
  priceDisplay?: PriceDisplay;
  /** The platform "Internet Fee" per transaction (setting INTERNET_FEE_RUPIAH). */
  internetFee: number;
  paymentMethod: PaymentMethod | null;
}

export interface FeeBreakdown {
  voucher_discount: number;
  /** What the tickets cost without tax (with `all_in`, the paid amount less the tax inside it). */
  sub_total_payment: number;
  tax: number;
  /** True when `tax` is inside the ticket prices (`all_in`): shown as "termasuk PPN", not added. */
  tax_included: boolean;
  inet_fee: number;
  /** The payment method's admin fee: VA Rp 6,000 flat, QRIS 3 %. */
  payment_fee: number;
  total: number;
  /** False when the method cannot pay this amount (retail outside Rp 10,000 - 2,500,000). */
  method_available: boolean;
}

/**
 * The order of operations, each step one rounding at most (half up to the rupiah, see rounding.ts):
 * 1. the tickets' amount = subTotal - voucher discount (never below 0);
 * 2. tax on that amount (tax.ts `splitTax`): `plus_tax` adds taxRate of it, sub_total_payment is the
 *    amount; `all_in` takes the tax out of it, sub_total_payment is the amount less that tax, so the
 *    buyer pays the shown amount either way and sub_total_payment + tax is what the tickets cost;
 * 3. inet_fee = the flat platform fee, charged only when something is paid;
 * 4. payment_fee = the method's fee on (sub_total_payment + tax + inet_fee);
 * 5. total = the sum of 1-4.
 */
export function computeFees(input: FeeInput): FeeBreakdown {
  const discount = Math.min(Math.max(input.voucherDiscount, 0), input.subTotal);
  const display = input.priceDisplay ?? "plus_tax";
  const tickets = splitTax(input.subTotal - discount, input.taxRateBps, display);
  const subTotalPayment = tickets.net;
  const tax = tickets.tax;
  const inetFee = tickets.gross > 0 ? input.internetFee : 0;
  const beforeMethod = tickets.gross + inetFee;
  const method = beforeMethod > 0 ? input.paymentMethod : null;
  const fee = method ? paymentFee(method, beforeMethod) : 0;
  return {
    voucher_discount: discount,
    sub_total_payment: subTotalPayment,
    tax,
    tax_included: display === "all_in",
    inet_fee: inetFee,
    payment_fee: fee,
    total: beforeMethod + fee,
    method_available: method ? isMethodAvailable(method, beforeMethod) : true,
  };
}
