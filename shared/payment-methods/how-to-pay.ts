import type { Locale } from "../i18n/locales.ts";
import { RETAIL_HOW_TO_PAY } from "./retail.ts";
import type { HowToPaySection, HowToPaySteps } from "./types.ts";
import { VA_HOW_TO_PAY } from "./va-banks.ts";

export type { HowToPaySection } from "./types.ts";

/** Every VA bank's and retail outlet's steps, keyed by Xendit's code (`BNI`, `ALFAMART`). */
const STEPS = new Map<string, HowToPaySteps>(Object.entries({ ...VA_HOW_TO_PAY, ...RETAIL_HOW_TO_PAY }));

/**
 * The payment page's how-to-pay steps in `locale` for a VA bank or retail outlet code (any case);
 * none for a method without steps. Server-side only, so only the page's own text reaches the browser.
 */
export function howToPaySections(channel: string, locale: Locale): readonly HowToPaySection[] {
  return STEPS.get(channel.toUpperCase())?.[locale] ?? [];
}
