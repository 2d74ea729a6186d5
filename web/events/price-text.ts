import { formatRupiah } from "#shared/format/money.ts";
import type { Translator } from "#shared/i18n/translate.ts";

/** A price as shown to buyers: "Free" for zero, rupiah otherwise. */
export function priceText(amount: number, t: Translator): string {
  return amount === 0 ? t("events.detail.free") : formatRupiah(amount, t.locale);
}
