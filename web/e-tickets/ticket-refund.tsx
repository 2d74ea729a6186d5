import { useState } from "react";
import { useRevalidator } from "react-router";
import type { MyTicketRefunds } from "#shared/contracts/refunds.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";

export type TicketRefundInfo = MyTicketRefunds["rows"][number];

/** Where a refunded (or buyer-cancelled) ticket's money stands: requested, on its way, back, or failed. */
export function TicketRefundState({ info }: { info: TicketRefundInfo }) {
  const t = useT();
  if (!info.refund) return null;
  const { refund } = info;
  const state = refund.awaiting_account ? "awaitingAccount" : refund.state;
  return (
    <p className="font-medium text-slate-800" data-testid="ticket-refund-progress" data-state={refund.state}>
      {t(`eTicketsWeb.refund.states.${state}`, { amount: formatRupiah(refund.amount, t.locale) })}
      {refund.fee > 0
        ? ` ${t("eTicketsWeb.refund.feeKept", { fee: formatRupiah(refund.fee, t.locale) })}`
        : ""}
    </p>
  );
}

/**
 * The buyer's own cancellation, offered while the event's refund policy allows it: the first press
 * shows what goes back (the ticket's price less the fee) and asks again; the second cancels.
 */
export function SelfCancel({
  ticketId,
  offer,
}: {
  ticketId: string;
  offer: NonNullable<TicketRefundInfo["self_cancel"]>;
}) {
  const t = useT();
  const api = useApi();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const money = (value: number) => formatRupiah(value, t.locale);
  async function cancel() {
    setBusy(true);
    setProblem(null);
    try {
      await api.call("cancelTicket", { params: { ticketId } });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) setProblem(error.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="relative z-10 mt-2 space-y-2 text-sm" data-testid="self-cancel">
      <p className="text-slate-600">
        {t("eTicketsWeb.refund.policy", { until: formatWib(offer.until, t.locale, "dateTime") })}
      </p>
      {asking ? (
        <div className="space-y-2 rounded-xl bg-amber-50 p-3 text-amber-950">
          <p>{t("eTicketsWeb.refund.confirmText", { amount: money(offer.amount), fee: money(offer.fee) })}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={cancel}
              className="rounded-full bg-red-700 px-4 py-1.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {t("eTicketsWeb.refund.confirm")}
            </button>
            <button
              type="button"
              onClick={() => setAsking(false)}
              className="rounded-full border border-slate-300 bg-white px-4 py-1.5 font-semibold text-slate-800"
            >
              {t("eTicketsWeb.refund.keep")}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setAsking(true)}
          className="rounded-full border border-red-300 bg-white px-4 py-1.5 font-semibold text-red-800 hover:bg-red-50"
        >
          {t("eTicketsWeb.refund.cancel")}
        </button>
      )}
      {problem ? (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
