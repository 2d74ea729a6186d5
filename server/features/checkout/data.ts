import { eq, sql } from "drizzle-orm";
import type { PriceDisplay } from "#shared/pricing/tax.ts";
import type { Db } from "../../db/client.ts";
import { seatSections, ticketCategories } from "../../db/schema/index.ts";
import { inList, qualified, rows } from "../../db/sql-helpers.ts";
import type { CategoryStockRow } from "../stock/index.ts";
import type { SeatRow } from "./hold-plan.ts";

/** Reads of the checkout. Each takes the connection it runs on (the pool or a transaction). */

export interface CheckoutEvent {
  id: number;
  slug: string;
  ends_at: Date;
  max_ticket_by_account: number | null;
  one_transaction_per_account: boolean;
  tax_rate_bps: number;
}

/** Only a published event sells: a draft or a cancelled one answers as unknown. */
export async function findCheckoutEvent(db: Db, slug: string): Promise<CheckoutEvent | undefined> {
  const [row] = await rows<CheckoutEvent & { ends_at: Date | string }>(
    db,
    sql`SELECT id, slug, ends_at, max_ticket_by_account, one_transaction_per_account, tax_rate_bps
        FROM events WHERE slug = ${slug.toLowerCase()} AND lifecycle = 'published'`,
  );
  return row ? { ...row, ends_at: new Date(row.ends_at) } : undefined;
}

/**
 * The event's categories as the checkout's pre-checks need them, WITHOUT summing claims: `remaining`
 * is the quota, an upper bound, so only a zero quota is "sold out" before the lock. Under a ticket war
 * a per-request stock sum would cost more than the claims themselves; the claiming transaction counts
 * once per batch under the category lock, and that count is the one that decides.
 */
export function listCheckoutCategories(db: Db, eventId: number): Promise<CategoryStockRow[]> {
  return db
    .select({
      id: ticketCategories.id,
      name: ticketCategories.name,
      description: ticketCategories.description,
      price: ticketCategories.price,
      perAccountLimit: ticketCategories.perAccountLimit,
      perTransactionMax: ticketCategories.perTransactionMax,
      perTransactionMin: ticketCategories.perTransactionMin,
      isHidden: ticketCategories.isHidden,
      saleStartsAt: ticketCategories.saleStartsAt,
      saleEndsAt: ticketCategories.saleEndsAt,
      manualStatus: ticketCategories.manualStatus,
      sortOrder: ticketCategories.sortOrder,
      isBundle: ticketCategories.isBundle,
      remaining: ticketCategories.quota,
      isSeated: sql<boolean>`EXISTS (SELECT 1 FROM ${seatSections}
        WHERE ${qualified(seatSections.categoryId)} = ${qualified(ticketCategories.id)})`,
    })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, eventId));
}

export function findSeats(db: Db, ids: readonly number[]): Promise<SeatRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rows<SeatRow>(
    db,
    sql`SELECT id, category_id AS "categoryId", row_label AS "rowLabel", seat_number AS "seatNumber",
          is_blocked AS "isBlocked" FROM seats WHERE id IN ${inList(ids)}`,
  );
}

export async function findHoldByKey(db: Db, buyerId: string, key: string) {
  const [row] = await rows<{ request_hash: string | null; response: unknown }>(
    db,
    sql`SELECT request_hash, response FROM checkout_holds
        WHERE buyer_id = ${buyerId} AND idempotency_key = ${key}`,
  );
  return row;
}

export interface HoldRow {
  id: string;
  event_id: number;
  event_slug: string;
  tax_rate_bps: number;
  price_display: PriceDisplay;
  status: string;
  expires_at: string;
  is_seat_ticket: boolean;
  sub_total: number;
  lines: unknown;
  voucher_id: number | null;
  voucher_code: string | null;
  participants: unknown;
  /** The buyer block saved with the participants (name, email, phone_number), null until then. */
  buyer_data: unknown;
}

/** The buyer's running, unexpired hold (the given one, or whichever is running). */
export async function findRunningHold(
  db: Db,
  buyerId: string,
  holdId?: string,
): Promise<HoldRow | undefined> {
  const [row] = await rows<HoldRow>(
    db,
    sql`SELECT h.id, h.event_id, e.slug AS event_slug, e.tax_rate_bps, e.price_display, h.status,
          h.expires_at, h.is_seat_ticket, h.sub_total::float8 AS sub_total,
          h.lines, h.voucher_id, v.code AS voucher_code, h.participants, h.buyer_data
        FROM checkout_holds h JOIN events e ON e.id = h.event_id
        LEFT JOIN vouchers v ON v.id = h.voucher_id
        WHERE h.buyer_id = ${buyerId} AND h.status IN ('held', 'awaiting_payment') AND h.expires_at > now()
          ${holdId ? sql`AND h.id = ${holdId}` : sql``}`,
  );
  return row ? { ...row, expires_at: new Date(row.expires_at).toISOString() } : undefined;
}
