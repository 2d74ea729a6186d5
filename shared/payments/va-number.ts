import { findPaymentMethod, VA_PREFIXES, type VaBankCode } from "../payment-methods/index.ts";

/**
 * Fixed VA numbers: the bank's merchant prefix (each bank's row in the payment methods registry) then
 * a random suffix. The database refuses a number already handed to an order that can still be paid
 * (`payment_transactions_va_active_uq`), so allocation retries with a new suffix on conflict.
 */
export { VA_PREFIXES };

/** Total length of the VA number for every bank (Xendit issues 10-16 digits; 16 keeps it uniform). */
export const VA_LENGTH = 16;

export function suffixLength(bank: VaBankCode): number {
  return VA_LENGTH - VA_PREFIXES[bank].length;
}

/** `digits` is a source of random decimal digits (crypto on the server, seeded in tests). */
export function vaNumber(bank: VaBankCode, digits: (count: number) => string): string {
  const suffix = digits(suffixLength(bank));
  if (!new RegExp(`^[0-9]{${suffixLength(bank)}}$`).test(suffix)) throw new RangeError("bad suffix");
  return VA_PREFIXES[bank] + suffix;
}

export function isVaNumberOf(bank: VaBankCode, number: string): boolean {
  return number.length === VA_LENGTH && number.startsWith(VA_PREFIXES[bank]) && /^[0-9]+$/.test(number);
}

/** Which bank a method code (`va_bca`, `va_sahabat_sampoerna`) names, or null when it is not a VA. */
export function vaBankOfMethod(code: string): VaBankCode | null {
  return findPaymentMethod(code)?.vaBank ?? null;
}
