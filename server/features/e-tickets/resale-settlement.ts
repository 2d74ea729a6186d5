import { isLocale } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import type { Tx } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import type { Mailer } from "../mail/index.ts";
import { enqueueWebhookForEvent } from "../webhooks/index.ts";
import {
  eventTitleOf,
  lockListingOfHold,
  type ResaleOfHold,
  sellerContact,
  sellerTicketAtSale,
  writeResale,
} from "./resale-data.ts";
import { resoldMail } from "./resale-mail.ts";

/** What a paying hold for a resale ticket found under the locks: the sale may go on, or must not. */
export type ResaleAtSettlement =
  | { kind: "sellable"; listing: ResaleOfHold; seat: { id: number | null; label: string | null } }
  | { kind: "refused"; listing: ResaleOfHold; reason: "withdrawn" | "checked_in" | "not_valid" };

/**
 * Called by a settling payment before anything is written, with the payment's row locked. Null when
 * the hold buys no resale ticket. Otherwise the listing is locked (a withdrawal waits or was first),
 * then the seller's ticket FOR UPDATE when `lockTicket` (an admission holds it FOR SHARE: exactly one
 * of the two goes first), and its check-in is read after that lock. A refused sale is not a sale: the
 * payment ends owed back, like a late payment whose stock went elsewhere.
 */
export async function resaleAtSettlement(
  tx: Tx,
  holdId: string,
  lockTicket: boolean,
): Promise<ResaleAtSettlement | null> {
  const listing = await lockListingOfHold(tx, holdId);
  if (!listing) return null;
  if (listing.status !== "listed" || listing.hold_id !== holdId)
    return { kind: "refused", listing, reason: "withdrawn" };
  const ticket = await sellerTicketAtSale(tx, listing.ticket_id, lockTicket);
  if (!ticket || ticket.status !== "valid") return { kind: "refused", listing, reason: "not_valid" };
  if (ticket.checked_in) return { kind: "refused", listing, reason: "checked_in" };
  return { kind: "sellable", listing, seat: { id: ticket.seat_id, label: ticket.seat_label } };
}

/**
 * The sale, in the payment's transaction after the buyer's new ticket was issued: the seller's ticket
 * void (new code version: the old code is refused at every gate), the listing sold, the audit entry,
 * the `ticket.resold` webhook and the seller's mail, all in one commit. The seller's repayment is
 * opened by the resale job (the refunds path), which finds sold listings with no repayment yet.
 */
export async function completeResale(
  tx: Tx,
  deps: { mailer: Mailer },
  sale: Extract<ResaleAtSettlement, { kind: "sellable" }>,
  buyer: { transactionId: string; ticketId: string; buyerId: string },
): Promise<void> {
  const { listing } = sale;
  const soldAt = await writeResale(tx, {
    listingId: listing.id,
    sellerTicketId: listing.ticket_id,
    seat: sale.seat,
    buyerTicketId: buyer.ticketId,
    buyerTransactionId: buyer.transactionId,
  });
  await recordAudit(tx, {
    actor: buyer.buyerId,
    eventId: listing.event_id,
    entity: "resale_listing",
    entityId: listing.id,
    before: { status: "listed", ticketId: listing.ticket_id },
    after: { status: "sold", ticketId: listing.ticket_id, newTicketId: buyer.ticketId, price: listing.price },
  });
  await enqueueWebhookForEvent(tx, listing.event_id, "ticket.resold", {
    listingId: listing.id,
    ticketId: listing.ticket_id,
    newTicketId: buyer.ticketId,
    orderId: listing.seller_transaction_id,
    newOrderId: buyer.transactionId,
    eventId: listing.event_id,
    price: listing.price,
    sellerFee: listing.seller_fee,
    sellerRepaid: listing.price - listing.seller_fee,
    currency: "IDR",
    soldAt: soldAt.toISOString(),
  });
  const seller = await sellerContact(tx, listing.seller_buyer_id);
  const event = await eventTitleOf(tx, listing.event_id, listing.category_id);
  if (seller && event)
    await deps.mailer.enqueue(
      tx,
      resoldMail(createTranslator(isLocale(listing.locale) ? listing.locale : "id"), {
        to: seller.email,
        name: seller.name,
        eventTitle: event.title,
        categoryName: event.category_name,
        price: listing.price,
        fee: listing.seller_fee,
      }),
    );
}
