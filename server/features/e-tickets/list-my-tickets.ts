import type { MyTickets, TicketTab, TransferHistory } from "#shared/contracts/e-tickets.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { listHeldTickets, listTransfersOf } from "./data.ts";
import type { ETicketsDeps } from "./deps.ts";
import { toTicketSummary } from "./ticket-view.ts";

/**
 * GET /ticket/my-tickets: the tickets this buyer holds now; a ticket given away is no longer here. A
 * ticket voided because its event was cancelled stays, marked cancelled with its order's refund state.
 */
export async function listMyTickets(
  deps: ETicketsDeps,
  buyerId: AuthorizedBuyerId,
  tab: TicketTab,
): Promise<MyTickets> {
  const rows = await listHeldTickets(deps.db, buyerId, tab, deps.clock.now());
  return {
    rows: rows.map((row) => ({
      ...toTicketSummary(row),
      cancellation: row.cancelledRefundState === null ? null : { refund_state: row.cancelledRefundState },
    })),
  };
}

/** GET /ticket/transfers: the transfers in both people's history (sent and received). */
export async function listMyTransfers(
  deps: ETicketsDeps,
  buyerId: AuthorizedBuyerId,
): Promise<TransferHistory> {
  const rows = await listTransfersOf(deps.db, buyerId);
  return {
    rows: rows.map((row) => {
      const sent = row.fromBuyerId === buyerId;
      return {
        ticket_id: row.ticketId,
        direction: sent ? "sent" : "received",
        counterpart_email: sent ? row.toEmail : row.fromEmail,
        event_title: row.eventTitle,
        category_name: row.categoryName,
        seat: row.seatLabel,
        transferred_at: row.createdAt.toISOString(),
      };
    }),
  };
}
