import type { OrgEvent } from "#shared/contracts/organizer.ts";
import { ORGANIZER_OPERATIONS } from "#shared/contracts/organizer-operations.ts";
import type { PayoutStatement } from "#shared/contracts/organizer-refunds.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { EventHeader } from "./event-header.tsx";
import { ScrollRegion } from "./scroll-region.tsx";
import { CARD, HINT, ORG_BUTTON, SECTION_TITLE, TABLE_CELL, TABLE_HEAD_CELL } from "./ui.ts";

const FIGURES = ["orders", "gross", "gatewayFees", "netPayable", "internetFees"] as const;

/**
 * The payout statement of an event: per WIB day, gross minus gateway fees equals
 * net payable, the buyers' Internet Fee apart, the masked payout account, and the same as CSV.
 */
export function PayoutScreen({ event, statement }: { event: OrgEvent; statement: PayoutStatement }) {
  const t = useT();
  const locale = useLocale();
  const csv = `/api/v1${ORGANIZER_OPERATIONS.payoutCsv.path
    .replace(":orgId", String(event.organizationId))
    .replace(":eventId", String(event.id))}`;
  const cell = (key: (typeof FIGURES)[number], value: number) =>
    key === "orders" ? String(value) : formatRupiah(value, locale);
  // "2026-11-24" is a WIB calendar day: shown at WIB noon so no time zone moves it.
  const dayLabel = (day: string) => formatWib(`${day}T05:00:00Z`, locale, "date");
  const { account } = statement;
  return (
    <div className="space-y-5">
      <EventHeader event={event} heading={t("organizer.refunds.payout.title")} />
      <div className="max-w-3xl space-y-1 text-sm text-slate-700">
        <p>{t("organizer.refunds.payout.intro")}</p>
        <p>{t("organizer.refunds.payout.grossNote")}</p>
        <p>{t("organizer.refunds.payout.internetNote")}</p>
        <p>
          {t("organizer.refunds.payout.refundNote", {
            count: statement.refunded.count,
            amount: formatRupiah(statement.refunded.amount, locale),
            pendingCount: statement.refundsPending.count,
            pending: formatRupiah(statement.refundsPending.amount, locale),
          })}
        </p>
      </div>
      {statement.eventCancelled ? (
        <p
          className="max-w-3xl rounded-xl bg-red-50 p-3 text-sm font-medium text-red-900"
          data-testid="payout-cancelled"
        >
          {t("organizer.refunds.payout.cancelledFlag")}
        </p>
      ) : null}
      <section className={CARD} aria-labelledby="payout-owed" data-testid="payout-owed">
        <h2 id="payout-owed" className={SECTION_TITLE}>
          {t("organizer.refunds.payout.owedTitle", { amount: formatRupiah(statement.owed, locale) })}
        </h2>
        <p className={HINT}>{t("organizer.refunds.payout.owedNote")}</p>
        {statement.history.length > 0 ? (
          <ul className="mt-2 space-y-1 text-sm tabular-nums text-slate-800">
            {statement.history.map((entry) => (
              <li key={entry.day} className="flex flex-wrap gap-x-3">
                <span className="font-medium">{dayLabel(entry.day)}</span>
                <span>
                  {t("organizer.refunds.payout.historyLine", {
                    sold: formatRupiah(entry.sold, locale),
                    fees: formatRupiah(entry.fees, locale),
                    refunded: formatRupiah(entry.refunded, locale),
                    owed: formatRupiah(entry.owed, locale),
                  })}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className={CARD} aria-labelledby="payout-account">
        <h2 id="payout-account" className={SECTION_TITLE}>
          {t("organizer.refunds.payout.account")}
        </h2>
        {account.accountMasked ? (
          <p className="mt-2 text-sm text-slate-900" data-testid="payout-account">
            {account.bank} · <span className="font-mono">{account.accountMasked}</span> · {account.holder}
          </p>
        ) : (
          <p className={HINT}>{t("organizer.refunds.payout.noAccount")}</p>
        )}
        <a href={csv} download className={`${ORG_BUTTON.secondary} mt-3`}>
          {t("organizer.refunds.payout.download")}
        </a>
      </section>
      <DoorSales statement={statement} />
      {statement.days.length === 0 ? (
        <p className={`${CARD} text-slate-700`}>{t("organizer.refunds.payout.empty")}</p>
      ) : (
        <ScrollRegion>
          <table className="min-w-full divide-y divide-slate-200" data-testid="payout">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.refunds.payout.columns.day")}
                </th>
                {FIGURES.map((key) => (
                  <th key={key} scope="col" className={`${TABLE_HEAD_CELL} text-right`}>
                    {t(`organizer.refunds.payout.columns.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {statement.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className={`${TABLE_CELL} whitespace-nowrap text-left font-medium`}>
                    {dayLabel(day.day)}
                  </th>
                  {FIGURES.map((key) => (
                    <td key={key} className={`${TABLE_CELL} whitespace-nowrap text-right tabular-nums`}>
                      {cell(key, day[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-300 bg-slate-50">
              <tr>
                <th scope="row" className={`${TABLE_CELL} text-left font-semibold`}>
                  {t("organizer.refunds.payout.columns.total")}
                </th>
                {FIGURES.map((key) => (
                  <td
                    key={key}
                    className={`${TABLE_CELL} whitespace-nowrap text-right font-semibold tabular-nums`}
                  >
                    {cell(key, statement.totals[key])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}

/**
 * Door orders apart from the days: complimentary tickets carry no revenue, box-office cash is already
 * in the organiser's hands (the platform never owes it), box-office QRIS is inside the days above.
 */
function DoorSales({ statement }: { statement: PayoutStatement }) {
  const t = useT();
  const locale = useLocale();
  const { complimentary, cashCollected, qris } = statement.doorSales;
  if (complimentary.orders + cashCollected.orders + qris.orders === 0) return null;
  const line = (label: string, figures: typeof qris, money: boolean, testId: string) => (
    <div className="flex flex-wrap justify-between gap-2 py-2" data-testid={testId}>
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-right text-slate-900 tabular-nums">
        {t("organizer.boxOffice.payout.orders", { orders: figures.orders, tickets: figures.tickets })}
        {money ? ` · ${formatRupiah(figures.amount, locale)}` : ""}
      </dd>
    </div>
  );
  return (
    <section className={CARD} aria-labelledby="payout-door">
      <h2 id="payout-door" className={SECTION_TITLE}>
        {t("organizer.boxOffice.payout.title")}
      </h2>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        {line(t("organizer.boxOffice.payout.complimentary"), complimentary, false, "payout-door-comp")}
        {line(t("organizer.boxOffice.payout.cash"), cashCollected, true, "payout-door-cash")}
        {line(t("organizer.boxOffice.payout.qris"), qris, true, "payout-door-qris")}
      </dl>
    </section>
  );
}
