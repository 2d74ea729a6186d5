import { eq, sql } from "drizzle-orm";
import type { PayoutStatement } from "#shared/contracts/organizer-refunds.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { organisers } from "../../db/schema/index.ts";
import { rows } from "../../db/sql-helpers.ts";
import type { OrganiserAccess, OrgEventRow } from "./access.ts";
import type { OrganizerDeps } from "./deps.ts";
import { addFigures, type MoneyFigures, NO_MONEY, orderFigures } from "./money-figures.ts";
import { maskAccount } from "./organization-view.ts";
import { refundedOfEvent } from "./refunds.ts";
import { type Cell, csvStream } from "./spreadsheet.ts";

interface DayRow {
  day: string;
  orders: number | string;
  total: number | string;
  inet_fee: number | string;
  payment_fee: number | string;
}

/**
 * Paid orders (Payment Success) summed per calendar day in WIB of their payment. The day is computed
 * from the UTC instant plus 7 hours, so the session's time zone never moves an order to another day.
 * Orders of a cancelled event stay in: the money was collected, and what is owed back is tracked by
 * the refund list, not subtracted here (no money moves in the product).
 */
function paidDays(deps: Pick<OrganizerDeps, "db">, eventId: number): Promise<DayRow[]> {
  return rows<DayRow>(
    deps.db,
    sql`SELECT to_char((p.paid_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD') AS day,
          count(*) AS orders, sum(p.total) AS total, sum(p.inet_fee) AS inet_fee,
          sum(p.payment_fee) AS payment_fee
        FROM payment_transactions p
        WHERE p.event_id = ${eventId} AND p.status = 'Payment Success'
        GROUP BY 1 ORDER BY 1`,
  );
}

/**
 * The payout statement of an event (issue 18 item 6): per day and in total, gross, minus gateway
 * fees, equals net payable; the buyers' Internet Fee apart; the organisation's payout account masked.
 */
export async function payoutStatement(
  deps: Pick<OrganizerDeps, "db">,
  access: OrganiserAccess,
  event: OrgEventRow,
): Promise<PayoutStatement> {
  const [found, [org], refunded] = await Promise.all([
    paidDays(deps, event.id),
    deps.db
      .select({
        bank: organisers.payoutBank,
        last4: organisers.payoutAccountLast4,
        holder: organisers.payoutHolder,
      })
      .from(organisers)
      .where(eq(organisers.id, access.organiserId)),
    refundedOfEvent(deps, event.id),
  ]);
  const days = found.map((row) => ({
    day: row.day,
    ...orderFigures({
      total: Number(row.total),
      inetFee: Number(row.inet_fee),
      paymentFee: Number(row.payment_fee),
    }),
    orders: Number(row.orders),
  }));
  const totals = days.reduce<MoneyFigures>((sum, { day: _day, ...figures }) => addFigures(sum, figures), {
    ...NO_MONEY,
  });
  return {
    days,
    totals,
    account: {
      bank: org?.bank ?? null,
      accountMasked: maskAccount(org?.last4 ?? null),
      holder: org?.holder ?? null,
    },
    refunded,
  };
}

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
  const body: Cell[][] = [
    ...statement.days.map((day) => [day.day, ...figures(day)]),
    [column("total"), ...figures(statement.totals)],
    [],
    [column("event"), event.title],
    [column("bank"), statement.account.bank],
    [column("account"), statement.account.accountMasked],
    [column("holder"), statement.account.holder],
    [column("refunded"), statement.refunded.count, statement.refunded.amount],
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
