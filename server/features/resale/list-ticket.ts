import type { ListTicketBody, ResaleListing } from "#shared/contracts/resale.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/index.ts";
import { announceEventActivity } from "../live-updates/index.ts";
import { enqueueWebhookForEvent } from "../webhooks/index.ts";
import {
  DEFAULT_RESALE_SETTINGS,
  insertListing,
  type ListingRow,
  latestListingOfTicket,
  lockTicketToList,
  markWithdrawn,
  readResaleSettings,
  releaseUnpaidCart,
} from "./data.ts";
import type { ResaleDeps } from "./deps.ts";
import { resaleError } from "./errors.ts";
import { listingClosesAt, listingOpen } from "./resale-window.ts";
import { toResaleListing } from "./view.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ticketIdOf(raw: string): string {
  if (!UUID.test(raw)) throw new AppError("not_found");
  return raw.toLowerCase();
}

async function announceListing(tx: Tx, row: ListingRow, actor: string, withdrawn: boolean) {
  await recordAudit(tx, {
    actor,
    eventId: row.event_id,
    entity: "resale_listing",
    entityId: row.id,
    before: withdrawn ? { status: "listed", ticketId: row.ticket_id, price: row.price } : null,
    after: { status: row.status, ticketId: row.ticket_id, price: row.price },
  });
  await enqueueWebhookForEvent(tx, row.event_id, "ticket.listed", {
    listingId: row.id,
    ticketId: row.ticket_id,
    orderId: row.seller_transaction_id,
    eventId: row.event_id,
    categoryId: row.category_id,
    price: row.price,
    faceValue: row.face_value,
    currency: "IDR",
    withdrawn,
    at: new Date().toISOString(),
  });
}

/** After the commit: the event's open dashboards read their resale figures again. */
export async function announceResale(deps: ResaleDeps, eventId: number): Promise<void> {
  if (deps.live) await announceEventActivity({ db: deps.db, live: deps.live }, eventId, "resale");
}

/**
 * POST /ticket/detail/{id}/resale: the holder lists the ticket at its face value or less. Under the
 * ticket's row lock (the one transfers, refunds and admissions take): only its holder, a valid ticket
 * never used at the gate, resale on and before the organiser's deadline, listed once at a time (a
 * partial unique index backs it). The face value is read here, never taken from the request, and the
 * table's constraint refuses a price above it whatever path writes it.
 */
export async function listTicket(
  deps: ResaleDeps,
  buyerId: string,
  rawTicketId: string,
  body: ListTicketBody,
  locale: Locale,
): Promise<ResaleListing> {
  const ticketId = ticketIdOf(rawTicketId);
  const row = await inTransaction(deps.db, async (tx) => {
    const ticket = await lockTicketToList(tx, buyerId, ticketId);
    if (!ticket) throw new AppError("not_found");
    const settings = (await readResaleSettings(tx, ticket.event_id)) ?? DEFAULT_RESALE_SETTINGS;
    const event = { startsAt: new Date(ticket.starts_at), lifecycle: ticket.lifecycle };
    if (!settings.enabled || event.lifecycle !== "published") throw resaleError.notEnabled();
    if (!listingOpen(settings, event, deps.clock.now()))
      throw resaleError.deadlinePassed(
        formatWib(listingClosesAt(event.startsAt, settings.listUntilHours), locale, "dateTime"),
      );
    if (ticket.checked_in) throw resaleError.checkedIn();
    if (body.price > ticket.face_value) throw resaleError.aboveFace(formatRupiah(ticket.face_value, locale));
    if ((await latestListingOfTicket(tx, ticketId, true))?.status === "listed")
      throw resaleError.alreadyListed();
    const listing = await insertListing(tx, {
      eventId: ticket.event_id,
      categoryId: ticket.category_id,
      ticketId,
      sellerBuyerId: buyerId,
      sellerTransactionId: ticket.transaction_id,
      faceValue: ticket.face_value,
      price: body.price,
      sellerFee: Math.min(settings.sellerFee, body.price),
      locale,
    });
    await announceListing(tx, listing, buyerId, false);
    return listing;
  });
  await announceResale(deps, row.event_id);
  return toResaleListing(row);
}

/**
 * DELETE /ticket/detail/{id}/resale: the holder takes the listing back, any time until it sells. The
 * listing's row lock is the one a settling payment takes: a sale that came first answers "already
 * sold"; a buyer's payment that comes after finds the listing withdrawn and is owed back.
 */
export async function withdrawListing(
  deps: ResaleDeps,
  buyerId: string,
  rawTicketId: string,
): Promise<ResaleListing> {
  const ticketId = ticketIdOf(rawTicketId);
  const row = await inTransaction(deps.db, async (tx) => {
    const listing = await latestListingOfTicket(tx, ticketId, true);
    if (!listing || listing.seller_buyer_id !== buyerId) throw new AppError("not_found");
    if (listing.status === "sold") throw resaleError.alreadySold();
    if (listing.status !== "listed") throw resaleError.notListed();
    const withdrawn = await markWithdrawn(tx, listing.id);
    // A buyer's cart that has not reached payment ends with it; one waiting for payment is refused
    // when the money arrives, and owed back.
    if (listing.hold_id) await releaseUnpaidCart(tx, listing.hold_id);
    await announceListing(tx, withdrawn, buyerId, true);
    return withdrawn;
  });
  await announceResale(deps, row.event_id);
  return toResaleListing(row);
}
