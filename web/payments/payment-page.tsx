import { Link } from "react-router";
import type { PaymentDetail } from "#shared/contracts/payments.ts";
import { formatRupiah } from "#shared/format/money.ts";
import type { HowToPaySection } from "#shared/payment-methods/how-to-pay.ts";
import { paymentMethodLabel } from "#shared/payments/method-label.ts";
import { usePurchaseEvent } from "../analytics/use-purchase-event.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { AmountsTable } from "./amounts-table.tsx";
import { CancelTransaction } from "./cancel-transaction.tsx";
import { EwalletInstrument } from "./ewallet-instrument.tsx";
import { HowToPay } from "./how-to-pay.tsx";
import { MethodLogos } from "./method-logos.tsx";
import { PaymentCountdown } from "./payment-countdown.tsx";
import { PaymentResult } from "./payment-result.tsx";
import { QrisInstrument } from "./qris-instrument.tsx";
import { RecheckStatus } from "./recheck-status.tsx";
import { CardInstrument, ReferenceInstrument } from "./reference-instrument.tsx";
import { RetailInstrument } from "./retail-instrument.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { type VaBankOption, VaInstrument } from "./va-instrument.tsx";

export interface PaymentPageData {
  detail: PaymentDetail;
  howToPay: readonly HowToPaySection[];
  qrImage: string | null;
  /** The QRIS as a PNG, for "Save QR". */
  qrPng: string | null;
  banks: VaBankOption[];
  simulator: boolean;
}

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 desktop:p-6";

/** What the buyer pays with, by instrument (spec section 2: VA, QRIS, card, retail code, OVO...). */
function Instrument({ data }: { data: PaymentPageData }) {
  const { detail } = data;
  const t = useT();
  const amountText = formatRupiah(detail.total, t.locale);
  switch (detail.instrument) {
    case "va":
      return detail.va_number ? (
        <VaInstrument
          externalId={detail.external_id}
          methodCode={detail.payment_method}
          methodName={detail.payment_method_name}
          vaNumber={detail.va_number}
          banks={data.banks}
          canChange
        />
      ) : null;
    case "qris":
      return data.qrImage ? (
        <QrisInstrument
          qrImage={data.qrImage}
          qrPng={data.qrPng}
          invoiceNumber={detail.invoice_number}
          amountText={amountText}
        />
      ) : null;
    case "retail":
      return detail.payment_code ? (
        <RetailInstrument outletName={detail.payment_method_name} paymentCode={detail.payment_code} />
      ) : null;
    case "ewallet":
      return detail.ewallet ? (
        <EwalletInstrument
          externalId={detail.external_id}
          methodName={detail.payment_method_name}
          charge={detail.ewallet}
        />
      ) : null;
    case "card":
      return detail.card ? <CardInstrument brand={detail.card.brand} last4={detail.card.last4} /> : null;
    case "paylater":
    case "cashier":
      return detail.reference ? (
        <ReferenceInstrument kind={detail.instrument} reference={detail.reference} amountText={amountText} />
      ) : null;
  }
}

function Summary({ detail }: { detail: PaymentDetail }) {
  const t = useT();
  return (
    <aside className={`${CARD} space-y-3`} aria-labelledby="payment-summary-heading">
      <h2 id="payment-summary-heading" className="text-base font-semibold text-slate-900">
        {t("paymentsWeb.page.summary")}
      </h2>
      <dl className="space-y-2 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-slate-600">{t("paymentsWeb.page.invoiceNumber")}</dt>
          <dd className="ml-auto font-mono font-medium text-slate-900" data-testid="invoice-number">
            {detail.invoice_number}
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-slate-600">{t("paymentsWeb.page.paymentMethod")}</dt>
          <dd className="ml-auto flex items-center gap-2 text-right font-medium text-slate-900">
            <MethodLogos code={detail.payment_method} size="sm" />
            {paymentMethodLabel(t, detail.payment_method)}
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-slate-600">{t("paymentsWeb.page.merchant")}</dt>
          <dd className="ml-auto text-right font-medium text-slate-900">{detail.merchant_name}</dd>
        </div>
      </dl>
      <AmountsTable amounts={detail} />
    </aside>
  );
}

/** The body of CompletePayment: pay while waiting, then the result; the summary stays beside it. */
export function PaymentPage({ data }: { data: PaymentPageData }) {
  const t = useT();
  const href = useRouteHref();
  const { detail } = data;
  const { status } = detail;
  usePurchaseEvent(detail);
  const number = detail.va_number ?? detail.payment_code ?? "";
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 desktop:px-6 desktop:py-10" data-testid="payment-page">
      <header className="mb-6 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 desktop:text-3xl">
          {t("routes.CompletePayment.heading")}
        </h1>
        <p className="text-slate-700">{detail.event_name}</p>
        {/* A polite live region: the status poll turning the order paid or expired is announced. */}
        <div role="status" aria-live="polite" data-testid="payment-status-live">
          <StatusBadge status={detail.status} />
        </div>
      </header>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 desktop:grid-cols-[minmax(0,1fr)_19rem] desktop:items-start">
        <div className="space-y-6">
          {status === "Waiting For Payment" ? (
            <>
              <PaymentCountdown expiredDate={detail.expired_date} />
              <div className={CARD}>
                <Instrument data={data} />
              </div>
              <HowToPay
                sections={data.howToPay}
                number={number}
                amountText={formatRupiah(detail.total, t.locale)}
              />
              <div className={`${CARD} space-y-3`}>
                <RecheckStatus externalId={detail.external_id} status={detail.status} />
                <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
                  <CancelTransaction externalId={detail.external_id} />
                  {data.simulator ? (
                    <Link
                      to={href("PaymentSimulator", { externalId: detail.external_id })}
                      target="_blank"
                      className="min-h-11 content-center text-sm font-semibold text-slate-600 underline-offset-4 hover:underline"
                      data-testid="simulator-link"
                    >
                      {t("routes.PaymentSimulator.heading")}
                    </Link>
                  ) : null}
                </div>
              </div>
            </>
          ) : (
            <div className={CARD}>
              <PaymentResult
                status={status}
                paidAt={detail.paid_at}
                needsRefund={detail.needs_refund}
                eventSlug={detail.event_slug}
              />
            </div>
          )}
        </div>
        <Summary detail={detail} />
      </div>
    </div>
  );
}
