import { Link } from "react-router";
import type { ListedVoucher } from "#shared/contracts/vouchers.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { discountText } from "../events/voucher-text.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { VoucherActions } from "./voucher-actions.tsx";
import { voucherRules } from "./voucher-rules.ts";

/** One voucher on the list screen: the discount, the code, its event, every rule, copy and apply. */
export function ListedVoucherCard({ voucher }: { voucher: ListedVoucher }) {
  const t = useT();
  const href = useRouteHref();
  const detail = href("VoucherDetail", { slug: voucher.event.slug, code: voucher.code });
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-dashed border-brand-500 bg-white p-4 shadow-sm"
      data-testid="listed-voucher"
      aria-labelledby={`voucher-${voucher.id}`}
    >
      <h2 id={`voucher-${voucher.id}`} className="text-lg font-bold text-brand-800">
        {discountText(voucher, t)}
      </h2>
      <p
        className="mt-1 font-mono text-base font-semibold tracking-wider text-slate-900"
        data-testid="voucher-code"
      >
        {voucher.code}
      </p>
      <p className="mt-2 text-sm font-semibold text-slate-900">
        {t("vouchersWeb.card.forEvent", { event: voucher.event.title })}
      </p>
      <p className="text-sm text-slate-600">
        {t("vouchersWeb.card.eventWhen", {
          date: formatWib(voucher.event.starts_at, t.locale, "date"),
          city: voucher.event.city,
        })}
      </p>
      <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {voucherRules(voucher, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <VoucherActions voucher={voucher} />
        <Link
          to={detail}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">{t("vouchersWeb.card.details")}</span>
          <span className="sr-only">{t("vouchersWeb.card.detailsLabel", { code: voucher.code })}</span>
        </Link>
      </div>
    </article>
  );
}
