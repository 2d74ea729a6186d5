import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import type { Tx } from "../../db/transaction.ts";

/** Reads and writes of face-value resale that the ticket's own paths need (ADR 0140). */

/** Whether the ticket is listed for resale now (a listed ticket is not transferred or checked in). */
export async function ticketIsListed(db: Db | Tx, ticketId: string): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id::int AS id FROM resale_listings WHERE ticket_id = ${ticketId} AND status = 'listed' LIMIT 1`,
  );
  return found.length > 0;
}

/** The event's transfer cap (null: none) and how often this ticket has changed hands so far. */
export async function transferCapOf(db: Db | Tx, eventId: number, ticketId: string) {
  const [row] = await rows<{ cap: number | null; used: number }>(
    db,
    sql`SELECT (SELECT transfer_cap FROM event_resale_settings WHERE event_id = ${eventId}) AS cap,
          (SELECT count(*)::int FROM e_ticket_transfers WHERE ticket_id = ${ticketId}) AS used`,
  );
  return { cap: row?.cap ?? null, used: row?.used ?? 0 };
}

export interface ResaleOfHold {
  id: number;
  ticket_id: string;
  event_id: number;
  category_id: number;
  status: string;
  price: number;
  face_value: number;
  seller_fee: number;
  seller_buyer_id: string;
  seller_transaction_id: string;
  locale: string;
  hold_id: string | null;
}

/** How a hold names the listing it buys (its `request_hash`): kept even after the listing moved on. */
export const resaleHoldMark = (listingId: number) => `resale:${listingId}`;

/**
 * The listing a hold was made to buy, locked: its sale and its withdrawal take turns on this row. Found
 * by the hold's mark, not by the listing's current hold, so a late payment of a hold whose listing went
 * to someone else is still known as a resale (and refused), never issued as a ticket from nowhere.
 */
export async function lockListingOfHold(tx: Tx, holdId: string): Promise<ResaleOfHold | undefined> {
  const [row] = await rows<ResaleOfHold>(
    tx,
    sql`SELECT l.id::int AS id, l.ticket_id, l.event_id, l.category_id, l.status, l.price::int AS price,
          l.face_value::int AS face_value, l.seller_fee::int AS seller_fee, l.seller_buyer_id,
          l.seller_transaction_id, l.locale, l.hold_id
        FROM checkout_holds h JOIN resale_listings l ON h.request_hash = 'resale:' || l.id::text
        WHERE h.id = ${holdId} FOR UPDATE OF l`,
  );
  return row;
}

export interface SellerTicketState {
  status: string;
  code_version: number;
  seat_id: number | null;
  seat_label: string | null;
  holder_buyer_id: string;
  transaction_id: string;
}

/**
 * The seller's ticket at the sale: locked FOR UPDATE when `lock` (an admission reads it FOR SHARE, so
 * the two take turns), its check-in read in a LATER statement, which sees an admission that committed
 * while this one waited for the lock.
 */
export async function sellerTicketAtSale(
  tx: Tx,
  ticketId: string,
  lock: boolean,
): Promise<(SellerTicketState & { checked_in: boolean }) | undefined> {
  const [ticket] = await rows<SellerTicketState>(
    tx,
    lock
      ? sql`SELECT status, code_version, seat_id, seat_label, holder_buyer_id, transaction_id
            FROM e_tickets WHERE id = ${ticketId} FOR UPDATE`
      : sql`SELECT status, code_version, seat_id, seat_label, holder_buyer_id, transaction_id
            FROM e_tickets WHERE id = ${ticketId}`,
  );
  if (!ticket) return undefined;
  const [checked] = await rows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM e_ticket_check_ins WHERE ticket_id = ${ticketId}`,
  );
  return { ...ticket, checked_in: (checked?.n ?? 0) > 0 };
}

/**
 * The sale, in the payment's transaction: the seller's ticket void with its code version bumped (every
 * gate refuses the old code online at once, offline after its next bundle), its seat passed to the
 * buyer's new ticket, and the listing sold.
 */
export async function writeResale(
  tx: Tx,
  sale: {
    listingId: number;
    sellerTicketId: string;
    seat: { id: number | null; label: string | null };
    buyerTicketId: string;
    buyerTransactionId: string;
  },
): Promise<Date> {
  await tx.execute(sql`UPDATE e_tickets SET status = 'void', code_version = code_version + 1, visitor_data = NULL
    WHERE id = ${sale.sellerTicketId}`);
  if (sale.seat.id !== null || sale.seat.label !== null)
    await tx.execute(sql`UPDATE e_tickets SET seat_id = ${sale.seat.id}, seat_label = ${sale.seat.label}
      WHERE id = ${sale.buyerTicketId}`);
  const [row] = await rows<{ sold_at: Date | string }>(
    tx,
    sql`UPDATE resale_listings SET status = 'sold', buyer_ticket_id = ${sale.buyerTicketId},
          buyer_transaction_id = ${sale.buyerTransactionId}, sold_at = now(), updated_at = now()
        WHERE id = ${sale.listingId} RETURNING sold_at`,
  );
  return new Date(row?.sold_at ?? Date.now());
}

/** The seller's address and name for the "sold" mail. */
export async function sellerContact(tx: Tx, buyerId: string) {
  const [row] = await rows<{ email: string; name: string }>(
    tx,
    sql`SELECT email, name FROM buyers WHERE id = ${buyerId}`,
  );
  return row;
}

export async function eventTitleOf(tx: Tx, eventId: number, categoryId: number) {
  const [row] = await rows<{ title: string; category_name: string }>(
    tx,
    sql`SELECT e.title, c.name AS category_name FROM events e JOIN ticket_categories c ON c.event_id = e.id
        WHERE e.id = ${eventId} AND c.id = ${categoryId}`,
  );
  return row;
}
