import type { TicketCategory, Voucher } from "#shared/contracts/events.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { useT } from "../lib/i18n.tsx";
import { CopyButton } from "../ui/copy-button.tsx";
import { CopyIcon } from "./event-icons.tsx";
import { discountText, paymentMethodName } from "./voucher-text.ts";

/**
 * One public voucher: code, discount, conditions (minimum, payment methods, categories), uses left and
 * validity, with "copy code" (snackbar confirms) and "apply" (kept for checkout).
 */
export function VoucherCard({
  voucher,
  categories,
  onApply,
}: {
  voucher: Voucher;
  categories: readonly Pick<TicketCategory, "id" | "name">[];
  onApply: (code: string) => void;
}) {
  const t = useT();
  const names = (voucher.allowed_category_ids ?? [])
    .map((id) => categories.find((category) => category.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  const conditions = [
    voucher.min_transaction > 0
      ? t("events.voucher.minTransaction", { amount: formatRupiah(voucher.min_transaction, t.locale) })
      : t("events.voucher.noMinimum"),
    voucher.allowed_payment_methods === null
      ? t("events.voucher.allMethods")
      : t("events.voucher.someMethods", {
          methods: voucher.allowed_payment_methods.map((code) => paymentMethodName(code, t)).join(", "),
        }),
    voucher.allowed_category_ids === null || names.length === 0
      ? t("events.voucher.allCategories")
      : t("events.voucher.someCategories", { categories: names.join(", ") }),
    voucher.remaining === null
      ? t("events.voucher.unlimited")
      : t.plural("events.voucher.remaining", voucher.remaining, { count: voucher.remaining }),
    ...(voucher.valid_until
      ? [t("events.voucher.validUntil", { date: formatWib(voucher.valid_until, t.locale, "dateTime") })]
      : []),
  ];
  return (
    <article
      className="flex w-full flex-col rounded-2xl border border-dashed border-brand-500 bg-brand-50/60 p-4"
      data-testid="voucher-card"
    >
      <p className="text-lg font-bold text-brand-800">{discountText(voucher, t)}</p>
      <p
        className="mt-1 font-mono text-base font-semibold tracking-wider text-slate-900"
        data-testid="voucher-code"
      >
        {voucher.code}
      </p>
      <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-700">
        {conditions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {voucher.terms ? <p className="mt-3 text-xs leading-relaxed text-slate-600">{voucher.terms}</p> : null}
      <div className="mt-4 flex gap-2">
        <CopyButton
          text={voucher.code}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <CopyIcon width={16} height={16} />
          <span aria-hidden="true">{t("events.voucher.copy")}</span>
          <span className="sr-only">{t("catalogue.detail.copyCodeLabel", { code: voucher.code })}</span>
        </CopyButton>
        <button
          type="button"
          onClick={() => onApply(voucher.code)}
          className="inline-flex min-h-10 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <span aria-hidden="true">{t("events.voucher.apply")}</span>
          <span className="sr-only">{t("catalogue.detail.applyLabel", { code: voucher.code })}</span>
        </button>
      </div>
    </article>
  );
}
