import { percentOf } from "./rounding.ts";

/**
 * How an event's ticket prices are shown (set by the organiser beside the tax rate):
 * - `plus_tax`: the price is before tax; cards say "+ pajak" and checkout adds the tax on top;
 * - `all_in`: the price already holds the tax; the buyer pays the price, and checkout names the part
 *   of it that is tax ("termasuk PPN").
 */
export const PRICE_DISPLAYS = ["plus_tax", "all_in"] as const;
export type PriceDisplay = (typeof PRICE_DISPLAYS)[number];

/** The largest tax rate an event may have: 100 % (the database checks the same range). */
export const TAX_RATE_BPS_MAX = 10_000;

export interface TaxSplit {
  /** What the tickets cost without tax: the base the organiser is paid on. */
  net: number;
  /** The tax of that amount, integer rupiah. */
  tax: number;
  /** What the buyer pays for the tickets: net + tax. */
  gross: number;
}

/**
 * The tax of a ticket amount (after any voucher), one rounding, half up (rounding.ts):
 * - `plus_tax`: tax = rate x amount, added on top (gross = amount + tax);
 * - `all_in`: the amount is the gross; net = amount / (1 + rate) rounded half up, tax = amount - net,
 *   so the buyer pays exactly the amount shown and net + tax always equals it.
 */
export function splitTax(amount: number, taxRateBps: number, display: PriceDisplay): TaxSplit {
  if (!Number.isSafeInteger(taxRateBps) || taxRateBps < 0 || taxRateBps > TAX_RATE_BPS_MAX)
    throw new RangeError(`not a tax rate: ${taxRateBps}`);
  if (display === "all_in") {
    const net = percentOf(amount, 10_000, 10_000 + taxRateBps);
    return { net, tax: amount - net, gross: amount };
  }
  const tax = percentOf(amount, taxRateBps, 10_000);
  return { net: amount, tax, gross: amount + tax };
}

/**
 * A percent as typed by the organiser ("11", "11.5", "11,25"; Indonesian writes a decimal comma) to
 * basis points, exactly (no floating point): null when it is not a number with at most 2 decimals.
 * The range (0-100 %) is the contract's to check.
 */
export function percentTextToBps(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Basis points as a percent for an input: 1100 -> "11", 1150 -> "11.5", 25 -> "0.25". */
export function bpsToPercentText(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * Whether a stored order's tax was inside its ticket prices (an all-in event), read from its amounts
 * alone: with tax on top sub_total_payment is the tickets' paid amount, with all-in prices it is that
 * amount less the tax inside it (fees.ts). Both hold only without tax, which is then "not included".
 */
export function taxWasIncluded(amounts: {
  subTotal: number;
  voucherDiscount: number;
  subTotalPayment: number;
  tax: number;
}): boolean {
  return (
    amounts.tax > 0 && amounts.subTotalPayment + amounts.tax === amounts.subTotal - amounts.voucherDiscount
  );
}
