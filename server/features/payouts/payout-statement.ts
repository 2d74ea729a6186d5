import type { PayoutStatement } from "#shared/contracts/organizer-refunds.ts";
import {
  maskAccount,
  type OrganiserAccess,
  type OrganizerDeps,
  type OrgEventRow,
} from "../organizations/index.ts";
import { refundDays, refundTotalsOfEvent } from "../refunds/index.ts";
import { addFigures, type MoneyFigures, NO_MONEY, orderFigures } from "./money-figures.ts";
import { type DoorSourceRow, doorSources, findPayoutAccount, paidDays } from "./payouts-data.ts";

/**
 * The payout statement of an event: per day and in total, gross, minus gateway fees, equals net
 * payable; the buyers' Internet Fee apart; the organisation's payout account masked. What is owed to
 * the organiser nets the refunds: sold - fees - refunded (gone back or on the way), and the history
 * shows both per day with the running amount owed. A cancelled event is flagged: its paid orders are
 * owed back to buyers.
 */
export async function payoutStatement(
  deps: Pick<OrganizerDeps, "db">,
  access: OrganiserAccess,
  event: OrgEventRow,
): Promise<PayoutStatement> {
  const [found, door, org, refunds, refundedDays] = await Promise.all([
    paidDays(deps.db, event.id),
    doorSources(deps.db, event.id),
    findPayoutAccount(deps.db, access.organiserId),
    refundTotalsOfEvent(deps.db, event.id),
    refundDays(deps.db, event.id),
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
    refunded: refunds.done,
    refundsPending: refunds.pending,
    owed: totals.netPayable - refunds.done.amount - refunds.pending.amount,
    eventCancelled: event.lifecycle === "cancelled",
    history: payoutHistory(days, refundedDays),
    doorSales: doorSalesOf(door),
  };
}

/** The statement's door lines: free tickets, cash the organiser holds, QRIS already in the days. */
function doorSalesOf(found: readonly DoorSourceRow[]): PayoutStatement["doorSales"] {
  const sum = (sources: readonly DoorSourceRow["source"][]) =>
    found
      .filter((row) => sources.includes(row.source))
      .reduce(
        (total, row) => ({
          orders: total.orders + Number(row.orders),
          tickets: total.tickets + Number(row.tickets),
          amount: total.amount + Number(row.total),
        }),
        { orders: 0, tickets: 0, amount: 0 },
      );
  return {
    complimentary: sum(["complimentary", "guest_list"]),
    cashCollected: sum(["box_office_cash"]),
    qris: sum(["box_office_qris"]),
  };
}

/** Money in (sold, fees) and out (refunded) per WIB day, oldest first, with the running amount owed. */
function payoutHistory(
  days: readonly { day: string; gross: number; gatewayFees: number }[],
  refundDays: readonly { day: string; amount: number | string }[],
) {
  const byDay = new Map<string, { sold: number; fees: number; refunded: number }>();
  for (const day of days) byDay.set(day.day, { sold: day.gross, fees: day.gatewayFees, refunded: 0 });
  for (const day of refundDays) {
    const entry = byDay.get(day.day) ?? { sold: 0, fees: 0, refunded: 0 };
    byDay.set(day.day, { ...entry, refunded: Number(day.amount) });
  }
  let owed = 0;
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, entry]) => {
      owed += entry.sold - entry.fees - entry.refunded;
      return { day, ...entry, owed };
    });
}
