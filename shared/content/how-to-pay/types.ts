/**
 * How-to-pay instructions of the payment page (spec section 2): one entry per bank with a virtual
 * account and per retail outlet. Steps may use `{number}` (the VA number or payment code) and
 * `{amount}` (the formatted total); the page fills them in.
 */
export const HOW_TO_PAY_CHANNELS = [
  "bca",
  "bri",
  "mandiri",
  "bni",
  "permata",
  "bsi",
  "sahabat_sampoerna",
  "bjb",
  "cimb",
  "alfamart",
  "indomaret",
] as const;
export type HowToPayChannel = (typeof HOW_TO_PAY_CHANNELS)[number];

export interface HowToPaySection {
  /** Where the buyer pays: "ATM BCA", "BCA mobile", "At the Alfamart cashier"... */
  title: string;
  steps: readonly string[];
}

export type HowToPayContent = Record<HowToPayChannel, readonly HowToPaySection[]>;

export function isHowToPayChannel(value: string): value is HowToPayChannel {
  return (HOW_TO_PAY_CHANNELS as readonly string[]).includes(value);
}
