import { sql } from "drizzle-orm";
import {
  bigint,
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
import { events } from "./events.ts";
import { ticketCategories } from "./tickets.ts";

/**
 * An event's waiting lists (ADR 0139): `offer_minutes` is how long an offered ticket stays held for the
 * account before it passes to the next entry, the same for every category of the event.
 */
export const waitingListSettings = pgTable(
  "waiting_list_settings",
  {
    eventId: integer("event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    offerMinutes: integer("offer_minutes").notNull().default(120),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("waiting_list_offer_minutes_range", sql`${table.offerMinutes} BETWEEN 5 AND 1440`)],
);

/**
 * The categories whose waiting list the organiser turned on: a row means on. Seated categories never
 * have one (an offer would need a seat choice).
 */
export const waitingListCategories = pgTable(
  "waiting_list_categories",
  {
    categoryId: integer("category_id")
      .primaryKey()
      .references(() => ticketCategories.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("waiting_list_categories_event_idx").on(table.eventId)],
);

/**
 * `waiting`: in line. `offered`: a hold of `quantity` tickets is kept for the account until
 * `offer_expires_at`. `accepted`: the buyer took the offer to checkout. `bought`: the offer's hold was
 * paid. `expired`/`declined`/`left`: out of the line; the stock goes to the next entry.
 */
export const WAITING_LIST_STATUSES = [
  "waiting",
  "offered",
  "accepted",
  "bought",
  "expired",
  "declined",
  "left",
] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/** One account's place in one category's line; join order is the identity `id`. */
export const waitingListEntries = pgTable(
  "waiting_list_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => ticketCategories.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** The language the account joined in: the offer's e-mail is written in it. */
    locale: text("locale").notNull().default("id"),
    status: text("status", { enum: WAITING_LIST_STATUSES }).notNull().default("waiting"),
    holdId: uuid("hold_id").references(() => checkoutHolds.id),
    /** Tickets actually offered: fewer than `quantity` when fewer came back. */
    offeredQuantity: integer("offered_quantity"),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("waiting_list_quantity_positive", sql`${table.quantity} >= 1`),
    check(
      "waiting_list_status_known",
      sql`${table.status} IN ('waiting', 'offered', 'accepted', 'bought', 'expired', 'declined', 'left')`,
    ),
    check(
      "waiting_list_offer_has_hold",
      sql`${table.status} NOT IN ('offered', 'accepted') OR (${table.holdId} IS NOT NULL AND ${table.offerExpiresAt} IS NOT NULL)`,
    ),
    // One place per account per category, backed by a constraint: a second tab's join meets it.
    uniqueIndex("waiting_list_one_place_uq")
      .on(table.categoryId, table.buyerId)
      .where(sql`${table.status} IN ('waiting', 'offered', 'accepted')`),
    index("waiting_list_line_idx").on(table.categoryId, table.status, table.id),
    index("waiting_list_open_offers_idx")
      .on(table.offerExpiresAt)
      .where(sql`${table.status} IN ('offered', 'accepted')`),
  ],
);
