import type { ReactNode } from "react";
import { formatRupiah } from "#shared/format/money.ts";
import { useT } from "../lib/i18n.tsx";
import type { CheckoutDetail, FeeBreakdown } from "./checkout-api.ts";
import { CARD, STEP_HEADING } from "./ui.ts";

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="shrink-0 font-medium text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The held tickets and the fee breakdown (spec section 2: tax and 'Internet Fee') on every step, as the
 * server counts it with `shared/pricing/fees.ts`, so the figures are the order's: with a method chosen
 * its fee is included in the total, before that the total says the method's fee comes on top.
 */
export function CheckoutSummary({
  detail,
  fees,
  withMethod,
  children,
}: {
  detail: CheckoutDetail;
  fees: FeeBreakdown | null;
  withMethod: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const money = (amount: number) => formatRupiah(amount, t.locale);
  return (
    <section className={CARD} aria-labelledby="checkout-summary-heading" data-testid="checkout-summary">
      <h2 id="checkout-summary-heading" className={STEP_HEADING}>
        {t("checkoutWeb.summary.heading")}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {detail.tickets.map((line) => (
          <li key={line.category_id} className="flex justify-between gap-3">
            <span className="min-w-0 text-slate-700">
              {t("checkoutWeb.summary.line", { quantity: line.quantity, name: line.name })}
              {line.seats.length > 0 ? (
                <span className="block text-xs text-slate-500">
                  {t("checkoutWeb.summary.seats", { seats: line.seats.map((seat) => seat.label).join(", ") })}
                </span>
              ) : null}
            </span>
            <span className="shrink-0 font-semibold text-slate-900">{money(line.subtotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
        <Row label={t("checkoutWeb.summary.subtotal")} testId="fee-subtotal">
          {money(detail.sub_total)}
        </Row>
        {fees ? (
          <>
            {fees.voucher_discount > 0 ? (
              <Row label={t("checkoutWeb.summary.voucherDiscount")} testId="fee-voucher">
                −{money(fees.voucher_discount)}
              </Row>
            ) : null}
            {/* All-in prices hold the tax: it is named, not added (the total is the prices plus fees). */}
            <Row
              label={t(fees.tax_included ? "checkoutWeb.summary.taxIncluded" : "checkoutWeb.summary.tax")}
              testId={fees.tax_included ? "fee-tax-included" : "fee-tax"}
            >
              {money(fees.tax)}
            </Row>
            <Row label={t("checkoutWeb.summary.internetFee")} testId="fee-internet">
              {money(fees.inet_fee)}
            </Row>
            {withMethod ? (
              <Row label={t("checkoutWeb.summary.paymentFee")} testId="fee-method">
                {money(fees.payment_fee)}
              </Row>
            ) : null}
          </>
        ) : null}
      </dl>
      {/* Wraps on a 320 px phone: the total goes under its label rather than past the card. */}
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-t border-slate-200 pt-4">
        <span className="shrink-0 font-semibold text-slate-900">{t("checkoutWeb.summary.total")}</span>
        <span className="ml-auto min-w-0 text-right">
          {/* Until the fees are counted no total is shown: the subtotal alone would understate it. */}
          <span
            className="block text-xl font-extrabold text-slate-900"
            data-testid="fee-total"
            aria-busy={!fees}
          >
            {fees ? money(fees.total) : "…"}
          </span>
          {fees && !withMethod ? (
            <span className="block text-xs font-medium text-slate-600" data-testid="fee-method-pending">
              {t("checkoutWeb.summary.plusMethodFee")}
            </span>
          ) : null}
        </span>
      </div>
      {children}
    </section>
  );
}
