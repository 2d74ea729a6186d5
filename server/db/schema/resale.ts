import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { buyers } from "./accounts.ts";
import { checkoutHolds } from "./checkout.ts";
import { eTickets } from "./e-tickets.ts";
import { events } from "./events.ts";
import { paymentTransactions } from "./payments.ts";
import { ticketCategories } from "./tickets.ts";

/**
 * The organiser's face-value resale settings per event (ADR 0140). No row: resale off, listings close
 * 24 hours before the start, no seller fee, no transfer cap.
 */
export const eventResaleSettings = pgTable(
  "event_resale_settings",
  {
    eventId: integer("event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(false),
    /** Listing closes this many hours before the event starts. */
    listUntilHours: integer("list_until_hours").notNull().default(24),
    /** Rupiah kept from the seller's repayment per resold ticket. */
    sellerFee: bigint("seller_fee", { mode: "number" }).notNull().default(0),
    /** How many times one ticket may be transferred; null: no cap. */
    transferCap: integer("transfer_cap"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("event_resale_settings_hours_range", sql`${table.listUntilHours} BETWEEN 0 AND 8760`),
    check("event_resale_settings_fee_range", sql`${table.sellerFee} >= 0`),
    check(
      "event_resale_settings_cap_range",
      sql`${table.transferCap} IS NULL OR ${table.transferCap} BETWEEN 0 AND 100`,
    ),
  ],
);

/** `listed`: for sale (a running hold may be a buyer's cart); `sold`; `withdrawn` by its holder. */
export const RESALE_LISTING_STATUSES = ["listed", "sold", "withdrawn"] as const;
export type ResaleListingStatus = (typeof RESALE_LISTING_STATUSES)[number];

/**
 * One ticket offered for resale. The price can never exceed the face value (the price its holder paid,
 * read by the server): a constraint, whatever the request said. `hold_id` is the cart of the buyer (or
 * the waiting-list offer) that has it now; a released or expired hold frees it again.
 */
export const resaleListings = pgTable(
  "resale_listings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => ticketCategories.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => eTickets.id, { onDelete: "cascade" }),
    sellerBuyerId: uuid("seller_buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    /** The order the seller is repaid from (the ticket's own). */
    sellerTransactionId: uuid("seller_transaction_id")
      .notNull()
      .references(() => paymentTransactions.id),
    faceValue: bigint("face_value", { mode: "number" }).notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    sellerFee: bigint("seller_fee", { mode: "number" }).notNull().default(0),
    status: text("status", { enum: RESALE_LISTING_STATUSES }).notNull().default("listed"),
    holdId: uuid("hold_id").references(() => checkoutHolds.id),
    /** The seller's language: the "sold" e-mail is written in it. */
    locale: text("locale").notNull().default("id"),
    buyerTicketId: uuid("buyer_ticket_id"),
    buyerTransactionId: uuid("buyer_transaction_id"),
    /** The refund row repaying the seller, once opened. */
    payoutRefundId: bigint("payout_refund_id", { mode: "number" }),
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull().defaultNow(),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "resale_listings_price_at_most_face",
      sql`${table.price} >= 1 AND ${table.price} <= ${table.faceValue}`,
    ),
    check(
      "resale_listings_fee_within_price",
      sql`${table.sellerFee} >= 0 AND ${table.sellerFee} <= ${table.price}`,
    ),
    check("resale_listings_status_known", sql`${table.status} IN ('listed', 'sold', 'withdrawn')`),
    // A ticket is on sale at most once at a time, whatever two requests race.
    uniqueIndex("resale_listings_one_open_uq").on(table.ticketId).where(sql`${table.status} = 'listed'`),
    index("resale_listings_event_idx").on(table.eventId, table.status),
    index("resale_listings_hold_idx").on(table.holdId),
    index("resale_listings_payout_idx")
      .on(table.soldAt)
      .where(sql`${table.status} = 'sold' AND ${table.payoutRefundId} IS NULL`),
  ],
);
