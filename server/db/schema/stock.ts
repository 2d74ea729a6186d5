import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { seats, ticketCategories } from "./tickets.ts";

/**
 * `held`: reserved by a checkout until `expires_at`, then worth nothing without any job running.
 * `sold`: paid. `released`: given back (cancelled, expired and swept), kept for the audit trail.
 */
export const CLAIM_STATUSES = ["held", "sold", "released"] as const;

/**
 * The one source of truth for scarcity (architecture principle 1). Every ticket that is held or sold
 * is a row here, written by the checkout in the same transaction that creates the order, so remaining
 * stock (`quota - sold - unexpired held`) cannot drift from what was actually claimed.
 */
export const stockClaims = pgTable(
  "stock_claims",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => ticketCategories.id),
    /** Set for seated tickets; then the claim is exactly one ticket. */
    seatId: integer("seat_id"),
    quantity: integer("quantity").notNull().default(1),
    status: text("status", { enum: CLAIM_STATUSES }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The seat must belong to the claimed category, so a cheap category cannot claim a VIP seat.
    foreignKey({
      name: "stock_claims_seat_in_category_fk",
      columns: [table.seatId, table.categoryId],
      foreignColumns: [seats.id, seats.categoryId],
    }),
    check("stock_claims_quantity_positive", sql`${table.quantity} > 0`),
    check("stock_claims_status_known", sql`${table.status} IN ('held', 'sold', 'released')`),
    check("stock_claims_hold_expires", sql`${table.status} <> 'held' OR ${table.expiresAt} IS NOT NULL`),
    check("stock_claims_seat_single", sql`${table.seatId} IS NULL OR ${table.quantity} = 1`),
    // The last line of defence against double-selling a seat: at most one held-or-sold row per seat.
    // An expired hold still occupies the slot until the next claimer releases it in its transaction.
    uniqueIndex("stock_claims_seat_live_uq")
      .on(table.seatId)
      .where(sql`${table.seatId} IS NOT NULL AND ${table.status} IN ('held', 'sold')`),
    // Covers the stock sum: an index-only scan per category, released rows left out.
    index("stock_claims_category_live_idx")
      .on(table.categoryId, table.status, table.expiresAt, table.quantity)
      .where(sql`${table.status} IN ('held', 'sold')`),
    // For a sweeper that releases expired holds (tidiness only; correctness never waits for it).
    index("stock_claims_held_expiry_idx").on(table.expiresAt).where(sql`${table.status} = 'held'`),
  ],
);

/**
 * Remaining stock per category, derived at read time. `now()` decides which holds still count, so an
 * expired hold gives its tickets back the moment it expires.
 */
export const ticketCategoryStock = pgView("ticket_category_stock", {
  categoryId: integer("category_id").notNull(),
  eventId: integer("event_id").notNull(),
  quota: integer("quota").notNull(),
  sold: integer("sold").notNull(),
  held: integer("held").notNull(),
  remaining: integer("remaining").notNull(),
}).as(sql`
  SELECT c.id AS category_id, c.event_id, c.quota,
    COALESCE(s.sold, 0)::int AS sold,
    COALESCE(s.held, 0)::int AS held,
    GREATEST(c.quota - COALESCE(s.sold, 0) - COALESCE(s.held, 0), 0)::int AS remaining
  FROM ticket_categories c
  LEFT JOIN LATERAL (
    SELECT
      sum(quantity) FILTER (WHERE status = 'sold') AS sold,
      sum(quantity) FILTER (WHERE status = 'held' AND expires_at > now()) AS held
    FROM stock_claims
    WHERE category_id = c.id AND status IN ('held', 'sold')
  ) s ON true
`);
