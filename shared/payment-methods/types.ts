import type { Locale } from "../i18n/locales.ts";
import type { EwalletChannel, RetailOutlet, VaBankCode } from "./gateway-codes.ts";

/** Every payment method of spec section 1 falls in one of these groups, listed in this order. */
export const PAYMENT_GROUPS = ["ewallet", "va", "card", "qris", "retail", "cashier", "paylater"] as const;
export type PaymentGroup = (typeof PAYMENT_GROUPS)[number];

export type PaymentFeeRule =
  | { kind: "none" }
  | { kind: "flat"; rupiah: number }
  /** Basis points of the amount before this fee (subtotal after discount + tax + internet fee). */
  | { kind: "percent"; bps: number };

/** What `GET /public/payment-methods` and the fee arithmetic know of a method. */
export interface PaymentMethod {
  code: string;
  name: string;
  group: PaymentGroup;
  fee: PaymentFeeRule;
  /** Inclusive bounds on the amount to pay; null means no bound. */
  minAmount: number | null;
  maxAmount: number | null;
}

/**
 * A method as the registry holds it: its public rules plus what the logo and the gateway need. The
 * gateway fields are Xendit's literal codes, so an adapter maps nothing.
 */
export interface MethodEntry extends PaymentMethod {
  /** File names (no extension) under `public/payment-logos/`. */
  logos: readonly string[];
  /** Xendit `bank_code` of a virtual account. */
  vaBank: VaBankCode | null;
  /** Xendit `channel_code` of an e-wallet charge. */
  ewalletChannel: EwalletChannel | null;
  /** Xendit `retail_outlet_name` of a cash payment code. */
  retailOutlet: RetailOutlet | null;
}

/** Text in both languages, next to the method it describes. */
export type Localized<T> = Record<Locale, T>;

/**
 * How-to-pay instructions of the payment page (spec section 2). Steps may use `{number}` (the VA
 * number or payment code) and `{amount}` (the formatted total); the page fills them in.
 */
export interface HowToPaySection {
  /** Where the buyer pays: "ATM BCA", "BCA mobile", "At the Alfamart cashier"... */
  title: string;
  steps: readonly string[];
}
export type HowToPaySteps = Localized<readonly HowToPaySection[]>;

export const NO_GATEWAY_CODES = { vaBank: null, ewalletChannel: null, retailOutlet: null } as const;
