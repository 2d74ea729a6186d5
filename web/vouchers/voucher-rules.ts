import type { ListedVoucher } from "#shared/contracts/vouchers.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { paymentMethodName } from "../events/voucher-text.ts";

/**
 * A voucher's rules as a buyer reads them: minimum spend, payment methods, ticket categories, uses
 * left and the validity window, in the event page's own words (`events.voucher.*`).
 */
export function voucherRules(voucher: ListedVoucher, t: Translator): string[] {
  const categories = voucher.allowed_categories?.map((category) => category.name).filter(Boolean) ?? [];
  return [
    voucher.min_transaction > 0
      ? t("events.voucher.minTransaction", { amount: formatRupiah(voucher.min_transaction, t.locale) })
      : t("events.voucher.noMinimum"),
    voucher.allowed_payment_methods === null
      ? t("events.voucher.allMethods")
      : t("events.voucher.someMethods", {
          methods: voucher.allowed_payment_methods.map((code) => paymentMethodName(code, t)).join(", "),
        }),
    categories.length === 0
      ? t("events.voucher.allCategories")
      : t("events.voucher.someCategories", { categories: categories.join(", ") }),
    voucher.remaining === null
      ? t("events.voucher.unlimited")
      : t.plural("events.voucher.remaining", voucher.remaining, { count: voucher.remaining }),
    voucher.valid_until
      ? t("events.voucher.validUntil", { date: formatWib(voucher.valid_until, t.locale, "dateTime") })
      : t("vouchersWeb.detail.noEnd"),
  ];
}
