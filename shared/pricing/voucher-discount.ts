import { percentOf } from "./rounding.ts";

export interface VoucherTerms {
  discountUnit: "percent" | "fixed";
  /** Whole percent (1-100) or integer rupiah. */
  amount: number;
  maxDiscount: number | null;
  minTransaction: number;
  /** null: every payment method. */
  allowedPaymentMethods: readonly string[] | null;
  /** Empty: every category. */
  allowedCategoryIds: readonly number[];
}

export interface CartLine {
  categoryId: number;
  price: number;
  quantity: number;
}

export type VoucherRefusal = "min_transaction" | "no_eligible_category" | "payment_method";

export const lineTotal = (line: CartLine): number => line.price * line.quantity;
export const cartSubTotal = (lines: readonly CartLine[]): number =>
  lines.reduce((sum, line) => sum + lineTotal(line), 0);

/** The part of the cart the voucher applies to: the allowed categories, or all of it. */
export function discountBase(terms: VoucherTerms, lines: readonly CartLine[]): number {
  const eligible =
    terms.allowedCategoryIds.length === 0
      ? lines
      : lines.filter((line) => terms.allowedCategoryIds.includes(line.categoryId));
  return cartSubTotal(eligible);
}

/** Why the voucher cannot apply to this cart and method, or null when it can. */
export function voucherRefusal(
  terms: VoucherTerms,
  lines: readonly CartLine[],
  paymentMethod: string | null,
): VoucherRefusal | null {
  if (discountBase(terms, lines) <= 0) return "no_eligible_category";
  if (cartSubTotal(lines) < terms.minTransaction) return "min_transaction";
  if (paymentMethod && terms.allowedPaymentMethods && !terms.allowedPaymentMethods.includes(paymentMethod))
    return "payment_method";
  return null;
}

/**
 * Percent: rounded half up on the eligible subtotal, then capped by `maxDiscount`. Fixed: the amount.
 * Never more than the eligible subtotal, so a total can never go negative.
 */
export function voucherDiscount(terms: VoucherTerms, lines: readonly CartLine[]): number {
  const base = discountBase(terms, lines);
  const raw = terms.discountUnit === "percent" ? percentOf(base, terms.amount, 100) : terms.amount;
  const capped = terms.maxDiscount === null ? raw : Math.min(raw, terms.maxDiscount);
  return Math.max(0, Math.min(capped, base));
}
