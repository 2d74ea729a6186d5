import { type ReactNode, useId } from "react";
import type {
  EventDashboard,
  MoneyFigures,
  ResaleFigures,
  StockFigures,
} from "#shared/contracts/organizer-dashboard.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { paymentMethodLabel } from "#shared/payments/method-label.ts";
import { useLocale, useT } from "../../lib/i18n.tsx";
import { ScrollRegion } from "../scroll-region.tsx";
import { CARD, HINT, SECTION_TITLE, TABLE_CELL, TABLE_HEAD_CELL } from "../ui.ts";

export const NUMBER_CELL = `${TABLE_CELL} whitespace-nowrap text-right tabular-nums`;
export const NUMBER_HEAD = `${TABLE_HEAD_CELL} text-right`;

export function useNumber() {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale === "id" ? "id-ID" : "en-GB");
  return (value: number) => format.format(value);
}

/** Four stock numbers as tiles: what a glance at the sale's first hour needs. */
export function StockTiles({ stock, testId }: { stock: StockFigures; testId: string }) {
  const t = useT();
  const n = useNumber();
  const tiles = [
    ["sold", stock.sold],
    ["held", stock.held],
    ["remaining", stock.remaining],
    ["quota", stock.quota],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid={testId}>
      {tiles.map(([key, value]) => (
        <div key={key} className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="text-xs font-medium text-slate-600">{t(`organizer.dashboard.stock.${key}`)}</dt>
          <dd
            className="mt-1 text-2xl font-bold tabular-nums text-slate-900"
            data-testid={`${testId}-${key}`}
          >
            {n(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The event's resale at a glance: listed now, resold, repaid to sellers, the organiser's fees. */
export function ResaleTiles({ resale, testId }: { resale: ResaleFigures; testId: string }) {
  const t = useT();
  const locale = useLocale();
  const n = useNumber();
  const tiles = [
    ["listed", n(resale.listed)],
    ["resold", n(resale.resold)],
    ["repaid", formatRupiah(resale.repaid, locale)],
    ["feesKept", formatRupiah(resale.feesKept, locale)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid={testId}>
      {tiles.map(([key, value]) => (
        <div key={key} className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="text-xs font-medium text-slate-600">{t(`organizer.dashboard.resale.${key}`)}</dt>
          <dd
            className="mt-1 text-xl font-bold tabular-nums text-slate-900 break-words"
            data-testid={`${testId}-${key}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Gross, gateway fees, net (no commission), the tax inside them, and the Internet Fee apart. */
export function MoneySummary({ money, testId }: { money: MoneyFigures; testId: string }) {
  const t = useT();
  const locale = useLocale();
  const n = useNumber();
  const rp = (value: number) => formatRupiah(value, locale);
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-testid={testId}>
      <div className="rounded-xl border border-slate-200 bg-white p-3">
        <dt className="text-xs font-medium text-slate-600">{t("organizer.dashboard.money.gross")}</dt>
        <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900" data-testid={`${testId}-gross`}>
          {rp(money.gross)}
        </dd>
        <dd className={HINT}>{t("organizer.dashboard.money.grossHint")}</dd>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-3">
        <dt className="text-xs font-medium text-slate-600">{t("organizer.dashboard.money.gatewayFees")}</dt>
        <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900" data-testid={`${testId}-fees`}>
          − {rp(money.gatewayFees)}
        </dd>
        <dd className={HINT}>
          {t("organizer.dashboard.money.orders")}: {n(money.orders)}
        </dd>
      </div>
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-3">
        <dt className="text-xs font-medium text-slate-700">{t("organizer.dashboard.money.net")}</dt>
        <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900" data-testid={`${testId}-net`}>
          {rp(money.net)}
        </dd>
        <dd className={HINT}>
          {t("organizer.dashboard.money.netHint")} {t("organizer.dashboard.money.tax")}: {rp(money.tax)}
        </dd>
      </div>
      <div className="rounded-xl border border-dashed border-slate-300 p-3 sm:col-span-3">
        <dt className="text-xs font-medium text-slate-600">{t("organizer.dashboard.money.internetFee")}</dt>
        <dd className="mt-1 font-semibold tabular-nums text-slate-800" data-testid={`${testId}-internet-fee`}>
          {rp(money.internetFee)}
        </dd>
      </div>
    </dl>
  );
}

/** Gross and the gateway's fee per payment method. */
export function MethodTable({ rows }: { rows: EventDashboard["byMethod"] }) {
  const t = useT();
  const locale = useLocale();
  const n = useNumber();
  if (rows.length === 0)
    return <p className="text-sm text-slate-600">{t("organizer.dashboard.money.noSales")}</p>;
  return (
    <ScrollRegion label={t("organizer.dashboard.money.byMethod")}>
      <table className="min-w-full divide-y divide-slate-200" data-testid="dashboard-methods">
        <caption className="sr-only">{t("organizer.dashboard.money.byMethod")}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TABLE_HEAD_CELL}>
              {t("organizer.dashboard.money.method")}
            </th>
            <th scope="col" className={NUMBER_HEAD}>
              {t("organizer.dashboard.money.methodOrders")}
            </th>
            <th scope="col" className={NUMBER_HEAD}>
              {t("organizer.dashboard.money.methodGross")}
            </th>
            <th scope="col" className={NUMBER_HEAD}>
              {t("organizer.dashboard.money.methodFee")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.method}>
              <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
                {paymentMethodLabel(t, row.method)}
              </th>
              <td className={NUMBER_CELL}>{n(row.orders)}</td>
              <td className={NUMBER_CELL}>{formatRupiah(row.gross, locale)}</td>
              <td className={NUMBER_CELL}>{formatRupiah(row.gatewayFee, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section className={`${CARD} space-y-4`} data-testid={testId} aria-labelledby={id}>
      <h2 id={id} className={SECTION_TITLE}>
        {title}
      </h2>
      {children}
    </section>
  );
}
