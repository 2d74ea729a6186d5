import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inList, rows } from "../../db/sql-helpers.ts";
import { databaseNow } from "./buyer-locks.ts";
import { lockCategories } from "./category-locks.ts";
import { insertHolds, type NewHold } from "./insert-holds.ts";
import { liveClaimCounts } from "./live-claim-counts.ts";
import type { LockingPolicy } from "./locking-policy.ts";

/**
 * A category's list is open when the organiser turned that category's list on and the event's waiting
 * room is not admitting a rush: during a rush, returned tickets belong to the room's admitted buyers.
 * A category that gained seats since is never open: an offer would need a seat choice.
 */
const listOpen = (categoryId: SQL, eventId: SQL) => sql`EXISTS (
    SELECT 1 FROM waiting_list_categories lc WHERE lc.category_id = ${categoryId})
  AND NOT EXISTS (SELECT 1 FROM seats st WHERE st.category_id = ${categoryId})
  AND NOT EXISTS (
    SELECT 1 FROM waiting_rooms r WHERE r.event_id = ${eventId} AND r.enabled AND r.opens_at <= now())`;

export interface WaitingCategory {
  categoryId: number;
  eventId: number;
  offerMinutes: number;
}

/**
 * Categories with someone waiting whose list is open now: the ones the offer sweeper looks at. An event
 * that never saved its settings has the column's default time limit (120 minutes).
 */
export async function categoriesWithWaitingEntries(
  db: Db,
  onlyCategoryId?: number,
): Promise<WaitingCategory[]> {
  return rows<WaitingCategory>(
    db,
    sql`SELECT DISTINCT w.category_id AS "categoryId", w.event_id AS "eventId",
          coalesce(s.offer_minutes, 120)::int AS "offerMinutes"
        FROM waiting_list_entries w LEFT JOIN waiting_list_settings s ON s.event_id = w.event_id
        WHERE w.status = 'waiting' AND ${listOpen(sql`w.category_id`, sql`w.event_id`)}
          ${onlyCategoryId === undefined ? sql`` : sql`AND w.category_id = ${onlyCategoryId}`}
        ORDER BY 1`,
  );
}

/**
 * Of these categories, the ones whose free stock belongs to the waiting list: someone is waiting and the
 * list is open. A public checkout gets none of their stock, so a returned ticket waits for the sweeper
 * to offer it instead of going to whoever refreshes first. A subquery for the checkout's one state
 * statement (`readBatchState`), read under the category locks.
 */
export const reservedForWaitingList = (categoryIds: readonly number[]): SQL =>
  sql`SELECT DISTINCT w.category_id FROM waiting_list_entries w
      WHERE w.category_id IN ${inList(categoryIds)} AND w.status = 'waiting'
        AND ${listOpen(sql`w.category_id`, sql`w.event_id`)}`;

export interface WaitingListOffer {
  entryId: number;
  buyerId: string;
  email: string;
  locale: string;
  eventId: number;
  categoryId: number;
  categoryName: string;
  eventSlug: string;
  eventTitle: string;
  quantity: number;
  holdId: string;
  expiresAt: Date;
}

interface NextEntry {
  id: number;
  buyer_id: string;
  email: string;
  locale: string;
  event_id: number;
  quantity: number;
  name: string;
  price: number;
  event_slug: string;
  event_title: string;
}

/**
 * Offers the category's free stock to the next entries in join order: each gets a hold of up to the
 * number it asked for, kept for `offerMinutes`, so sold plus held never exceeds the quota. Runs under
 * the category lock (the lock every stock path takes), so two sweepers take turns: the second counts
 * the first one's holds and finds nothing left. An account with a running cart elsewhere is passed over
 * this round (one running transaction per account) and keeps its place. The caller owns the
 * transaction and writes the offer mail in it.
 */
export async function offerFreeStockToWaitingList(
  tx: Db,
  category: WaitingCategory,
  policy: Pick<LockingPolicy, "claimLocks">,
): Promise<WaitingListOffer[]> {
  const quota = policy.claimLocks
    ? (await lockCategories(tx, [category.categoryId])).get(category.categoryId)
    : (
        await rows<{ quota: number }>(
          tx,
          sql`SELECT quota FROM ticket_categories WHERE id = ${category.categoryId}`,
        )
      )[0]?.quota;
  if (quota === undefined) return [];
  let free = quota - ((await liveClaimCounts(tx, [category.categoryId])).get(category.categoryId) ?? 0);
  if (free <= 0) return [];
  const next = await rows<NextEntry>(
    tx,
    sql`SELECT w.id::int AS id, w.buyer_id, b.email, w.locale, w.event_id, w.quantity, c.name, c.price::int AS price,
          ev.slug AS event_slug, ev.title AS event_title
        FROM waiting_list_entries w
        JOIN ticket_categories c ON c.id = w.category_id
        JOIN events ev ON ev.id = w.event_id
        JOIN buyers b ON b.id = w.buyer_id
        WHERE w.category_id = ${category.categoryId} AND w.status = 'waiting'
          AND NOT EXISTS (SELECT 1 FROM checkout_holds h WHERE h.buyer_id = w.buyer_id
            AND h.status IN ('held', 'awaiting_payment') AND h.source = 'online')
        ORDER BY w.id LIMIT ${free}
        FOR UPDATE OF w SKIP LOCKED`,
  );
  const expiresAt = new Date((await databaseNow(tx)).getTime() + category.offerMinutes * 60_000);
  const offers: WaitingListOffer[] = [];
  const holds: NewHold[] = [];
  for (const entry of next) {
    if (free <= 0) break;
    const quantity = Math.min(entry.quantity, free);
    free -= quantity;
    const holdId = randomUUID();
    const line = {
      category_id: category.categoryId,
      name: entry.name,
      price: entry.price,
      quantity,
      subtotal: entry.price * quantity,
      seats: [],
      bundle_choices: [],
    };
    holds.push({
      id: holdId,
      buyerId: entry.buyer_id,
      eventId: entry.event_id,
      claims: [{ category_id: category.categoryId, quantity, seats: [] }],
      subTotal: line.subtotal,
      lines: [line],
      idempotencyKey: null,
      requestHash: "waiting-list-offer",
      response: null,
    });
    offers.push({
      entryId: entry.id,
      buyerId: entry.buyer_id,
      email: entry.email,
      locale: entry.locale,
      eventId: entry.event_id,
      categoryId: category.categoryId,
      categoryName: entry.name,
      eventSlug: entry.event_slug,
      eventTitle: entry.event_title,
      quantity,
      holdId,
      expiresAt,
    });
  }
  if (offers.length === 0) return [];
  await insertHolds(tx, holds, expiresAt);
  const marks = offers.map((offer) => ({
    id: offer.entryId,
    hold_id: offer.holdId,
    quantity: offer.quantity,
  }));
  await tx.execute(sql`
    UPDATE waiting_list_entries w SET status = 'offered', hold_id = v.hold_id, offered_quantity = v.quantity,
      offered_at = now(), offer_expires_at = ${expiresAt.toISOString()}::timestamptz, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(marks)}::jsonb) AS v(id bigint, hold_id uuid, quantity int)
    WHERE w.id = v.id`);
  return offers;
}

/**
 * Ends the offers whose hold is over: paid → `bought`; released or past its expiry → `expired`, which
 * returns its stock to the line (the next sweep offers it). SKIP LOCKED: several processes end
 * different offers, each once.
 */
export async function closeEndedOffers(db: Db, limit = 1_000): Promise<{ bought: number; expired: number }> {
  const ended = await rows<{ status: string }>(
    db,
    sql`WITH ended AS (
      SELECT w.id, h.status AS hold_status FROM waiting_list_entries w JOIN checkout_holds h ON h.id = w.hold_id
      WHERE w.status IN ('offered', 'accepted')
        AND (h.status IN ('paid', 'released') OR h.expires_at <= now())
      ORDER BY w.id LIMIT ${limit} FOR UPDATE OF w SKIP LOCKED
    )
    UPDATE waiting_list_entries w
    SET status = CASE WHEN ended.hold_status = 'paid' THEN 'bought' ELSE 'expired' END, updated_at = now()
    FROM ended WHERE w.id = ended.id RETURNING w.status`,
  );
  return {
    bought: ended.filter((row) => row.status === "bought").length,
    expired: ended.filter((row) => row.status === "expired").length,
  };
}
