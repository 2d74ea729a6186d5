import { isMethodAvailable, type PaymentMethod, paymentFee } from "./payment-methods.ts";
import { bpsOf } from "./rounding.ts";

export interface FeeInput {
  /** Sum of price x quantity, integer rupiah. */
  subTotal: number;
  voucherDiscount: number;
  /** The event's tax rate set by the organiser, in basis points. */
  taxRateBps: number;
  /** The platform "Internet Fee" per transaction (setting INTERNET_FEE_RUPIAH). */
  internetFee: number;
  paymentMethod: PaymentMethod | null;
}

export interface FeeBreakdown {
  voucher_discount: number;
  sub_total_payment: number;
  tax: number;
  inet_fee: number;
  /** The payment method's admin fee: VA Rp 6,000 flat, QRIS 3 %. */
  payment_fee: number;
  total: number;
  /** False when the method cannot pay this amount (retail outside Rp 10,000 - 2,500,000). */
  method_available: boolean;
}

/**
 * The order of operations, each step one rounding at most (half up to the rupiah, see rounding.ts):
 * 1. sub_total_payment = subTotal - voucher discount (never below 0);
 * 2. tax = taxRate of sub_total_payment (tax is on what the buyer pays for the tickets);
 * 3. inet_fee = the flat platform fee, charged only when something is paid;
 * 4. payment_fee = the method's fee on (sub_total_payment + tax + inet_fee);
 * 5. total = the sum of 1-4.
 */
export function computeFees(input: FeeInput): FeeBreakdown {
  const discount = Math.min(Math.max(input.voucherDiscount, 0), input.subTotal);
  const subTotalPayment = input.subTotal - discount;
  const tax = bpsOf(subTotalPayment, input.taxRateBps);
  const inetFee = subTotalPayment > 0 ? input.internetFee : 0;
  const beforeMethod = subTotalPayment + tax + inetFee;
  const method = beforeMethod > 0 ? input.paymentMethod : null;
  const fee = method ? paymentFee(method, beforeMethod) : 0;
  return {
    voucher_discount: discount,
    sub_total_payment: subTotalPayment,
    tax,
    inet_fee: inetFee,
    payment_fee: fee,
    total: beforeMethod + fee,
    method_available: method ? isMethodAvailable(method, beforeMethod) : true,
  };
}
