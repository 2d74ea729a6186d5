import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TransactionDetail } from "#shared/contracts/payments.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { paymentMethodLabel } from "#shared/payments/method-label.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { AmountsTable } from "./amounts-table.tsx";
import { CancelTransaction } from "./cancel-transaction.tsx";
import { CheckStatusButton } from "./check-status-button.tsx";
import { ReceiptButton } from "./receipt-button.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { TransactionETickets } from "./transaction-e-tickets.tsx";

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 desktop:p-6";

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium break-all text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * Spec section 3, Transaction: invoice number, date, status, method, virtual account, total, tax,
 * platform fee, savings and pay-before; plus the tickets, cancel and check payment status while it is
 * waiting, and once paid its e-tickets and the receipt PDF (the status cannot change then).
 */
export function TransactionDetailView({ detail }: { detail: TransactionDetail }) {
  const t = useT();
  const href = useRouteHref();
  const waiting = detail.status === "Waiting For Payment";
  const paid = detail.status === "Payment Success";
  return (
    <div
      className="mx-auto max-w-3xl space-y-6 px-4 py-6 desktop:px-6 desktop:py-10"
      data-testid="transaction-detail"
    >
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 desktop:text-3xl">
          {t("routes.TransactionDetail.heading")}
        </h1>
        <p className="text-slate-700">{detail.event_name}</p>
      </header>
      <section className={CARD}>
        <dl className="divide-y divide-slate-100 text-sm">
          <Row label={t("paymentsWeb.detail.invoiceNumber")} testId="invoice-number">
            <span className="font-mono">{detail.invoice_number}</span>
          </Row>
          <Row label={t("paymentsWeb.detail.date")}>{formatWib(detail.created_at, t.locale)}</Row>
          <Row label={t("paymentsWeb.detail.status")}>
            <StatusBadge status={detail.status} />
          </Row>
          <Row label={t("paymentsWeb.detail.method")}>{paymentMethodLabel(t, detail.payment_method)}</Row>
          {detail.va_number ? (
            <Row label={t("paymentsWeb.detail.virtualAccount")} testId="detail-va">
              <span className="font-mono">{detail.va_number}</span>
            </Row>
          ) : null}
          {detail.payment_code ? (
            <Row label={t("paymentsWeb.detail.paymentCode")}>
              <span className="font-mono">{detail.payment_code}</span>
            </Row>
          ) : null}
          {detail.card ? (
            <Row label={t("paymentsWeb.page.cardTitle")}>
              {t("paymentsWeb.page.cardSummary", { brand: detail.card.brand, last4: detail.card.last4 })}
            </Row>
          ) : null}
          <Row label={t("paymentsWeb.detail.payBefore")}>{formatWib(detail.expired_date, t.locale)}</Row>
          {detail.paid_at ? (
            <Row label={t("paymentsWeb.detail.paidAt")}>{formatWib(detail.paid_at, t.locale)}</Row>
          ) : null}
        </dl>
      </section>
      <section className={CARD} aria-labelledby="detail-tickets">
        <h2 id="detail-tickets" className="text-base font-semibold text-slate-900">
          {t("paymentsWeb.detail.tickets")}
        </h2>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {detail.tickets.map((line) => (
            <li key={line.category_id} className="flex justify-between gap-4 py-2">
              <span className="text-slate-800">
                {line.quantity} × {line.name}
                {line.seats.length > 0 ? (
                  <span className="block text-xs text-slate-500">
                    {t("paymentsWeb.detail.seat", { seats: line.seats.join(", ") })}
                  </span>
                ) : null}
              </span>
              <span className="font-medium text-slate-900">{formatRupiah(line.subtotal, t.locale)}</span>
            </li>
          ))}
        </ul>
        {detail.voucher_code ? (
          <p className="mt-2 text-xs text-emerald-700">
            {t("paymentsWeb.detail.voucher", { code: detail.voucher_code })}
          </p>
        ) : null}
        <div className="mt-3 border-t border-slate-100 pt-1">
          <AmountsTable amounts={detail} />
        </div>
      </section>
      {paid ? <TransactionETickets tickets={detail.e_tickets} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        {waiting ? (
          <>
            <Link
              to={href("CompletePayment", { slug: detail.event_slug, externalId: detail.external_id })}
              className={BUTTON_CLASS.primary}
            >
              {t("paymentsWeb.detail.completePayment")}
            </Link>
            <CheckStatusButton externalId={detail.external_id} />
            <CancelTransaction externalId={detail.external_id} />
          </>
        ) : null}
        {paid ? <ReceiptButton externalId={detail.external_id} /> : null}
      </div>
    </div>
  );
}
