import type { Voucher } from "#shared/contracts/events.ts";
import { formatRupiah } from "#shared/format/money.ts";
import type { Catalog } from "#shared/i18n/catalog.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { isOneOf } from "../lib/narrow.ts";

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

type NamedMethod = keyof Catalog["catalogue"]["paymentMethod"];
/** The codes the catalog names; the check below keeps the list and the catalog equal. */
const NAMED_METHODS = [
  "qris",
  "va_bca",
  "va_bri",
  "va_mandiri",
  "va_bni",
  "va_permata",
  "va_bsi",
  "va_sampoerna",
  "va_bjb",
  "va_cimb",
  "ovo",
  "gopay",
  "shopeepay",
  "credit_card",
  "alfamart",
  "indomaret",
] as const satisfies readonly NamedMethod[];
const everyMethodListed: [Exclude<NamedMethod, (typeof NAMED_METHODS)[number]>] extends [never]
  ? true
  : never = true;
void everyMethodListed;

/** A payment method code (`va_bca`) by its name; an unknown code is shown readable as it is. */
export function paymentMethodName(code: string, t: Translator): string {
  return isOneOf(NAMED_METHODS, code)
    ? t(`catalogue.paymentMethod.${code}`)
    : code.replace(/_/g, " ").toUpperCase();
}
