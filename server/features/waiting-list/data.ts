import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { WaitingListStatus } from "../../db/schema/index.ts";
import { rows } from "../../db/sql-helpers.ts";

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

/** A category with what the waiting list needs to know of it and its event's settings. */
export async function findCategoryForList(db: Db, categoryId: number): Promise<CategoryForList | null> {
  const [row] = await rows<CategoryForList>(
    db,
    sql`SELECT c.id, c.event_id, e.slug AS event_slug, c.name, c.quota, c.per_account_limit, c.per_transaction_max,
          c.is_hidden, EXISTS (SELECT 1 FROM seats s WHERE s.category_id = c.id) AS seated,
          coalesce(ws.enabled, false) AS enabled,
          (SELECT count(*)::int FROM waiting_list_entries w WHERE w.category_id = c.id AND w.status = 'waiting') AS waiting
        FROM ticket_categories c JOIN events e ON e.id = c.event_id
        LEFT JOIN waiting_list_settings ws ON ws.event_id = c.event_id
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

export interface OfferRow {
  category_id: number;
  category_name: string;
  event_slug: string;
  event_title: string;
  quantity: number;
  hold_id: string;
  expires_at: Date | string;
}

/** The account's offers whose hold still keeps the tickets, soonest to end first. */
export async function openOffersOf(db: Db, buyerId: string): Promise<OfferRow[]> {
  return rows<OfferRow>(
    db,
    sql`SELECT w.category_id, c.name AS category_name, e.slug AS event_slug, e.title AS event_title,
          w.offered_quantity AS quantity, w.hold_id::text AS hold_id, h.expires_at
        FROM waiting_list_entries w
        JOIN checkout_holds h ON h.id = w.hold_id
        JOIN ticket_categories c ON c.id = w.category_id
        JOIN events e ON e.id = w.event_id
        WHERE w.buyer_id = ${buyerId} AND w.status IN ('offered', 'accepted')
          AND h.status IN ('held', 'awaiting_payment') AND h.expires_at > now()
        ORDER BY h.expires_at`,
  );
}

export interface WaitingListSettings {
  enabled: boolean;
  offerMinutes: number;
}

export async function readSettings(db: Db, eventId: number): Promise<WaitingListSettings | null> {
  const [row] = await rows<{ enabled: boolean; offer_minutes: number }>(
    db,
    sql`SELECT enabled, offer_minutes FROM waiting_list_settings WHERE event_id = ${eventId}`,
  );
  return row ? { enabled: row.enabled, offerMinutes: row.offer_minutes } : null;
}

export async function saveSettings(tx: Db, eventId: number, settings: WaitingListSettings): Promise<void> {
  await tx.execute(
    sql`INSERT INTO waiting_list_settings (event_id, enabled, offer_minutes)
        VALUES (${eventId}, ${settings.enabled}, ${settings.offerMinutes})
        ON CONFLICT (event_id) DO UPDATE
        SET enabled = excluded.enabled, offer_minutes = excluded.offer_minutes, updated_at = now()`,
  );
}

export interface CategoryListStats {
  category_id: number;
  name: string;
  waiting: number;
  offers_out: number;
  accepted: number;
  bought: number;
}

/** Per category of the event: the line, the offers out, those taken to checkout and those paid. */
export async function listStats(db: Db, eventId: number): Promise<CategoryListStats[]> {
  return rows<CategoryListStats>(
    db,
    sql`SELECT c.id AS category_id, c.name,
          count(w.id) FILTER (WHERE w.status = 'waiting')::int AS waiting,
          count(w.id) FILTER (WHERE w.status IN ('offered', 'accepted'))::int AS offers_out,
          count(w.id) FILTER (WHERE w.status IN ('accepted', 'bought'))::int AS accepted,
          count(w.id) FILTER (WHERE w.status = 'bought')::int AS bought
        FROM ticket_categories c LEFT JOIN waiting_list_entries w ON w.category_id = c.id
        WHERE c.event_id = ${eventId}
        GROUP BY c.id, c.name, c.sort_order ORDER BY c.sort_order, c.id`,
  );
}
