import type { OrgEvent } from "#shared/contracts/organizer.ts";
import type { EventDashboard } from "#shared/contracts/organizer-dashboard.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { useLocale, useT } from "../../lib/i18n.tsx";
import { EventHeader } from "../event-header.tsx";
import { eventLiveStream } from "../live/use-live-stream.ts";
import { ScrollRegion } from "../scroll-region.tsx";
import { TABLE_CELL, TABLE_HEAD_CELL } from "../ui.ts";
import {
  MethodTable,
  MoneySummary,
  NUMBER_CELL,
  NUMBER_HEAD,
  ResaleTiles,
  Section,
  StockTiles,
  useNumber,
} from "./figures.tsx";
import { LiveBadge } from "./live-badge.tsx";
import { SERIES_COLORS, TimeBarChart } from "./time-bar-chart.tsx";
import { useLiveFigures } from "./use-live-figures.ts";

type BucketKey = "15" | "60" | "1440" | "10080";
const bucketKey = (minutes: number): BucketKey =>
  (["15", "60", "1440", "10080"] as const).find((key) => Number(key) === minutes) ?? "60";

/**
 * One event's live dashboard: stock per category, money, sales and check-ins over
 * time. The page listens to the event's stream and reads the figures again on every update.
 */
export function EventDashboardScreen({ event, figures }: { event: OrgEvent; figures: EventDashboard }) {
  const t = useT();
  const locale = useLocale();
  const n = useNumber();
  const state = useLiveFigures(eventLiveStream(event.organizationId, event.id));
  const { series } = figures;
  const bucket = t(`organizer.dashboard.buckets.${bucketKey(series.bucketMinutes)}`);
  const style = series.bucketMinutes >= 24 * 60 ? "date" : "dateTime";
  const range = {
    bucket,
    from: formatWib(series.from, locale, style),
    to: formatWib(series.to, locale, style),
  };
  const gates = figures.checkIns.gates.map((entry, i) => ({
    name: entry.gate,
    color: SERIES_COLORS[i % SERIES_COLORS.length] ?? "#0f766e",
    values: new Map(
      figures.checkInPoints
        .filter((point) => point.gate === entry.gate)
        .map((point) => [new Date(point.at).getTime(), point.count]),
    ),
  }));
  return (
    <div className="space-y-5">
      <EventHeader event={event} heading={t("organizer.dashboard.title")} />
      <p className="max-w-3xl text-sm text-slate-700">{t("organizer.dashboard.intro")}</p>
      <LiveBadge state={state} generatedAt={figures.generatedAt} />

      <Section title={t("organizer.dashboard.stock.title")} testId="dashboard-stock">
        <StockTiles stock={figures.stock} testId="dashboard-stock-totals" />
        {figures.categories.length === 0 ? (
          <p className="text-sm text-slate-600">{t("organizer.dashboard.stock.empty")}</p>
        ) : (
          <ScrollRegion label={t("organizer.dashboard.stock.title")}>
            <table className="min-w-full divide-y divide-slate-200" data-testid="dashboard-categories">
              <caption className="sr-only">{t("organizer.dashboard.stock.title")}</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={TABLE_HEAD_CELL}>
                    {t("organizer.dashboard.stock.category")}
                  </th>
                  {(["sold", "held", "remaining", "quota"] as const).map((key) => (
                    <th key={key} scope="col" className={NUMBER_HEAD}>
                      {t(`organizer.dashboard.stock.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {figures.categories.map((category) => (
                  <tr key={category.id} data-testid={`dashboard-category-${category.id}`}>
                    <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
                      {category.name}
                    </th>
                    <td className={NUMBER_CELL}>{n(category.sold)}</td>
                    <td className={NUMBER_CELL}>{n(category.held)}</td>
                    <td className={NUMBER_CELL}>{n(category.remaining)}</td>
                    <td className={NUMBER_CELL}>{n(category.quota)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </Section>

      <Section title={t("organizer.dashboard.money.title")} testId="dashboard-money">
        <MoneySummary money={figures.money} testId="dashboard-money-figures" />
        <h3 className="text-sm font-semibold text-slate-800">{t("organizer.dashboard.money.byMethod")}</h3>
        <MethodTable rows={figures.byMethod} />
      </Section>

      <Section title={t("organizer.dashboard.resale.title")} testId="dashboard-resale">
        <p className="text-sm text-slate-700">{t("organizer.dashboard.resale.hint")}</p>
        <ResaleTiles resale={figures.resale} testId="dashboard-resale-figures" />
      </Section>

      <Section title={t("organizer.dashboard.sales.title")} testId="dashboard-sales">
        {figures.sales.length === 0 ? (
          <p className="text-sm text-slate-600">{t("organizer.dashboard.sales.empty")}</p>
        ) : (
          <>
            <TimeBarChart
              {...series}
              testId="dashboard-sales-chart"
              label={t("organizer.dashboard.sales.chartLabel", {
                ...range,
                total: n(figures.stock.sold),
              })}
              series={[
                {
                  name: "sales",
                  color: SERIES_COLORS[0] ?? "#0f766e",
                  values: new Map(
                    figures.sales.map((point) => [new Date(point.at).getTime(), point.tickets]),
                  ),
                },
              ]}
            />
            <details>
              <summary className="cursor-pointer text-sm font-medium text-brand-700">
                {t("organizer.dashboard.showTable")}
              </summary>
              <ScrollRegion label={t("organizer.dashboard.sales.tableCaption")}>
                <table className="min-w-full divide-y divide-slate-200">
                  <caption className="sr-only">{t("organizer.dashboard.sales.tableCaption")}</caption>
                  <thead className="bg-slate-50">
                    <tr>
                      <th scope="col" className={TABLE_HEAD_CELL}>
                        {t("organizer.dashboard.sales.period")}
                      </th>
                      <th scope="col" className={NUMBER_HEAD}>
                        {t("organizer.dashboard.sales.tickets")}
                      </th>
                      <th scope="col" className={NUMBER_HEAD}>
                        {t("organizer.dashboard.sales.gross")}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {figures.sales.map((point) => (
                      <tr key={point.at}>
                        <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                          {formatWib(point.at, locale, style)}
                        </th>
                        <td className={NUMBER_CELL}>{n(point.tickets)}</td>
                        <td className={NUMBER_CELL}>{formatRupiah(point.gross, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </details>
          </>
        )}
      </Section>

      <Section title={t("organizer.dashboard.checkIns.title")} testId="dashboard-check-ins">
        <p className="text-sm font-medium text-slate-800" data-testid="dashboard-check-ins-total">
          {t("organizer.dashboard.checkIns.total", { count: n(figures.checkIns.total) })}
        </p>
        {gates.length === 0 ? (
          <p className="text-sm text-slate-600">{t("organizer.dashboard.checkIns.empty")}</p>
        ) : (
          <>
            <ul className="flex flex-wrap gap-3 text-sm text-slate-700">
              {gates.map((gate, i) => (
                <li key={gate.name} className="flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className="inline-block h-3 w-3 rounded-sm"
                    style={{ background: gate.color }}
                  />
                  {gate.name}: {n(figures.checkIns.gates[i]?.count ?? 0)}
                </li>
              ))}
            </ul>
            <TimeBarChart
              {...series}
              testId="dashboard-check-ins-chart"
              label={t("organizer.dashboard.checkIns.chartLabel", {
                ...range,
                total: n(figures.checkIns.total),
              })}
              series={gates}
            />
            <details>
              <summary className="cursor-pointer text-sm font-medium text-brand-700">
                {t("organizer.dashboard.showTable")}
              </summary>
              <ScrollRegion label={t("organizer.dashboard.checkIns.tableCaption")}>
                <table className="min-w-full divide-y divide-slate-200">
                  <caption className="sr-only">{t("organizer.dashboard.checkIns.tableCaption")}</caption>
                  <thead className="bg-slate-50">
                    <tr>
                      <th scope="col" className={TABLE_HEAD_CELL}>
                        {t("organizer.dashboard.checkIns.period")}
                      </th>
                      <th scope="col" className={TABLE_HEAD_CELL}>
                        {t("organizer.dashboard.checkIns.gate")}
                      </th>
                      <th scope="col" className={NUMBER_HEAD}>
                        {t("organizer.dashboard.checkIns.count")}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {figures.checkInPoints.map((point) => (
                      <tr key={`${point.at}-${point.gate}`}>
                        <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                          {formatWib(point.at, locale, style)}
                        </th>
                        <td className={TABLE_CELL}>{point.gate}</td>
                        <td className={NUMBER_CELL}>{n(point.count)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </details>
          </>
        )}
      </Section>
    </div>
  );
}
