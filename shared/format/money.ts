import type { Locale } from "../i18n/locales.ts";

const formatters = {
  id: new Intl.NumberFormat("id-ID", {
    style: "currency",
    currency: "IDR",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }),
  en: new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "IDR",
    currencyDisplay: "code",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }),
} satisfies Record<Locale, Intl.NumberFormat>;

/**
 * Formats an amount of integer rupiah: "Rp 150.000" in Indonesian, "IDR 150,000" in English.
 * Amounts are never converted to another currency (see docs/decisions/0004-i18n.md); a non-integer is
 * a bug upstream, so it throws rather than rounding money silently.
 */
export function formatRupiah(amount: number, locale: Locale): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`money must be integer rupiah, got ${amount}`);
  return formatters[locale].format(amount).replace(/\u00a0/g, " ");
}
