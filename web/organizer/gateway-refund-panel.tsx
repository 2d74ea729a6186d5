import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import type { GatewayRefund, OrderDetail } from "#shared/contracts/organizer-refunds.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { useOrganizerApi as useApi } from "./organizer-api.ts";
import { CARD, ERROR_TEXT, FIELD, HINT, LABEL, ORG_BUTTON, SECTION_TITLE } from "./ui.ts";

type Kind = "full" | "tickets" | "amount";
type Preview = { amount: number; refundable: number; route: string; ticketIds: string[] };

const STATE_STYLE: Record<GatewayRefund["state"], string> = {
  requested: "bg-slate-100 text-slate-800",
  processing: "bg-amber-100 text-amber-900",
  succeeded: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

/**
 * Refunds that move money: every refund of the order with its state (and the gateway's reason and a
 * retry when it failed), and the action to refund all that is left, some tickets or an amount, shown
 * first as a preview (what goes back, and how), then confirmed.
 */
export function GatewayRefundPanel({ event, detail }: { event: OrgEvent; detail: OrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const rupiah = (value: number) => formatRupiah(value, locale);
  if (detail.refunds.length === 0 && detail.refundable === 0) return null;
  return (
    <section className={CARD} aria-labelledby="order-gateway-refunds" data-testid="gateway-refunds">
      <h2 id="order-gateway-refunds" className={SECTION_TITLE}>
        {t("organizer.refunds.gateway.title")}
      </h2>
      <p className={HINT}>
        {t(`organizer.refunds.gateway.route.${detail.refundRoute}`)}{" "}
        {t("organizer.refunds.gateway.left", { amount: rupiah(detail.refundable) })}
      </p>
      {detail.refunds.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {detail.refunds.map((refund) => (
            <RefundRow key={refund.id} event={event} detail={detail} refund={refund} />
          ))}
        </ul>
      ) : null}
      {detail.refundable > 0 ? <RefundAction event={event} detail={detail} /> : null}
    </section>
  );
}

function RefundRow({
  event,
  detail,
  refund,
}: {
  event: OrgEvent;
  detail: OrderDetail;
  refund: GatewayRefund;
}) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const api = useApi();
  async function retry() {
    setBusy(true);
    setProblem(null);
    try {
      await api.call("retryOrderRefund", {
        params: {
          orgId: String(event.organizationId),
          eventId: String(event.id),
          orderId: detail.order.id,
          refundId: String(refund.id),
        },
      });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) setProblem(error.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="refund-row">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[refund.state]}`}>
          {t(`organizer.refunds.gateway.states.${refund.state}`)}
        </span>
        <span className="font-semibold tabular-nums">{formatRupiah(refund.amount, locale)}</span>
        <span className="text-slate-600">
          {t(`organizer.refunds.gateway.kinds.${refund.kind}`, { count: refund.ticketIds.length })}
        </span>
      </div>
      <p className="mt-1 break-words text-slate-600">
        {t("organizer.refunds.gateway.by", {
          who: refund.requestedBy || "—",
          time: formatWib(refund.requestedAt, locale),
        })}
        {refund.reason ? ` · ${refund.reason}` : ""}
        {refund.account ? ` · ${refund.account.bank} ••${refund.account.last4}` : ""}
      </p>
      {refund.awaitingAccount ? (
        <p className="mt-1 text-slate-700">{t("organizer.refunds.gateway.awaitingAccount")}</p>
      ) : null}
      {refund.state === "failed" ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-red-800">
            {t("organizer.refunds.gateway.failedBecause", { code: refund.failureCode ?? "—" })}
          </p>
          <button type="button" className={ORG_BUTTON.secondary} disabled={busy} onClick={retry}>
            {t(
              refund.route === "disbursement"
                ? "organizer.refunds.gateway.retryLink"
                : "organizer.refunds.gateway.retry",
            )}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className={ERROR_TEXT}>
          {problem}
        </p>
      ) : null}
    </li>
  );
}

function RefundAction({ event, detail }: { event: OrgEvent; detail: OrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const revalidator = useRevalidator();
  const id = useId();
  const [kind, setKind] = useState<Kind>("full");
  const [tickets, setTickets] = useState<string[]>([]);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per confirmation: a double click or a retried request is the same refund.
  const [requestKey, setRequestKey] = useState(() => newKey());
  const refundable = detail.tickets.filter((ticket) => ticket.status === "valid" && !ticket.refunded);
  const params = { orgId: String(event.organizationId), eventId: String(event.id), orderId: detail.order.id };
  const body = () => {
    const text = reason.trim() ? { reason: reason.trim() } : {};
    if (kind === "tickets") return { kind, ticketIds: tickets, ...text } as const;
    if (kind === "amount") return { kind, amount: Number(amount), ...text } as const;
    return { kind, ...text } as const;
  };
  const change = (next: () => void) => {
    next();
    setPreview(null);
    setProblem(null);
  };
  async function run(action: "preview" | "confirm") {
    setBusy(true);
    setProblem(null);
    try {
      if (action === "preview") setPreview(await api.call("previewOrderRefund", { params, body: body() }));
      else {
        await api.call("requestOrderRefund", {
          params,
          body: body(),
          headers: { "idempotency-key": requestKey },
        });
        setPreview(null);
        setRequestKey(newKey());
        await revalidator.revalidate();
      }
    } catch (error) {
      if (error instanceof ApiError) setProblem(error.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <fieldset>
        <legend className={LABEL}>{t("organizer.refunds.gateway.what")}</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          {(["full", "tickets", "amount"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === value}
                onChange={() => change(() => setKind(value))}
              />
              {t(`organizer.refunds.gateway.choose.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "tickets" ? (
        <fieldset className="space-y-1 text-sm">
          <legend className={LABEL}>{t("organizer.refunds.gateway.whichTickets")}</legend>
          {refundable.map((ticket) => (
            <label key={ticket.ticketId} className="flex flex-wrap items-center gap-2">
              <input
                type="checkbox"
                disabled={ticket.checkedIn}
                checked={tickets.includes(ticket.ticketId)}
                onChange={(e) =>
                  change(() =>
                    setTickets((list) =>
                      e.target.checked
                        ? [...list, ticket.ticketId]
                        : list.filter((x) => x !== ticket.ticketId),
                    ),
                  )
                }
              />
              <span className="font-mono text-xs">{ticket.reference}</span>
              <span className="break-words">
                {ticket.categoryName} · {ticket.holderName} · {formatRupiah(ticket.refundAmount, locale)}
              </span>
              {ticket.checkedIn ? (
                <span className="text-slate-600">({t("organizer.refunds.gateway.checkedIn")})</span>
              ) : null}
            </label>
          ))}
        </fieldset>
      ) : null}
      {kind === "amount" ? (
        <div>
          <label htmlFor={`${id}-amount`} className={LABEL}>
            {t("organizer.refunds.order.amount")}
          </label>
          <input
            id={`${id}-amount`}
            inputMode="numeric"
            value={amount}
            onChange={(e) => change(() => setAmount(e.target.value.replace(/[^0-9]/g, "")))}
            className={FIELD}
          />
          <p className={HINT}>
            {t("organizer.refunds.gateway.amountHint", { left: formatRupiah(detail.refundable, locale) })}
          </p>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-reason`} className={LABEL}>
          {t("organizer.refunds.gateway.reason")}
        </label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          className={FIELD}
        />
      </div>
      {preview ? (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-900" data-testid="refund-preview">
          {t(
            `organizer.refunds.gateway.previewText.${preview.route === "source" ? "source" : "disbursement"}`,
            {
              amount: formatRupiah(preview.amount, locale),
              count: preview.ticketIds.length,
            },
          )}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {preview ? (
          <button type="button" className={ORG_BUTTON.primary} disabled={busy} onClick={() => run("confirm")}>
            {t("organizer.refunds.gateway.confirm", { amount: formatRupiah(preview.amount, locale) })}
          </button>
        ) : (
          <button
            type="button"
            className={ORG_BUTTON.primary}
            disabled={busy || (kind === "tickets" && tickets.length === 0) || (kind === "amount" && !amount)}
            onClick={() => run("preview")}
          >
            {t("organizer.refunds.gateway.preview")}
          </button>
        )}
      </div>
      {problem ? (
        <p role="alert" className={ERROR_TEXT}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function newKey(): string {
  return `refund-${crypto.randomUUID()}`;
}
