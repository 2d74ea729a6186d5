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
 * The payout statement of an event (issue 18 item 6): per WIB day, gross minus gateway fees equals
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
          })}
        </p>
      </div>
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
