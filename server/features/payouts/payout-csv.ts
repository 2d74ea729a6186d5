import type { Translator } from "#shared/i18n/translate.ts";
import { type Cell, csvStream } from "../exports/index.ts";
import type { OrganiserAccess, OrganizerDeps, OrgEventRow } from "../organizations/index.ts";
import { type RefundLineRow, refundLinesOfEvent } from "../refunds/index.ts";
import type { MoneyFigures } from "./money-figures.ts";
import { payoutStatement } from "./payout-statement.ts";

/**
 * The statement as CSV: one row per day, the totals, the masked payout account, the door sales, then
 * what is owed as the screen shows it (net payable less refunds gone back and under way) and one line
 * per refund, whose amounts add up to those two refund figures.
 */
export async function payoutCsv(
  deps: Pick<OrganizerDeps, "db">,
  access: OrganiserAccess,
  event: OrgEventRow,
  t: Translator,
): Promise<{ fileName: string; contentType: string; stream: ReturnType<typeof csvStream> }> {
  const [statement, refunds] = await Promise.all([
    payoutStatement(deps, access, event),
    refundLinesOfEvent(deps.db, event.id),
  ]);
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
    // Door orders: label, orders, tickets, amount (cash is the organiser's own, outside the total).
    ...door.map(([key, figures]) => [
      t(`organizer.boxOffice.payout.${key}`),
      figures.orders,
      figures.tickets,
      figures.amount,
    ]),
    [],
    [column("netPayable"), statement.totals.netPayable],
    [column("refunded"), statement.refunded.count, statement.refunded.amount],
    [column("refundsPending"), statement.refundsPending.count, statement.refundsPending.amount],
    [column("owed"), statement.owed],
    [],
    ["refundAt", "invoice", "refundWhat", "refundRoute", "refundState", "refundAmount"].map(column),
    ...refunds.map((refund) => refundLine(refund, t)),
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

/** One refund: requested at (WIB), invoice, tickets or amount, route, state, integer rupiah. */
function refundLine(refund: RefundLineRow, t: Translator): Cell[] {
  const what =
    refund.kind === "tickets"
      ? t.plural("organizer.refunds.gateway.kinds.tickets", refund.tickets, { count: refund.tickets })
      : t(`organizer.refunds.gateway.kinds.${refund.kind}`);
  return [
    refund.recorded_wib,
    refund.invoice_number,
    what,
    t(`organizer.refunds.payout.refundRoutes.${refund.route}`),
    t(`organizer.refunds.gateway.states.${refund.state}`),
    Number(refund.amount),
  ];
}
