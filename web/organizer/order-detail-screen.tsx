import { useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import { orderStatusOf } from "#shared/contracts/organizer-records.ts";
import {
  type OrderDetail,
  REFUND_METHODS,
  REFUND_REFERENCE_MAX,
  type RefundMethodName,
  recordRefundBodySchema,
} from "#shared/contracts/organizer-refunds.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { paymentMethodLabel } from "#shared/payments/method-label.ts";
import { bodyForm } from "../forms/body-form.ts";
import { showApiFailure } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useRouteHref, useT } from "../lib/i18n.tsx";
import { EventHeader } from "./event-header.tsx";
import { GatewayRefundPanel } from "./gateway-refund-panel.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { ScrollRegion } from "./scroll-region.tsx";
import {
  CARD,
  ERROR_TEXT,
  FIELD,
  HINT,
  LABEL,
  ORG_BUTTON,
  SECTION_TITLE,
  TABLE_CELL,
  TABLE_HEAD_CELL,
} from "./ui.ts";

/**
 * One order for the organiser: its amounts and e-tickets, the resend of its
 * confirmation, and, when its money is owed back, the refund record (or the form to record it).
 */
export function OrderDetailScreen({ event, detail }: { event: OrgEvent; detail: OrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const href = useRouteHref();
  const { order } = detail;
  const ids = { orgId: String(event.organizationId), eventId: String(event.id) };
  const rupiah = (value: number) => formatRupiah(value, locale);
  return (
    <div className="space-y-5">
      <EventHeader
        event={event}
        heading={t("organizer.refunds.order.title", { invoice: order.invoiceNumber })}
      />
      <Link
        to={`${href("OrganizerEventBuyers", ids)}?view=orders`}
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        ← {t("organizer.refunds.order.back")}
      </Link>
      <div className="grid gap-5 lg:grid-cols-2">
        <section className={CARD} aria-labelledby="order-summary">
          <h2 id="order-summary" className={SECTION_TITLE}>
            {t("organizer.refunds.order.summary")}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">{t("organizer.refunds.order.buyer")}</dt>
            <dd className="break-words text-slate-900">
              {order.buyerName}
              <span className="block break-all text-slate-600">{order.buyerEmail}</span>
            </dd>
            <dt className="text-slate-600">{t("organizer.refunds.order.status")}</dt>
            <dd data-testid="order-status">{t(`organizer.records.status.${orderStatusOf(order)}`)}</dd>
            <dt className="text-slate-600">{t("organizer.refunds.order.method")}</dt>
            <dd data-testid="order-method">{paymentMethodLabel(t, order.paymentMethod)}</dd>
            <dt className="text-slate-600">{t("organizer.refunds.order.createdAt")}</dt>
            <dd>{formatWib(order.createdAt, locale)}</dd>
            {order.paidAt ? (
              <>
                <dt className="text-slate-600">{t("organizer.refunds.order.paidAt")}</dt>
                <dd>{formatWib(order.paidAt, locale)}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className={CARD} aria-labelledby="order-amounts">
          <h2 id="order-amounts" className={SECTION_TITLE}>
            {t("organizer.refunds.order.amounts")}
          </h2>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
            {(
              [
                ["subTotal", order.subTotal],
                // Minus only what was taken off: "-Rp 0" reads as a charge.
                ["discount", order.voucherDiscount ? -order.voucherDiscount : 0],
                ["tax", order.tax],
                ["internetFee", order.internetFee],
                ["paymentFee", order.paymentFee],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="text-slate-600">{t(`organizer.records.columns.${key}`)}</dt>
                <dd className="text-right tabular-nums">{rupiah(value)}</dd>
              </div>
            ))}
            <dt className="font-semibold text-slate-900">{t("organizer.records.columns.total")}</dt>
            <dd className="text-right font-semibold tabular-nums">{rupiah(order.total)}</dd>
          </dl>
        </section>
      </div>

      <GatewayRefundPanel event={event} detail={detail} />
      {detail.refund || detail.refundReason || detail.refunds.length === 0 ? (
        <RefundSection event={event} detail={detail} />
      ) : null}
      <ResendSection event={event} detail={detail} />

      <section aria-labelledby="order-tickets" className="space-y-3">
        <h2 id="order-tickets" className={SECTION_TITLE}>
          {t("organizer.refunds.order.tickets")}
        </h2>
        {detail.tickets.length === 0 ? (
          <p className={`${CARD} text-slate-700`}>{t("organizer.refunds.order.noTickets")}</p>
        ) : (
          <ScrollRegion>
            <table className="min-w-full divide-y divide-slate-200">
              <thead className="bg-slate-50">
                <tr>
                  {(["reference", "category", "seat", "holder", "status"] as const).map((key) => (
                    <th key={key} scope="col" className={TABLE_HEAD_CELL}>
                      {t(`organizer.records.columns.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {detail.tickets.map((ticket) => (
                  <tr key={ticket.ticketId}>
                    <td className={`${TABLE_CELL} font-mono text-xs`}>{ticket.reference}</td>
                    <td className={TABLE_CELL}>{ticket.categoryName}</td>
                    <td className={TABLE_CELL}>{ticket.seat ?? "—"}</td>
                    <td className={`${TABLE_CELL} break-words`}>{ticket.holderName}</td>
                    <td className={TABLE_CELL}>{ticket.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </div>
  );
}

function ResendSection({ event, detail }: { event: OrgEvent; detail: OrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const api = useOrganizerApi();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  async function resend() {
    setBusy(true);
    setNote(null);
    try {
      const sent = await api.call("resendConfirmation", {
        params: { orgId: String(event.organizationId), eventId: String(event.id), orderId: detail.order.id },
      });
      setNote({ text: t("organizer.refunds.order.resent", { to: sent.to }), error: false });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) setNote({ text: error.message, error: true });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className={CARD} aria-labelledby="order-resend">
      <h2 id="order-resend" className={SECTION_TITLE}>
        {t("organizer.refunds.order.resendTitle")}
      </h2>
      <p className={HINT}>{t("organizer.refunds.order.resendBody")}</p>
      {detail.canResend ? (
        <button type="button" className={`${ORG_BUTTON.secondary} mt-3`} disabled={busy} onClick={resend}>
          {busy ? t("organizer.refunds.order.resending") : t("organizer.refunds.order.resend")}
        </button>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t("organizer.refunds.order.cannotResend")}</p>
      )}
      {detail.lastResentAt ? (
        <p className={HINT}>
          {t("organizer.refunds.order.lastResent", {
            time: formatWib(detail.lastResentAt, locale),
            count: detail.resendCount,
          })}
        </p>
      ) : null}
      <p role="status" className={note?.error ? ERROR_TEXT : "mt-1 text-sm text-green-800"}>
        {note?.text ?? ""}
      </p>
    </section>
  );
}

function RefundSection({ event, detail }: { event: OrgEvent; detail: OrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const { refund, refundReason } = detail;
  // A paid order that owes nothing has only the gateway refund above: a card saying "no refund needed"
  // beneath it would contradict it.
  if (!refund && !refundReason) return null;
  return (
    <section className={CARD} aria-labelledby="order-refund" data-testid="order-refund">
      <h2 id="order-refund" className={SECTION_TITLE}>
        {t("organizer.refunds.order.refundTitle")}
      </h2>
      {refund ? (
        <p className="mt-2 text-sm text-slate-800">
          {t("organizer.refunds.order.refunded", {
            amount: formatRupiah(refund.amount, locale),
            method: t(`organizer.refunds.methods.${refund.method}`),
            reference: refund.reference,
            who: refund.recordedBy,
            time: formatWib(refund.recordedAt, locale),
          })}
        </p>
      ) : refundReason ? (
        <>
          <p className="mt-2 text-sm font-medium text-amber-900">
            {t("organizer.refunds.order.owedBecause", {
              reason: t(`organizer.refunds.reasons.${refundReason}`),
            })}
          </p>
          <RefundForm event={event} detail={detail} />
        </>
      ) : null}
    </section>
  );
}

type RefundDraft = { amount: string; method: RefundMethodName; reference: string };

/** The amount is typed as digits; the body holds it as a number. */
const refundForm = bodyForm(
  (draft: RefundDraft) => ({
    amount: Number(draft.amount),
    method: draft.method,
    reference: draft.reference,
  }),
  recordRefundBodySchema,
);

function RefundForm({ event, detail }: { event: OrgEvent; detail: OrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const api = useOrganizerApi();
  const revalidator = useRevalidator();
  const form = useSchemaForm(refundForm, {
    amount: String(detail.order.total),
    method: "bank_transfer",
    reference: "",
  });
  const { errors } = form.formState;
  const amount = form.watch("amount");
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = form.handleSubmit(async (body) => {
    setBusy(true);
    setFormProblem(null);
    try {
      await api.call("recordRefund", {
        params: { orgId: String(event.organizationId), eventId: String(event.id), orderId: detail.order.id },
        body,
      });
      await revalidator.revalidate();
    } catch (error) {
      setFormProblem(showApiFailure(form.setError, error));
    } finally {
      setBusy(false);
    }
  });
  const problems = { amount: errors.amount?.message, reference: errors.reference?.message };
  const problemIdOf = (field: keyof typeof problems) =>
    problems[field] ? `${id}-${field}-problem` : undefined;
  return (
    <form className="mt-3 grid gap-3 sm:grid-cols-3" onSubmit={submit} noValidate>
      <p className={`${HINT} sm:col-span-3`}>{t("organizer.refunds.order.recordIntro")}</p>
      <div>
        <label htmlFor={`${id}-amount`} className={LABEL}>
          {t("organizer.refunds.order.amount")}
        </label>
        <input
          id={`${id}-amount`}
          inputMode="numeric"
          {...form.register("amount")}
          value={amount}
          // Only digits are kept as they are typed (a pasted "Rp 150.000" becomes 150000).
          onChange={(change) => form.setValue("amount", change.target.value.replace(/[^0-9]/g, ""))}
          aria-invalid={problems.amount ? true : undefined}
          aria-describedby={problemIdOf("amount") ?? `${id}-amount-hint`}
          className={FIELD}
        />
        <p id={`${id}-amount-hint`} className={HINT}>
          {t("organizer.refunds.order.amountHint", { total: formatRupiah(detail.order.total, locale) })}
        </p>
        {problems.amount ? (
          <p id={`${id}-amount-problem`} className={ERROR_TEXT}>
            {problems.amount}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-method`} className={LABEL}>
          {t("organizer.refunds.order.refundMethod")}
        </label>
        <select id={`${id}-method`} {...form.register("method")} className={FIELD}>
          {REFUND_METHODS.map((value) => (
            <option key={value} value={value}>
              {t(`organizer.refunds.methods.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-reference`} className={LABEL}>
          {t("organizer.refunds.order.reference")}
        </label>
        <input
          id={`${id}-reference`}
          {...form.register("reference")}
          maxLength={REFUND_REFERENCE_MAX}
          aria-invalid={problems.reference ? true : undefined}
          aria-describedby={problemIdOf("reference") ?? `${id}-reference-hint`}
          className={FIELD}
        />
        <p id={`${id}-reference-hint`} className={HINT}>
          {t("organizer.refunds.order.referenceHint")}
        </p>
        {problems.reference ? (
          <p id={`${id}-reference-problem`} className={ERROR_TEXT}>
            {problems.reference}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-3">
        <button type="submit" className={ORG_BUTTON.primary} disabled={busy}>
          {busy ? t("organizer.refunds.order.recording") : t("organizer.refunds.order.record")}
        </button>
        {formProblem ? (
          <p role="alert" className={ERROR_TEXT}>
            {formProblem}
          </p>
        ) : null}
      </div>
    </form>
  );
}
