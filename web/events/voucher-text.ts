import type { Voucher } from "#shared/contracts/events.ts";
import { formatRupiah } from "#shared/format/money.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { Translator } from "#shared/i18n/translate.ts";

/** "10% off, up to Rp 50.000" or "Rp 25.000 off". */
export function discountText(voucher: Voucher, t: Translator): string {
  if (voucher.discount_unit === "fixed")
    return t("events.voucher.fixed", { amount: formatRupiah(voucher.amount, t.locale) });
  if (voucher.max_discount === null) return t("events.voucher.percent", { amount: voucher.amount });
  return t("events.voucher.percentCapped", {
    amount: voucher.amount,
    max: formatRupiah(voucher.max_discount, t.locale),
  });
}

/** A payment method code (`va_bca`) by its name; an unknown code is shown readable as it is. */
export function paymentMethodName(code: string, t: Translator): string {
  const key = `catalogue.paymentMethod.${code}` as MessageKey;
  const name = t(key);
  return name === key ? code.replace(/_/g, " ").toUpperCase() : name;
}
