import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { arrayLiteral, rows } from "../../db/sql-helpers.ts";
import type { Tx } from "../../db/transaction.ts";

/** Reads and writes of face-value resale (ADR 0140): settings, listings, their holds and payouts. */

export interface ResaleSettings {
  enabled: boolean;
  listUntilHours: number;
  sellerFee: number;
  transferCap: number | null;
}

export const DEFAULT_RESALE_SETTINGS: ResaleSettings = {
  enabled: false,
  listUntilHours: 24,
  sellerFee: 0,
  transferCap: null,
};

export async function readResaleSettings(db: Db | Tx, eventId: number): Promise<ResaleSettings | undefined> {
  const [row] = await rows<{ enabled: boolean; hours: number; fee: number; cap: number | null }>(
    db,
    sql`SELECT enabled, list_until_hours AS hours, seller_fee::int AS fee, transfer_cap AS cap
        FROM event_resale_settings WHERE event_id = ${eventId}`,
  );
  return row
    ? { enabled: row.enabled, listUntilHours: row.hours, sellerFee: row.fee, transferCap: row.cap }
    : undefined;
}

export async function saveResaleSettings(tx: Tx, eventId: number, s: ResaleSettings): Promise<void> {
  await tx.execute(sql`
    INSERT INTO event_resale_settings (event_id, enabled, list_until_hours, seller_fee, transfer_cap, updated_at)
    VALUES (${eventId}, ${s.enabled}, ${s.listUntilHours}, ${s.sellerFee}, ${s.transferCap}, now())
    ON CONFLICT (event_id) DO UPDATE SET enabled = excluded.enabled, list_until_hours = excluded.list_until_hours,
      seller_fee = excluded.seller_fee, transfer_cap = excluded.transfer_cap, updated_at = now()`);
}

export async function resaleStats(db: Db, eventId: number) {
  const [row] = await rows<{ listed: number; sold: number; repaid: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'listed')::int AS listed,
          count(*) FILTER (WHERE status = 'sold')::int AS sold,
          coalesce(sum(price - seller_fee) FILTER (WHERE status = 'sold'), 0)::int AS repaid
        FROM resale_listings WHERE event_id = ${eventId}`,
  );
  return row ?? { listed: 0, sold: 0, repaid: 0 };
}

/**
 * The live dashboard's resale figures of an event: listed now, resold, repaid to sellers (refunds
 * that succeeded) and the organiser's fees of the resold tickets.
 */
export async function resaleDashboardFigures(db: Db, eventId: number) {
  const [row] = await rows<{ listed: number; resold: number; repaid: number; fees_kept: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE l.status = 'listed')::int AS listed,
          count(*) FILTER (WHERE l.status = 'sold')::int AS resold,
          coalesce(sum(r.amount) FILTER (WHERE l.status = 'sold' AND r.state = 'succeeded'), 0)::float8 AS repaid,
          coalesce(sum(l.seller_fee) FILTER (WHERE l.status = 'sold'), 0)::float8 AS fees_kept
        FROM resale_listings l LEFT JOIN order_refunds r ON r.id = l.payout_refund_id
        WHERE l.event_id = ${eventId}`,
  );
  return {
    listed: row?.listed ?? 0,
    resold: row?.resold ?? 0,
    repaid: Number(row?.repaid ?? 0),
    feesKept: Number(row?.fees_kept ?? 0),
  };
}

/** A hold still running: waiting for its buyer, or for its payment, and not past its expiry. */
const holdRunning = (holdId: ReturnType<typeof sql>) => sql`EXISTS (SELECT 1 FROM checkout_holds h
  WHERE h.id = ${holdId} AND h.status IN ('held', 'awaiting_payment') AND h.expires_at > now())`;

/** A category's list comes first while someone waits on it and the list is open (ADR 0139's rule). */
const waitingListFirst = (categoryId: ReturnType<typeof sql>, eventId: ReturnType<typeof sql>) => sql`(
  EXISTS (SELECT 1 FROM waiting_list_entries w WHERE w.category_id = ${categoryId} AND w.status = 'waiting')
  AND EXISTS (SELECT 1 FROM waiting_list_categories wc WHERE wc.category_id = ${categoryId})
  AND NOT EXISTS (SELECT 1 FROM waiting_rooms r WHERE r.event_id = ${eventId} AND r.enabled AND r.opens_at <= now()))`;

export interface TicketToList {
  id: string;
  event_id: number;
  category_id: number;
  transaction_id: string;
  face_value: number;
  starts_at: Date | string;
  lifecycle: string;
  checked_in: boolean;
}

/**
 * The buyer's valid ticket, locked FOR UPDATE (a transfer, a refund and an admission take the same row
 * lock), with its face value: the price its holder paid for its category (the order's line), else the
 * category's price. Its check-in is read in a later statement, after the lock.
 */
export async function lockTicketToList(tx: Tx, buyerId: string, ticketId: string) {
  const [ticket] = await rows<Omit<TicketToList, "checked_in">>(
    tx,
    sql`SELECT t.id, t.event_id, t.category_id, t.transaction_id, e.starts_at, e.lifecycle,
          coalesce((SELECT (l->>'price')::bigint FROM jsonb_array_elements(CASE WHEN jsonb_typeof(h.lines) = 'array'
              THEN h.lines ELSE '[]'::jsonb END) l
            WHERE (l->>'category_id')::int = t.category_id LIMIT 1), c.price)::int AS face_value
        FROM e_tickets t JOIN events e ON e.id = t.event_id JOIN ticket_categories c ON c.id = t.category_id
        JOIN payment_transactions p ON p.id = t.transaction_id JOIN checkout_holds h ON h.id = p.hold_id
        WHERE t.id = ${ticketId} AND t.holder_buyer_id = ${buyerId} AND t.status = 'valid'
        FOR UPDATE OF t`,
  );
  if (!ticket) return undefined;
  const [checked] = await rows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM e_ticket_check_ins WHERE ticket_id = ${ticketId}`,
  );
  return { ...ticket, checked_in: (checked?.n ?? 0) > 0 } satisfies TicketToList;
}

export interface ListingRow {
  id: number;
  ticket_id: string;
  event_id: number;
  category_id: number;
  seller_buyer_id: string;
  status: "listed" | "sold" | "withdrawn";
  price: number;
  face_value: number;
  seller_fee: number;
  hold_id: string | null;
  listed_at: Date | string;
  sold_at: Date | string | null;
  hold_running: boolean;
  seller_transaction_id: string;
}

const listingColumns = sql`l.id::int AS id, l.ticket_id, l.event_id, l.category_id, l.seller_buyer_id, l.status,
  l.price::int AS price, l.face_value::int AS face_value, l.seller_fee::int AS seller_fee, l.hold_id,
  l.listed_at, l.sold_at, l.seller_transaction_id, ${holdRunning(sql`l.hold_id`)} AS hold_running`;

export async function insertListing(
  tx: Tx,
  listing: {
    eventId: number;
    categoryId: number;
    ticketId: string;
    sellerBuyerId: string;
    sellerTransactionId: string;
    faceValue: number;
    price: number;
    sellerFee: number;
    locale: string;
  },
): Promise<ListingRow> {
  const [row] = await rows<ListingRow>(
    tx,
    sql`WITH l AS (
      INSERT INTO resale_listings (event_id, category_id, ticket_id, seller_buyer_id, seller_transaction_id,
        face_value, price, seller_fee, locale)
      VALUES (${listing.eventId}, ${listing.categoryId}, ${listing.ticketId}, ${listing.sellerBuyerId},
        ${listing.sellerTransactionId}, ${listing.faceValue}, ${listing.price}, ${listing.sellerFee}, ${listing.locale})
      RETURNING *)
    SELECT ${listingColumns} FROM l`,
  );
  if (!row) throw new Error("insert into resale_listings returned nothing");
  return row;
}

/** The ticket's latest listing (any status), locked when asked. */
export async function latestListingOfTicket(
  tx: Db | Tx,
  ticketId: string,
  lock: boolean,
): Promise<ListingRow | undefined> {
  const [row] = await rows<ListingRow>(
    tx,
    sql`SELECT ${listingColumns} FROM resale_listings l WHERE l.ticket_id = ${ticketId}
        ORDER BY l.id DESC LIMIT 1 ${lock ? sql`FOR UPDATE OF l` : sql``}`,
  );
  return row;
}

export async function markWithdrawn(tx: Tx, listingId: number): Promise<ListingRow> {
  const [row] = await rows<ListingRow>(
    tx,
    sql`WITH l AS (UPDATE resale_listings SET status = 'withdrawn', withdrawn_at = now(), updated_at = now()
          WHERE id = ${listingId} RETURNING *)
        SELECT ${listingColumns} FROM l`,
  );
  if (!row) throw new Error("listing vanished under its row lock");
  return row;
}

export interface ListingToBuy extends ListingRow {
  ticket_valid: boolean;
  waiting_first: boolean;
  category_name: string;
  hold_buyer_id: string | null;
  starts_at: Date | string;
  lifecycle: string;
}

/**
 * The listing a buyer wants, locked FOR UPDATE when `lock` (the race tests' control reads it without):
 * of any number of buyers at once, the first sets its hold and the others find it running. The lock
 * is taken in its own statement: a statement that waited for a row lock still reads other tables (the
 * hold) as of its own start, and would find the winner's hold missing.
 */
export async function lockListingToBuy(
  tx: Tx,
  listingId: number,
  lock: boolean,
): Promise<ListingToBuy | undefined> {
  if (lock) await tx.execute(sql`SELECT id FROM resale_listings WHERE id = ${listingId} FOR UPDATE`);
  const [row] = await rows<ListingToBuy>(
    tx,
    sql`SELECT ${listingColumns},
          (SELECT h.buyer_id FROM checkout_holds h WHERE h.id = l.hold_id) AS hold_buyer_id,
          (SELECT e.starts_at FROM events e WHERE e.id = l.event_id) AS starts_at,
          (SELECT e.lifecycle FROM events e WHERE e.id = l.event_id) AS lifecycle,
          EXISTS (SELECT 1 FROM e_tickets t WHERE t.id = l.ticket_id AND t.status = 'valid') AS ticket_valid,
          ${waitingListFirst(sql`l.category_id`, sql`l.event_id`)} AS waiting_first,
          (SELECT c.name FROM ticket_categories c WHERE c.id = l.category_id) AS category_name
        FROM resale_listings l WHERE l.id = ${listingId}`,
  );
  return row;
}

/** Ends a resale cart that has not reached payment (it claims no stock: the ticket is the listing's). */
export async function releaseUnpaidCart(tx: Tx, holdId: string): Promise<void> {
  await tx.execute(sql`UPDATE checkout_holds SET status = 'released', updated_at = now()
    WHERE id = ${holdId} AND status = 'held'`);
}

export async function setListingHold(tx: Tx, listingId: number, holdId: string): Promise<void> {
  await tx.execute(
    sql`UPDATE resale_listings SET hold_id = ${holdId}, updated_at = now() WHERE id = ${listingId}`,
  );
}

/** Whether this account has a cart or an order waiting for payment (one running at a time). */
export async function runningHoldOf(tx: Tx, buyerId: string): Promise<string | undefined> {
  const [row] = await rows<{ id: string }>(
    tx,
    sql`SELECT id FROM checkout_holds WHERE buyer_id = ${buyerId} AND source = 'online'
          AND status IN ('held', 'awaiting_payment')`,
  );
  return row?.id;
}

export async function holdExpiry(tx: Tx, holdId: string): Promise<Date | undefined> {
  const [row] = await rows<{ expires_at: Date | string }>(
    tx,
    sql`SELECT expires_at FROM checkout_holds WHERE id = ${holdId}`,
  );
  return row ? new Date(row.expires_at) : undefined;
}

/** The event's resale tickets a buyer may take now: listed, valid, held by nobody, list not first. */
export async function publicListings(db: Db, eventId: number) {
  return rows<{
    listing_id: number;
    category_id: number;
    category_name: string;
    seat_label: string | null;
    price: number;
    face_value: number;
    waiting_first: boolean;
  }>(
    db,
    sql`SELECT l.id::int AS listing_id, l.category_id, c.name AS category_name, t.seat_label,
          l.price::int AS price, l.face_value::int AS face_value,
          ${waitingListFirst(sql`l.category_id`, sql`l.event_id`)} AS waiting_first
        FROM resale_listings l JOIN e_tickets t ON t.id = l.ticket_id JOIN ticket_categories c ON c.id = l.category_id
        WHERE l.event_id = ${eventId} AND l.status = 'listed' AND t.status = 'valid'
          AND NOT (l.hold_id IS NOT NULL AND ${holdRunning(sql`l.hold_id`)})
        ORDER BY l.price, l.id LIMIT 200`,
  );
}

export async function publicEventOf(db: Db, rawId: string) {
  const numeric = /^\d{1,9}$/.test(rawId);
  const [row] = await rows<{ id: number; starts_at: Date | string }>(
    db,
    sql`SELECT id, starts_at FROM events WHERE lifecycle = 'published'
          AND ${numeric ? sql`(id = ${Number(rawId)} OR slug = ${rawId})` : sql`slug = ${rawId}`}`,
  );
  return row;
}

/** Each valid ticket the buyer holds, with its event's resale facts and its latest listing. */
export async function myResaleTickets(db: Db, buyerId: string) {
  return rows<{
    ticket_id: string;
    event_id: number;
    starts_at: Date | string;
    lifecycle: string;
    enabled: boolean | null;
    hours: number | null;
    fee: number | null;
    face_value: number;
    listing_id: number | null;
  }>(
    db,
    sql`SELECT t.id AS ticket_id, t.event_id, e.starts_at, e.lifecycle, s.enabled, s.list_until_hours AS hours,
          s.seller_fee::int AS fee,
          coalesce((SELECT (l->>'price')::bigint FROM jsonb_array_elements(CASE WHEN jsonb_typeof(h.lines) = 'array'
              THEN h.lines ELSE '[]'::jsonb END) l
            WHERE (l->>'category_id')::int = t.category_id LIMIT 1), c.price)::int AS face_value,
          (SELECT r.id::int FROM resale_listings r WHERE r.ticket_id = t.id ORDER BY r.id DESC LIMIT 1) AS listing_id
        FROM e_tickets t JOIN events e ON e.id = t.event_id JOIN ticket_categories c ON c.id = t.category_id
        JOIN payment_transactions p ON p.id = t.transaction_id JOIN checkout_holds h ON h.id = p.hold_id
        LEFT JOIN event_resale_settings s ON s.event_id = t.event_id
        WHERE t.holder_buyer_id = ${buyerId} AND t.status = 'valid'
        ORDER BY t.issued_at DESC LIMIT 500`,
  );
}

export async function listingsByIds(db: Db, ids: readonly number[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  return rows<ListingRow>(
    db,
    sql`SELECT ${listingColumns} FROM resale_listings l WHERE l.id = ANY(${arrayLiteral(ids)}::bigint[])`,
  );
}

export interface FreeListingForList {
  listing_id: number;
  event_id: number;
  category_id: number;
  price: number;
  category_name: string;
  event_slug: string;
  event_title: string;
  offer_minutes: number;
}

/** Listed tickets held by nobody whose category's waiting list comes first: the sweep offers them. */
export async function freeListingsForWaitingLists(db: Db): Promise<FreeListingForList[]> {
  return rows<FreeListingForList>(
    db,
    sql`SELECT l.id::int AS listing_id, l.event_id, l.category_id, l.price::int AS price, c.name AS category_name,
          e.slug AS event_slug, e.title AS event_title, coalesce(s.offer_minutes, 120)::int AS offer_minutes
        FROM resale_listings l JOIN ticket_categories c ON c.id = l.category_id JOIN events e ON e.id = l.event_id
        LEFT JOIN waiting_list_settings s ON s.event_id = l.event_id
        WHERE l.status = 'listed' AND NOT (l.hold_id IS NOT NULL AND ${holdRunning(sql`l.hold_id`)})
          AND ${waitingListFirst(sql`l.category_id`, sql`l.event_id`)}
        ORDER BY l.id LIMIT 200`,
  );
}

export interface NextWaitingEntry {
  id: number;
  buyer_id: string;
  email: string;
  locale: string;
}

/** The category's next waiting entry with no running cart of its own, locked (SKIP LOCKED). */
export async function nextWaitingEntry(tx: Tx, categoryId: number): Promise<NextWaitingEntry | undefined> {
  const [row] = await rows<NextWaitingEntry>(
    tx,
    sql`SELECT w.id::int AS id, w.buyer_id, b.email, w.locale
        FROM waiting_list_entries w JOIN buyers b ON b.id = w.buyer_id
        WHERE w.category_id = ${categoryId} AND w.status = 'waiting'
          AND NOT EXISTS (SELECT 1 FROM checkout_holds h WHERE h.buyer_id = w.buyer_id
            AND h.status IN ('held', 'awaiting_payment') AND h.source = 'online')
        ORDER BY w.id LIMIT 1 FOR UPDATE OF w SKIP LOCKED`,
  );
  return row;
}

export async function markEntryOffered(tx: Tx, entryId: number, holdId: string, expiresAt: Date) {
  await tx.execute(sql`UPDATE waiting_list_entries SET status = 'offered', hold_id = ${holdId}, offered_quantity = 1,
    offered_at = now(), offer_expires_at = ${expiresAt.toISOString()}::timestamptz, updated_at = now()
    WHERE id = ${entryId}`);
}

export interface SoldListing {
  id: number;
  event_id: number;
  seller_transaction_id: string;
  seller_buyer_id: string;
  ticket_id: string;
  price: number;
  seller_fee: number;
}

/**
 * Sold listings whose seller has no repayment yet, locked one by one (SKIP LOCKED: each once). Without
 * `lock` (the control of the repayment race only) two passes can both read the same one.
 */
export async function lockSoldWithoutPayout(tx: Tx, lock = true): Promise<SoldListing | undefined> {
  const [row] = await rows<SoldListing>(
    tx,
    sql`SELECT id::int AS id, event_id, seller_transaction_id, seller_buyer_id, ticket_id, price::int AS price,
          seller_fee::int AS seller_fee
        FROM resale_listings WHERE status = 'sold' AND payout_refund_id IS NULL
        ORDER BY sold_at LIMIT 1 ${lock ? sql`FOR UPDATE SKIP LOCKED` : sql``}`,
  );
  return row;
}

export async function setPayoutRefund(tx: Tx, listingId: number, refundId: number): Promise<void> {
  await tx.execute(
    sql`UPDATE resale_listings SET payout_refund_id = ${refundId}, updated_at = now() WHERE id = ${listingId}`,
  );
}
