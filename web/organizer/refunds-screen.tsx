import { Link } from "react-router";
import type { PagingMeta } from "#shared/contracts/envelope.ts";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import type { RefundRow } from "#shared/contracts/organizer-refunds.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { useLocale, useRouteHref, useT } from "../lib/i18n.tsx";
import { Pager } from "./buyers-screen.tsx";
import { EventHeader } from "./event-header.tsx";
import { ScrollRegion } from "./scroll-region.tsx";
import { CARD, TABLE_CELL, TABLE_HEAD_CELL } from "./ui.ts";

interface Props {
  event: OrgEvent;
  view: "open" | "refunded";
  list: { rows: RefundRow[]; meta: PagingMeta; openCount: number; openTotal: number };
  search: string;
}

/**
 * The event's "needs refund" list: orders whose money must go back, each opening the
 * order's page where the refund is recorded; and, on the second tab, the refunds already recorded.
 */
export function RefundsScreen({ event, view, list, search }: Props) {
  const t = useT();
  const locale = useLocale();
  const href = useRouteHref();
  const ids = { orgId: String(event.organizationId), eventId: String(event.id) };
  const here = href("OrganizerEventRefunds", ids);
  return (
    <div className="space-y-5">
      <EventHeader event={event} heading={t("organizer.refunds.list.title")} />
      <p className="max-w-3xl text-sm text-slate-700">{t("organizer.refunds.list.intro")}</p>
      <nav aria-label={t("organizer.refunds.list.title")} className="flex flex-wrap gap-2">
        {(["open", "refunded"] as const).map((tab) => (
          <Link
            key={tab}
            to={tab === "open" ? here : `${here}?view=refunded`}
            aria-current={tab === view ? "page" : undefined}
            className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-700 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
          >
            {t(`organizer.refunds.list.${tab}`)}
          </Link>
        ))}
      </nav>
      <p className="text-sm font-medium text-slate-900" data-testid="refunds-summary">
        {t("organizer.refunds.list.openSummary", {
          count: list.openCount,
          total: formatRupiah(list.openTotal, locale),
        })}
      </p>
      {list.rows.length === 0 ? (
        <p className={`${CARD} text-slate-700`}>
          {t(view === "open" ? "organizer.refunds.list.empty" : "organizer.refunds.list.emptyRefunded")}
        </p>
      ) : (
        <ScrollRegion>
          <table className="min-w-full divide-y divide-slate-200" data-testid="refunds">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.refunds.list.columns.invoice")}
                </th>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.refunds.list.columns.buyer")}
                </th>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.refunds.list.columns.reason")}
                </th>
                <th scope="col" className={`${TABLE_HEAD_CELL} text-right`}>
                  {t("organizer.refunds.list.columns.total")}
                </th>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t(
                    view === "open"
                      ? "organizer.refunds.list.columns.paidAt"
                      : "organizer.refunds.list.columns.refund",
                  )}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.rows.map((row) => (
                <tr key={row.orderId}>
                  <td className={TABLE_CELL}>
                    <Link
                      to={href("OrganizerOrderDetail", { ...ids, orderId: row.orderId })}
                      className="font-mono text-xs font-semibold text-brand-700 underline underline-offset-2"
                      aria-label={`${t("organizer.refunds.order.open")} ${row.invoiceNumber}`}
                    >
                      {row.invoiceNumber}
                    </Link>
                  </td>
                  <td className={TABLE_CELL}>
                    <p className="font-medium break-words">{row.buyerName}</p>
                    <p className="break-all text-slate-600">{row.buyerEmail}</p>
                  </td>
                  <td className={TABLE_CELL}>{t(`organizer.refunds.reasons.${row.reason}`)}</td>
                  <td className={`${TABLE_CELL} whitespace-nowrap text-right font-semibold`}>
                    {formatRupiah(row.total, locale)}
                  </td>
                  <td className={`${TABLE_CELL} whitespace-nowrap`}>
                    {row.refund ? (
                      <>
                        <p>{formatRupiah(row.refund.amount, locale)}</p>
                        <p className="text-slate-600">
                          {t(`organizer.refunds.methods.${row.refund.method}`)} ·{" "}
                          {formatWib(row.refund.recordedAt, locale)}
                        </p>
                      </>
                    ) : row.paidAt ? (
                      formatWib(row.paidAt, locale)
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {list.meta.last_page > 1 ? <Pager meta={list.meta} search={search} /> : null}
    </div>
  );
}
