import type { Locale } from "./locales.ts";

/**
 * Picks the plural form of a `form0 | form1` message. Spec section 9: Indonesian has no grammatical
 * plural, so the rule only separates zero (form 0) from everything else (form 1). English uses
 * singular (form 0) for exactly one and form 1 otherwise.
 */
export function pluralFormIndex(locale: Locale, count: number): 0 | 1 {
  if (locale === "id") return count === 0 ? 0 : 1;
  return count === 1 ? 0 : 1;
}
