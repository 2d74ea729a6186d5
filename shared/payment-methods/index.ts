/**
 * The payment methods registry: every method of spec section 1 with its fee, bounds, logo and gateway
 * codes, one family per file (`e-wallets.ts`, `va-banks.ts`, `retail.ts`, `others.ts`). Everything
 * else that lists methods, banks or outlets (the public method list, the contract's enums, VA
 * prefixes, logos, how-to-pay) is derived from here. The how-to-pay steps are read through
 * `how-to-pay.ts`, not this module, so the browser bundles that import it leave that text out.
 */
import { bpsOf } from "../pricing/rounding.ts";
import { E_WALLET_METHODS } from "./e-wallets.ts";
import type { VaBankCode } from "./gateway-codes.ts";
import { CARD, CASHIER, PAYLATER, QRIS } from "./others.ts";
import { RETAIL_METHODS } from "./retail.ts";
import type { MethodEntry, PaymentGroup, PaymentMethod } from "./types.ts";
import { VA_BANKS, VA_METHODS } from "./va-banks.ts";

export {
  EWALLET_CHANNELS,
  type EwalletChannel,
  RETAIL_OUTLETS,
  type RetailOutlet,
  VA_BANK_CODES,
  type VaBankCode,
} from "./gateway-codes.ts";
export { PAYLATER_PROVIDERS, QRIS_FEE_BPS } from "./others.ts";
export { RETAIL_MAX_RUPIAH, RETAIL_MIN_RUPIAH } from "./retail.ts";
export type { MethodEntry, PaymentFeeRule, PaymentGroup, PaymentMethod } from "./types.ts";
export { PAYMENT_GROUPS } from "./types.ts";
export { VA_FEE_RUPIAH } from "./va-banks.ts";

/** In the order of `PAYMENT_GROUPS`, which is the order the buyer sees. */
export const PAYMENT_METHODS: readonly MethodEntry[] = [
  ...E_WALLET_METHODS,
  ...VA_METHODS,
  CARD,
  QRIS,
  ...RETAIL_METHODS,
  CASHIER,
  PAYLATER,
];

/** Each bank's merchant prefix of our fixed VA numbers. */
export const VA_PREFIXES = Object.fromEntries(VA_BANKS.map((row) => [row.bank, row.prefix])) as Record<
  VaBankCode,
  string
>;

const BY_CODE = new Map(PAYMENT_METHODS.map((method) => [method.code, method]));

export function findPaymentMethod(code: string): MethodEntry | undefined {
  return BY_CODE.get(code);
}

/** Whether the method can pay `amount` (the total before its own fee). */
export function isMethodAvailable(method: PaymentMethod, amount: number): boolean {
  if (method.minAmount !== null && amount < method.minAmount) return false;
  if (method.maxAmount !== null && amount > method.maxAmount) return false;
  return true;
}

export function paymentFee(method: PaymentMethod, amount: number): number {
  switch (method.fee.kind) {
    case "none":
      return 0;
    case "flat":
      return method.fee.rupiah;
    case "percent":
      return bpsOf(amount, method.fee.bps);
  }
}

/** The logo URLs of a method code (none for a code the registry does not know). */
export function methodLogos(code: string): string[] {
  return (BY_CODE.get(code)?.logos ?? []).map((name) => `/payment-logos/${name}.svg`);
}

/**
 * How money paid with a method goes back. E-wallets, QRIS, cards and paylater refund to the source
 * through the gateway's refund API. A virtual account or a retail payment code has no way back to its
 * payer: the gateway disburses to a bank account the buyer names. `group` is the method's (or, for a
 * code the registry does not know, the order's instrument, which uses the same names).
 */
export const REFUND_ROUTE_OF_GROUP: Record<PaymentGroup, "source" | "disbursement"> = {
  ewallet: "source",
  qris: "source",
  card: "source",
  paylater: "source",
  va: "disbursement",
  retail: "disbursement",
  cashier: "disbursement",
};

export function refundRouteOf(methodCode: string, instrument: PaymentGroup): "source" | "disbursement" {
  return REFUND_ROUTE_OF_GROUP[findPaymentMethod(methodCode)?.group ?? instrument];
}
