import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { buyers } from "./accounts.ts";
import { events } from "./events.ts";
import { stockClaims } from "./stock.ts";
import { voucherClaims, vouchers } from "./vouchers.ts";

/**
 * `held`: a cart, stock claimed until `expires_at`. `awaiting_payment`: an order was placed (payment
 * issue). `paid`, `released` (replaced, cancelled or expired and swept) are final.
 */
export const HOLD_STATUSES = ["held", "awaiting_payment", "paid", "released"] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** One checkout of one buyer: the stock claims it made, its voucher, its visitor data. */
export const checkoutHolds = pgTable(
  "checkout_holds",
  {
    id: uuid("id").primaryKey(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id),
    status: text("status", { enum: HOLD_STATUSES }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    isSeatTicket: boolean("is_seat_ticket").notNull(),
    /** Sum of price x quantity at the moment of the hold (integer rupiah). */
    subTotal: bigint("sub_total", { mode: "number" }).notNull(),
    /** The hold's lines (category, name, price, quantity, seats, bundle choices) as shown to the buyer. */
    lines: jsonb("lines").notNull(),
    idempotencyKey: text("idempotency_key"),
    /** sha256 of the normalised request, so a reused key with another body is refused (422). */
    requestHash: text("request_hash"),
    /** The exact response data of the checkout, replayed for the same key. */
    response: jsonb("response"),
    voucherId: integer("voucher_id").references(() => vouchers.id),
    voucherClaimId: bigint("voucher_claim_id", { mode: "number" }).references(() => voucherClaims.id),
    buyerData: jsonb("buyer_data"),
    participants: jsonb("participants"),
    /**
     * `online` for a buyer's own cart; `door` for an organiser's complimentary or box-office order,
     * which is not the holder's cart: it never counts as their running checkout nor is replaced by one.
     */
    source: text("source", { enum: ["online", "door"] })
      .notNull()
      .default("online"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "checkout_holds_status_known",
      sql`${table.status} IN ('held', 'awaiting_payment', 'paid', 'released')`,
    ),
    // One running transaction per buyer (spec section 4), backed by a constraint (principle 1).
    uniqueIndex("checkout_holds_one_running_uq")
      .on(table.buyerId)
      .where(sql`${table.status} IN ('held', 'awaiting_payment') AND ${table.source} = 'online'`),
    check("checkout_holds_source_known", sql`${table.source} IN ('online', 'door')`),
    uniqueIndex("checkout_holds_idempotency_uq")
      .on(table.buyerId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
    index("checkout_holds_buyer_event_idx").on(table.buyerId, table.eventId, table.status),
    index("checkout_holds_running_expiry_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} IN ('held', 'awaiting_payment')`),
  ],
);

/** Which stock claims a hold made (stock_claims belongs to the catalogue and names no buyer). */
export const checkoutHoldClaims = pgTable(
  "checkout_hold_claims",
  {
    holdId: uuid("hold_id")
      .notNull()
      .references(() => checkoutHolds.id, { onDelete: "cascade" }),
    claimId: bigint("claim_id", { mode: "number" })
      .notNull()
      .references(() => stockClaims.id),
  },
  (table) => [
    primaryKey({ columns: [table.holdId, table.claimId] }),
    uniqueIndex("checkout_hold_claims_claim_uq").on(table.claimId),
  ],
);

/** Per-event visitor form configuration, as data (spec section 3, Visitor). */
export const eventVisitorFields = pgTable("event_visitor_fields", {
  eventId: integer("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  config: jsonb("config").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
