import { Link } from "react-router";
import { DASHBOARD_LIVE_PATH, type OrgDashboard } from "#shared/contracts/organizer-dashboard.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { useLocale, useRouteHref, useT } from "../../lib/i18n.tsx";
import { ScrollRegion } from "../scroll-region.tsx";
import { TABLE_CELL, TABLE_HEAD_CELL } from "../ui.ts";
import {
  MethodTable,
  MoneySummary,
  NUMBER_CELL,
  NUMBER_HEAD,
  Section,
  StockTiles,
  useNumber,
} from "./figures.tsx";
import { LiveBadge } from "./live-badge.tsx";
import { useLiveFigures } from "./use-live-figures.ts";

const COLUMNS = ["sold", "held", "remaining", "gross", "fees", "net", "internetFee", "checkIns"] as const;

/** The organisation's dashboard: its events summed, one row per event, live like the event's own. */
export function OrgDashboardScreen({
  orgId,
  orgName,
  figures,
}: {
  orgId: string;
  orgName: string | undefined;
  figures: OrgDashboard;
}) {
  const t = useT();
  const locale = useLocale();
  const href = useRouteHref();
  const n = useNumber();
  const state = useLiveFigures(DASHBOARD_LIVE_PATH.organization.replace(":orgId", orgId));
  const rp = (value: number) => formatRupiah(value, locale);
  const cells = (row: Pick<OrgDashboard["events"][number], "stock" | "money" | "checkIns">) => [
    n(row.stock.sold),
    n(row.stock.held),
    n(row.stock.remaining),
    rp(row.money.gross),
    rp(row.money.gatewayFees),
    rp(row.money.net),
    rp(row.money.internetFee),
    n(row.checkIns),
  ];
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm text-slate-600">{orgName}</p>
        <h1 className="text-2xl font-bold text-slate-900">{t("organizer.dashboard.orgTitle")}</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">{t("organizer.dashboard.orgIntro")}</p>
      </div>
      <LiveBadge state={state} generatedAt={figures.generatedAt} />

      <Section title={t("organizer.dashboard.stock.title")}>
        <StockTiles stock={figures.totals.stock} testId="org-dashboard-stock" />
      </Section>
      <Section title={t("organizer.dashboard.money.title")}>
        <MoneySummary money={figures.totals.money} testId="org-dashboard-money" />
        <h3 className="text-sm font-semibold text-slate-800">{t("organizer.dashboard.money.byMethod")}</h3>
        <MethodTable rows={figures.byMethod} />
      </Section>

      <Section title={t("organizer.dashboard.events.title")}>
        {figures.events.length === 0 ? (
          <p className="text-sm text-slate-600">{t("organizer.dashboard.events.empty")}</p>
        ) : (
          <ScrollRegion label={t("organizer.dashboard.events.title")}>
            <table className="min-w-full divide-y divide-slate-200" data-testid="org-dashboard-events">
              <caption className="sr-only">{t("organizer.dashboard.events.title")}</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={TABLE_HEAD_CELL}>
                    {t("organizer.dashboard.events.event")}
                  </th>
                  {COLUMNS.map((key) => (
                    <th key={key} scope="col" className={NUMBER_HEAD}>
                      {t(`organizer.dashboard.events.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {figures.events.map((row) => (
                  <tr key={row.eventId} data-testid={`org-dashboard-event-${row.eventId}`}>
                    <th scope="row" className={`${TABLE_CELL} min-w-48 text-left`}>
                      <Link
                        to={href("OrganizerEventDashboard", { orgId, eventId: String(row.eventId) })}
                        className="font-medium text-brand-700 underline-offset-2 hover:underline"
                      >
                        {row.title}
                      </Link>
                      <span className="block text-xs font-normal text-slate-600">
                        {formatWib(row.startsAt, locale, "date")}
                      </span>
                    </th>
                    {cells(row).map((text, i) => (
                      <td key={COLUMNS[i]} className={`${NUMBER_CELL} whitespace-nowrap`}>
                        {text}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot className="bg-slate-50">
                <tr>
                  <th scope="row" className={`${TABLE_CELL} text-left font-semibold`}>
                    {t("organizer.dashboard.events.totals")}
                  </th>
                  {cells(figures.totals).map((text, i) => (
                    <td key={COLUMNS[i]} className={`${NUMBER_CELL} whitespace-nowrap font-semibold`}>
                      {text}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </ScrollRegion>
        )}
      </Section>
    </div>
  );
}
