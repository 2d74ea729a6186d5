import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { WaitingListStatus } from "../../db/schema/index.ts";
import { inList, rows } from "../../db/sql-helpers.ts";

export interface CategoryForList {
  id: number;
  event_id: number;
  event_slug: string;
  name: string;
  quota: number;
  per_account_limit: number | null;
  per_transaction_max: number;
  is_hidden: boolean;
  seated: boolean;
  enabled: boolean;
  waiting: number;
}

/** A category with what the waiting list needs to know of it: its switch, seats and line. */
export async function findCategoryForList(db: Db, categoryId: number): Promise<CategoryForList | null> {
  const [row] = await rows<CategoryForList>(
    db,
    sql`SELECT c.id, c.event_id, e.slug AS event_slug, c.name, c.quota, c.per_account_limit, c.per_transaction_max,
          c.is_hidden, EXISTS (SELECT 1 FROM seats s WHERE s.category_id = c.id) AS seated,
          EXISTS (SELECT 1 FROM waiting_list_categories lc WHERE lc.category_id = c.id) AS enabled,
          (SELECT count(*)::int FROM waiting_list_entries w WHERE w.category_id = c.id AND w.status = 'waiting') AS waiting
        FROM ticket_categories c JOIN events e ON e.id = c.event_id
        WHERE c.id = ${categoryId}`,
  );
  return row ?? null;
}

export interface EntryRow {
  id: number;
  status: WaitingListStatus;
  quantity: number;
  hold_id: string | null;
  offered_quantity: number | null;
  offer_expires_at: Date | string | null;
  /** Whether the offer's hold still keeps its tickets (running and not past its expiry). */
  hold_running: boolean;
}

const entryColumns = sql`w.id::int AS id, w.status, w.quantity, w.hold_id::text AS hold_id, w.offered_quantity,
  w.offer_expires_at, coalesce(h.status IN ('held', 'awaiting_payment') AND h.expires_at > now(), false) AS hold_running`;

/**
 * The account's most recent place in the category (an open one if any), optionally locked: accept,
 * decline and leave lock it, so a replayed or doubled tap waits and then finds it already changed.
 */
export async function findEntry(
  db: Db,
  buyerId: string,
  categoryId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<EntryRow | null> {
  const [row] = await rows<EntryRow>(
    db,
    sql`SELECT ${entryColumns} FROM waiting_list_entries w LEFT JOIN checkout_holds h ON h.id = w.hold_id
        WHERE w.buyer_id = ${buyerId} AND w.category_id = ${categoryId}
        ORDER BY (w.status IN ('waiting', 'offered', 'accepted')) DESC, w.id DESC LIMIT 1
        ${lock ? sql`FOR UPDATE OF w` : sql``}`,
  );
  return row ?? null;
}

/** A new place at the end of the line; false when the account already has an open one. */
export async function insertEntry(
  tx: Db,
  entry: { eventId: number; categoryId: number; buyerId: string; quantity: number; locale: string },
): Promise<boolean> {
  const inserted = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO waiting_list_entries (event_id, category_id, buyer_id, quantity, locale)
        VALUES (${entry.eventId}, ${entry.categoryId}, ${entry.buyerId}, ${entry.quantity}, ${entry.locale})
        ON CONFLICT (category_id, buyer_id) WHERE status IN ('waiting', 'offered', 'accepted') DO NOTHING
        RETURNING id`,
  );
  return inserted.length > 0;
}

export async function setEntryStatus(tx: Db, entryId: number, status: WaitingListStatus): Promise<void> {
  await tx.execute(
    sql`UPDATE waiting_list_entries SET status = ${status}, updated_at = now() WHERE id = ${entryId}`,
  );
}

/** 1 for the next in line: waiting entries that joined before this one, plus one. */
export async function positionOf(db: Db, categoryId: number, entryId: number): Promise<number> {
  const [row] = await rows<{ position: number }>(
    db,
    sql`SELECT count(*)::int AS position FROM waiting_list_entries
        WHERE category_id = ${categoryId} AND status = 'waiting' AND id <= ${entryId}`,
  );
  return row?.position ?? 1;
}

export interface MyPlaceRow {
  category_id: number;
  category_name: string;
  event_slug: string;
  event_title: string;
  status: "waiting" | "offered" | "accepted";
  quantity: number;
  position: number | null;
  list_open: boolean;
  hold_id: string | null;
  offered_quantity: number | null;
  offer_expires_at: Date | string | null;
}

/**
 * The account's open places: in line (with the position), or offered with the hold still keeping the
 * tickets. An offer whose hold ended is over for the buyer even before the sweeper writes it down.
 * Offers first, soonest to end first; then places in the order joined.
 */
export async function myOpenPlaces(db: Db, buyerId: string): Promise<MyPlaceRow[]> {
  return rows<MyPlaceRow>(
    db,
    sql`SELECT w.category_id, c.name AS category_name, e.slug AS event_slug, e.title AS event_title,
          w.status, w.quantity,
          CASE WHEN w.status = 'waiting' THEN (SELECT count(*)::int FROM waiting_list_entries o
            WHERE o.category_id = w.category_id AND o.status = 'waiting' AND o.id <= w.id) END AS position,
          EXISTS (SELECT 1 FROM waiting_list_categories lc WHERE lc.category_id = w.category_id) AS list_open,
          w.hold_id::text AS hold_id, w.offered_quantity, h.expires_at AS offer_expires_at
        FROM waiting_list_entries w
        JOIN ticket_categories c ON c.id = w.category_id
        JOIN events e ON e.id = w.event_id
        LEFT JOIN checkout_holds h ON h.id = w.hold_id
        WHERE w.buyer_id = ${buyerId}
          AND (w.status = 'waiting' OR (w.status IN ('offered', 'accepted')
            AND h.status IN ('held', 'awaiting_payment') AND h.expires_at > now()))
        ORDER BY (w.status = 'waiting'), h.expires_at, w.id`,
  );
}

/** The event's offer time limit in minutes; null when the organiser never saved the settings. */
export async function readOfferMinutes(db: Db, eventId: number): Promise<number | null> {
  const [row] = await rows<{ offer_minutes: number }>(
    db,
    sql`SELECT offer_minutes FROM waiting_list_settings WHERE event_id = ${eventId}`,
  );
  return row?.offer_minutes ?? null;
}

export async function saveOfferMinutes(tx: Db, eventId: number, offerMinutes: number): Promise<void> {
  await tx.execute(
    sql`INSERT INTO waiting_list_settings (event_id, offer_minutes) VALUES (${eventId}, ${offerMinutes})
        ON CONFLICT (event_id) DO UPDATE SET offer_minutes = excluded.offer_minutes, updated_at = now()`,
  );
}

/** The ids of the event's categories whose list is on. */
export async function enabledCategoryIds(db: Db, eventId: number): Promise<number[]> {
  const found = await rows<{ category_id: number }>(
    db,
    sql`SELECT category_id FROM waiting_list_categories WHERE event_id = ${eventId} ORDER BY category_id`,
  );
  return found.map((row) => row.category_id);
}

export interface CategorySwitchTarget {
  id: number;
  seated: boolean;
}

/** The event's categories among these ids, with whether each has seats. */
export async function categoriesOfEvent(
  db: Db,
  eventId: number,
  categoryIds: readonly number[],
): Promise<CategorySwitchTarget[]> {
  if (categoryIds.length === 0) return [];
  return rows<CategorySwitchTarget>(
    db,
    sql`SELECT c.id, EXISTS (SELECT 1 FROM seats s WHERE s.category_id = c.id) AS seated
        FROM ticket_categories c WHERE c.event_id = ${eventId} AND c.id IN ${inList(categoryIds)}`,
  );
}

/** Turns the named categories' lists on or off; a place in a list turned off is kept, not offered. */
export async function setCategorySwitches(
  tx: Db,
  eventId: number,
  switches: readonly { categoryId: number; enabled: boolean }[],
): Promise<void> {
  const on = switches.filter((entry) => entry.enabled).map((entry) => entry.categoryId);
  const off = switches.filter((entry) => !entry.enabled).map((entry) => entry.categoryId);
  if (on.length > 0)
    await tx.execute(
      sql`INSERT INTO waiting_list_categories (category_id, event_id)
          SELECT id, event_id FROM ticket_categories WHERE event_id = ${eventId} AND id IN ${inList(on)}
          ON CONFLICT (category_id) DO NOTHING`,
    );
  if (off.length > 0)
    await tx.execute(
      sql`DELETE FROM waiting_list_categories WHERE event_id = ${eventId} AND category_id IN ${inList(off)}`,
    );
}

export interface CategoryListStats {
  category_id: number;
  name: string;
  seated: boolean;
  enabled: boolean;
  waiting: number;
  offers_out: number;
  accepted: number;
  bought: number;
}

/** Per category of the event: its switch, the line, the offers out, those taken to checkout and those paid. */
export async function listStats(db: Db, eventId: number): Promise<CategoryListStats[]> {
  return rows<CategoryListStats>(
    db,
    sql`SELECT c.id AS category_id, c.name,
          EXISTS (SELECT 1 FROM seats s WHERE s.category_id = c.id) AS seated,
          EXISTS (SELECT 1 FROM waiting_list_categories lc WHERE lc.category_id = c.id) AS enabled,
          count(w.id) FILTER (WHERE w.status = 'waiting')::int AS waiting,
          count(w.id) FILTER (WHERE w.status IN ('offered', 'accepted'))::int AS offers_out,
          count(w.id) FILTER (WHERE w.status IN ('accepted', 'bought'))::int AS accepted,
          count(w.id) FILTER (WHERE w.status = 'bought')::int AS bought
        FROM ticket_categories c LEFT JOIN waiting_list_entries w ON w.category_id = c.id
        WHERE c.event_id = ${eventId}
        GROUP BY c.id, c.name, c.sort_order ORDER BY c.sort_order, c.id`,
  );
}
