import type { Translator } from "#shared/i18n/translate.ts";
import { type Cell, csvStream } from "../exports/index.ts";
import type { OrganiserAccess, OrganizerDeps, OrgEventRow } from "../organizations/index.ts";
import type { MoneyFigures } from "./money-figures.ts";
import { payoutStatement } from "./payout-statement.ts";

/** The statement as CSV: one row per day, the totals, then the masked payout account. */
export async function payoutCsv(
  deps: Pick<OrganizerDeps, "db">,
  access: OrganiserAccess,
  event: OrgEventRow,
  t: Translator,
): Promise<{ fileName: string; contentType: string; stream: ReturnType<typeof csvStream> }> {
  const statement = await payoutStatement(deps, access, event);
  const column = (key: string) => t(`organizer.refunds.payout.columns.${key}` as Parameters<Translator>[0]);
  const header = ["day", "orders", "gross", "gatewayFees", "netPayable", "internetFees"].map(column);
  const figures = (f: MoneyFigures): Cell[] => [
    f.orders,
    f.gross,
    f.gatewayFees,
    f.netPayable,
    f.internetFees,
  ];
  const { complimentary, cashCollected, qris } = statement.doorSales;
  const door = [
    ["complimentary", complimentary],
    ["cash", cashCollected],
    ["qris", qris],
  ] as const;
  const body: Cell[][] = [
    ...statement.days.map((day) => [day.day, ...figures(day)]),
    [column("total"), ...figures(statement.totals)],
    [],
    [column("event"), event.title],
    [column("bank"), statement.account.bank],
    [column("account"), statement.account.accountMasked],
    [column("holder"), statement.account.holder],
    [column("refunded"), statement.refunded.count, statement.refunded.amount],
    // Door orders: label, orders, tickets, amount (cash is the organiser's own, outside the total).
    ...door.map(([key, figures]) => [
      t(`organizer.boxOffice.payout.${key}`),
      figures.orders,
      figures.tickets,
      figures.amount,
    ]),
  ];
  async function* batches(): AsyncGenerator<Cell[][]> {
    yield body;
  }
  return {
    fileName: `${event.slug}-payout-${new Date().toISOString().slice(0, 10)}.csv`,
    contentType: "text/csv; charset=utf-8",
    stream: csvStream(header, batches()),
  };
}
