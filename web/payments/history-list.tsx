import { Link } from "react-router";
import type { HistoryRow } from "#shared/contracts/payments.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { paymentMethodLabel } from "#shared/payments/method-label.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { StatusBadge } from "./status-badge.tsx";
import type { PagedHistory } from "./use-paged-history.ts";

function HistoryCard({ row }: { row: HistoryRow }) {
  const t = useT();
  const href = useRouteHref();
  return (
    <li>
      <Link
        to={href("TransactionDetail", { externalId: row.external_id })}
        className="block rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300"
        data-testid="history-row"
        data-external-id={row.external_id}
      >
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-semibold text-slate-900">{row.event_name}</p>
          <StatusBadge status={row.status} />
        </div>
        <p className="mt-1 font-mono text-xs text-slate-500">{row.invoice_number}</p>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-2 text-sm">
          <div className="text-slate-600">
            <p>{formatWib(row.created_at, t.locale)}</p>
            <p>
              {paymentMethodLabel(t, row.payment_method)} ·{" "}
              {t.plural("paymentsWeb.history.tickets", row.ticket_count)}
            </p>
          </div>
          <p className="text-base font-bold text-slate-900" data-testid="history-total">
            {formatRupiah(row.total, t.locale)}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** The transactions, newest first, with "load more" and the empty states (spec section 2). */
export function HistoryList({ list, filtered }: { list: PagedHistory; filtered: boolean }) {
  const t = useT();
  const href = useRouteHref();
  if (list.rows.length === 0) {
    return (
      <div
        className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center"
        data-testid="history-empty"
      >
        <p className="font-semibold text-slate-900">
          {filtered ? t("paymentsWeb.history.noMatch") : t("paymentsWeb.history.emptyTitle")}
        </p>
        {filtered ? null : (
          <>
            <p className="mt-2 text-slate-600">{t("paymentsWeb.history.emptyBody")}</p>
            <Link to={href("LandingPage")} className={`${BUTTON_CLASS.primary} mt-4`}>
              {t("paymentsWeb.history.findEvents")}
            </Link>
          </>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" data-testid="history-count">
        {t.plural("paymentsWeb.history.count", list.total)}
      </p>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 desktop:grid-cols-2">
        {list.rows.map((row) => (
          <HistoryCard key={row.external_id} row={row} />
        ))}
      </ul>
      {list.failed ? (
        <p role="alert" className="text-center text-sm text-red-700">
          {t("paymentsWeb.history.loadFailed")}
        </p>
      ) : null}
      {list.isLastPage ? null : (
        <div className="flex justify-center">
          <button
            type="button"
            className={BUTTON_CLASS.secondary}
            onClick={list.loadMore}
            disabled={list.loading}
          >
            {list.loading ? t("paymentsWeb.history.loading") : t("paymentsWeb.history.loadMore")}
          </button>
        </div>
      )}
    </div>
  );
}
