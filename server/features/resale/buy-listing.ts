import { randomUUID } from "node:crypto";
import { HOLD_MINUTES } from "#shared/contracts/checkout.ts";
import type { ResaleHold } from "#shared/contracts/resale.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { resaleHoldMark } from "../e-tickets/index.ts";
import { insertHolds, lockBuyer } from "../stock/index.ts";
import {
  DEFAULT_RESALE_SETTINGS,
  holdExpiry,
  type ListingToBuy,
  lockListingToBuy,
  readResaleSettings,
  runningHoldOf,
  setListingHold,
} from "./data.ts";
import type { ResaleDeps } from "./deps.ts";
import { resaleError } from "./errors.ts";
import { listingOpen } from "./resale-window.ts";

export function listingIdOf(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw resaleError.notFound();
  return Number(raw);
}

/**
 * A hold on one listed ticket for `buyerId`, expiring at `expiresAt`: an ordinary checkout hold that
 * claims no stock (the seller's sold ticket is the stock), one line at the listing's price, marked
 * with the listing so the payment that settles it knows what it buys.
 */
export async function holdListing(
  tx: Tx,
  listing: Pick<ListingToBuy, "id" | "event_id" | "category_id" | "price" | "category_name">,
  buyerId: string,
  expiresAt: Date,
): Promise<string> {
  const holdId = randomUUID();
  const line = {
    category_id: listing.category_id,
    name: listing.category_name,
    price: listing.price,
    quantity: 1,
    subtotal: listing.price,
    seats: [],
    bundle_choices: [],
  };
  await insertHolds(
    tx,
    [
      {
        id: holdId,
        buyerId,
        eventId: listing.event_id,
        claims: [],
        subTotal: listing.price,
        lines: [line],
        idempotencyKey: null,
        requestHash: resaleHoldMark(listing.id),
        response: null,
      },
    ],
    expiresAt,
  );
  await setListingHold(tx, listing.id, holdId);
  return holdId;
}

/**
 * POST /resale/listings/{id}/buy: the ticket is held for this buyer for the checkout's usual time, and
 * checkout opens with `?offer=<hold id>` to take visitor data and payment the normal way. Under the
 * listing's row lock, so of any number of buyers at once exactly one gets the hold; the others hear
 * that someone is buying it. While the category's waiting list has anyone waiting, the list comes
 * first. A replay by the same buyer answers the same hold.
 */
export async function buyListing(
  deps: ResaleDeps,
  buyerId: string,
  rawListingId: string,
): Promise<ResaleHold> {
  const listingId = listingIdOf(rawListingId);
  return inTransaction(deps.db, async (tx) => {
    const now = await lockBuyer(tx, buyerId);
    const listing = await lockListingToBuy(tx, listingId, deps.locks.listingLock);
    if (!listing || listing.status !== "listed" || !listing.ticket_valid) throw resaleError.notFound();
    if (listing.seller_buyer_id === buyerId) throw resaleError.ownTicket();
    if (listing.hold_running && listing.hold_id) {
      if (listing.hold_buyer_id !== buyerId) throw resaleError.taken();
      const expires = await holdExpiry(tx, listing.hold_id);
      return { hold_id: listing.hold_id, expires_at: (expires ?? now).toISOString() };
    }
    const settings = (await readResaleSettings(tx, listing.event_id)) ?? DEFAULT_RESALE_SETTINGS;
    const event = { startsAt: new Date(listing.starts_at), lifecycle: listing.lifecycle };
    if (!listingOpen(settings, event, now)) throw resaleError.notEnabled();
    if (listing.waiting_first) throw resaleError.waitingListFirst();
    if (await runningHoldOf(tx, buyerId)) throw resaleError.runningCart();
    const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
    const holdId = await holdListing(tx, listing, buyerId, expiresAt);
    return { hold_id: holdId, expires_at: expiresAt.toISOString() };
  });
}
