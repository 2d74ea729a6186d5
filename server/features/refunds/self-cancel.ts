import type { FastifyBaseLogger } from "fastify";
import type { MyTicketRefunds } from "#shared/contracts/refunds.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { dispatchRefund } from "./dispatch-refund.ts";
import {
  buyerTicketsWithPolicy,
  findRefund,
  findRefundPolicy,
  lockPaidOrder,
  refundsOfTickets,
} from "./gateway-refunds-data.ts";
import { goesAtOnce, openRefund, orderState, refundError } from "./open-refund.ts";
import { cancellationFee } from "./refund-amounts.ts";
import { toGatewayRefund } from "./refund-events.ts";
import { findBuyerName } from "./refunds-data.ts";
import type { RefundsDeps } from "./refunds-deps.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a policy lets its buyer cancel now: a live event, before the deadline and before the start. */
function withinPolicy(
  row: { deadline: Date | string | null; event_lifecycle: string; event_starts_at: Date | string },
  now: Date,
) {
  if (row.deadline === null || row.event_lifecycle !== "published") return false;
  return now < new Date(row.deadline) && now < new Date(row.event_starts_at);
}

/**
 * GET /ticket/refunds: for each of the buyer's tickets, its refund (state, amount, fee) and, when the
 * event's policy allows it now, what cancelling it would give back.
 */
export async function myTicketRefunds(deps: RefundsDeps, buyerId: string): Promise<MyTicketRefunds> {
  const now = deps.clock.now();
  const tickets = await buyerTicketsWithPolicy(deps.db, buyerId);
  const refunds = new Map(
    (
      await refundsOfTickets(
        deps.db,
        tickets.map((ticket) => ticket.ticket_id),
      )
    ).map((row) => [row.ticket_id, row]),
  );
  const offers = new Map<string, { until: string; fee: number; amount: number }>();
  const byOrder = new Map<string, typeof tickets>();
  for (const ticket of tickets)
    if (!refunds.has(ticket.ticket_id) && withinPolicy(ticket, now))
      byOrder.set(ticket.transaction_id, [...(byOrder.get(ticket.transaction_id) ?? []), ticket]);
  for (const [orderId, list] of byOrder)
    await inTransaction(deps.db, async (tx) => {
      const order = await lockPaidOrder(tx, orderId, false);
      if (order?.status !== "Payment Success") return;
      const state = await orderState(tx, order, { lockTickets: false });
      for (const ticket of list) {
        const share = Math.min(state.shares.get(ticket.ticket_id) ?? 0, state.refundable);
        const fee = cancellationFee(share, {
          feeRupiah: Number(ticket.fee_rupiah),
          feeBps: Number(ticket.fee_bps),
        });
        offers.set(ticket.ticket_id, {
          until: new Date(ticket.deadline ?? now).toISOString(),
          fee,
          amount: share - fee,
        });
      }
    });
  return {
    rows: tickets.map((ticket) => {
      const refund = refunds.get(ticket.ticket_id);
      return {
        ticket_id: ticket.ticket_id,
        refund: refund
          ? {
              state: refund.state,
              amount: Number(refund.amount),
              fee: Number(refund.fee),
              failure_code: refund.failure_code,
              awaiting_account: toGatewayRefund(refund).awaitingAccount,
            }
          : null,
        self_cancel: offers.get(ticket.ticket_id) ?? null,
      };
    }),
  };
}

/**
 * POST /ticket/detail/{id}/cancel: the buyer gives a ticket back under the event's refund policy. Under
 * the order's and the ticket's row locks, like an organiser's refund: only the buyer who paid and still
 * holds it, not checked in, within the deadline; the ticket is void at once and back on sale, and its
 * share less the policy's fee goes back the way the order was paid.
 */
export async function cancelMyTicket(
  deps: RefundsDeps,
  buyerId: string,
  rawTicketId: string,
  context: { locale: Locale; log?: FastifyBaseLogger },
) {
  if (!UUID.test(rawTicketId)) throw new AppError("not_found");
  const ticketId = rawTicketId.toLowerCase();
  const mine = (await buyerTicketsWithPolicy(deps.db, buyerId)).find((row) => row.ticket_id === ticketId);
  if (!mine) throw new AppError("not_found");
  const refundId = await inTransaction(deps.db, async (tx) => {
    const order = await lockPaidOrder(tx, mine.transaction_id);
    if (order?.status !== "Payment Success") throw new AppError("not_found");
    const policy = await findRefundPolicy(tx, order.event_id);
    const now = deps.clock.now();
    if (!policy || !withinPolicy({ ...mine, deadline: policy.deadline }, now))
      throw new AppError("rule_refused", { messageKey: "refunds.errors.outsidePolicy" });
    const state = await orderState(tx, order);
    const ticket = state.tickets.find((row) => row.id === ticketId);
    if (!ticket || ticket.holder_buyer_id !== buyerId) throw new AppError("not_found");
    if (ticket.refunded || ticket.status !== "valid") throw refundError("ticketRefunded");
    if (ticket.checked_in) throw refundError("ticketCheckedIn");
    const share = Math.min(state.shares.get(ticketId) ?? 0, state.refundable);
    const fee = cancellationFee(share, {
      feeRupiah: Number(policy.fee_rupiah),
      feeBps: Number(policy.fee_bps),
    });
    return openRefund(
      tx,
      deps,
      state,
      { kind: "self_cancel", amount: share - fee, fee, tickets: [{ id: ticketId, amount: share }] },
      { actor: buyerId, name: (await findBuyerName(tx, buyerId))?.name ?? "", reason: "", requestKey: null },
    );
  });
  if (context.log) deps.mailer.deliver(context.log);
  const opened = await findRefund(deps.db, refundId);
  if (opened && goesAtOnce(opened))
    await dispatchRefund(deps, refundId, ["requested"], {
      bumpAttempt: false,
      actor: buyerId,
      log: context.log,
    });
  const row = await findRefund(deps.db, refundId);
  if (!row) throw new AppError("not_found");
  const view = toGatewayRefund(row);
  return {
    ticket_id: ticketId,
    state: view.state,
    amount: view.amount,
    fee: view.fee,
    awaiting_account: view.awaitingAccount,
  };
}
