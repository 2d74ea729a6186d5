import type { OrderDetail } from "#shared/contracts/organizer-refunds.ts";
import { refundRouteOf } from "#shared/payment-methods/index.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { OrganizerDeps, OrgEventRow } from "../organizations/index.ts";
import { ticketReference, toOrderRow } from "../records/index.ts";
import { mayResend, requireEventOrder } from "./event-order.ts";
import { lockPaidOrder, refundsOfOrder } from "./gateway-refunds-data.ts";
import { orderState } from "./open-refund.ts";
import { toGatewayRefund } from "./refund-events.ts";
import { refundOfOrder, refundReasonOf, resendOfOrder, ticketsOfOrder } from "./refunds-data.ts";

function visitorName(data: unknown, fallback: string): string {
  const name = (data as { name?: unknown } | null)?.name;
  return typeof name === "string" && name.trim() !== "" ? name.trim() : fallback;
}

/** An order with its tickets, why it is owed back (if it is), its refund record and its resends. */
export async function getOrderDetail(
  deps: Pick<OrganizerDeps, "db">,
  event: OrgEventRow,
  rawOrderId: string,
): Promise<OrderDetail> {
  const record = await requireEventOrder(deps.db, event.id, rawOrderId);
  const [tickets, refund, resend, refunds, money] = await Promise.all([
    ticketsOfOrder(deps.db, record.id),
    refundOfOrder(deps.db, record.id),
    resendOfOrder(deps.db, record.id),
    refundsOfOrder(deps.db, record.id),
    refundableOf(deps, record.id),
  ]);
  return {
    order: toOrderRow(record),
    eventCancelled: event.lifecycle === "cancelled",
    refundReason: record.needs_refund ? refundReasonOf(record.status, event.lifecycle === "cancelled") : null,
    refund,
    refunds: refunds.map(toGatewayRefund),
    refundable: money?.refundable ?? 0,
    refundRoute: money?.route ?? "manual",
    tickets: tickets.map((ticket) => ({
      ticketId: ticket.id,
      reference: ticketReference(ticket.id, ticket.code_version),
      categoryName: ticket.category_name,
      seat: ticket.seat_label,
      holderName: visitorName(ticket.visitor_data, ticket.holder_name),
      status: ticket.status,
      refundAmount: money?.shares.get(ticket.id) ?? 0,
      checkedIn: money?.checkedIn.has(ticket.id) ?? false,
      refunded: money?.refunded.has(ticket.id) ?? false,
    })),
    canResend: mayResend(record, tickets),
    lastResentAt: resend ? new Date(resend.last_sent_at).toISOString() : null,
    resendCount: resend ? Number(resend.sent_count) : 0,
  };
}

/** What the order can still give back, each ticket's share, and how money goes back (paid orders only). */
async function refundableOf(deps: Pick<OrganizerDeps, "db">, orderId: string) {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockPaidOrder(tx, orderId, false);
    const paid =
      order && (order.status === "Payment Success" || (order.needs_refund && order.paid_amount !== null));
    if (!order || !paid)
      return order
        ? {
            refundable: 0,
            route: refundRouteOf(order.payment_method, order.instrument),
            shares: new Map<string, number>(),
            checkedIn: new Set<string>(),
            refunded: new Set<string>(),
          }
        : null;
    const state = await orderState(tx, order, { lockTickets: false });
    return {
      refundable: state.refundable,
      route: state.route,
      shares: state.shares,
      checkedIn: new Set(state.tickets.filter((ticket) => ticket.checked_in).map((ticket) => ticket.id)),
      refunded: new Set(state.tickets.filter((ticket) => ticket.refunded).map((ticket) => ticket.id)),
    };
  });
}
