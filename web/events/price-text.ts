import type { EventCard } from "#shared/contracts/events.ts";
import { formatRupiah } from "#shared/format/money.ts";
import type { Translator } from "#shared/i18n/translate.ts";

/** A price as shown to buyers: "Free" for zero, rupiah otherwise. */
export function priceText(amount: number, t: Translator): string {
  return amount === 0 ? t("events.detail.free") : formatRupiah(amount, t.locale);
}

/** How an event's prices are meant: the tax rate and whether the prices hold it. */
export type EventPricing = Pick<EventCard, "price_display" | "tax_rate_bps">;

/** A tax rate for reading: 1100 -> "11", 1150 -> "11,5" in Indonesian, "11.5" in English. */
export function taxRateText(bps: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bps / 100);
}

/**
 * What goes beside a price: "+ pajak 11%" when the tax comes on top, "termasuk pajak 11%" when the
 * price holds it, nothing without tax. Checkout counts the same way (shared/pricing/tax.ts).
 */
export function taxNote(pricing: EventPricing, t: Translator): string | null {
  if (pricing.tax_rate_bps === 0) return null;
  const rate = taxRateText(pricing.tax_rate_bps, t.locale);
  return pricing.price_display === "all_in"
    ? t("events.detail.taxIncluded", { rate })
    : t("events.detail.plusTax", { rate });
}
