import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { TICKET_STATUSES } from "../../../shared/contracts/events.ts";
import { events } from "./events.ts";

/**
 * What the organiser sets by hand. `available` means "let the rules decide" (sale window, stock);
 * every other value is shown as it is (spec section 4: temporarily sold out, counter only, ...).
 */
export const MANUAL_TICKET_STATUSES = TICKET_STATUSES;

export const ticketCategories = pgTable(
  "ticket_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Integer rupiah (architecture principle 2). 0 is a free ticket. */
    price: integer("price").notNull(),
    /** Tickets this category may ever sell. Remaining stock is derived from claims, never stored. */
    quota: integer("quota").notNull(),
    perAccountLimit: integer("per_account_limit"),
    perTransactionMax: integer("per_transaction_max").notNull().default(5),
    /** The fewest tickets of this category one checkout may take (a table of 4 sells in fours). */
    perTransactionMin: integer("per_transaction_min").notNull().default(1),
    saleStartsAt: timestamp("sale_starts_at", { withTimezone: true }),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    manualStatus: text("manual_status", { enum: MANUAL_TICKET_STATUSES }).notNull().default("available"),
    sortOrder: integer("sort_order").notNull().default(0),
    isBundle: boolean("is_bundle").notNull().default(false),
    /** Hidden categories are neither listed nor sold (a draft tier, a closed presale). */
    isHidden: boolean("is_hidden").notNull().default(false),
  },
  (table) => [
    check("ticket_categories_price_nonnegative", sql`${table.price} >= 0`),
    check("ticket_categories_quota_nonnegative", sql`${table.quota} >= 0`),
    check(
      "ticket_categories_limits_positive",
      sql`${table.perTransactionMax} >= 1 AND (${table.perAccountLimit} IS NULL OR ${table.perAccountLimit} >= 1)`,
    ),
    check(
      "ticket_categories_min_per_transaction",
      sql`${table.perTransactionMin} >= 1 AND ${table.perTransactionMin} <= ${table.perTransactionMax}`,
    ),
    check(
      "ticket_categories_sale_window",
      sql`${table.saleStartsAt} IS NULL OR ${table.saleEndsAt} IS NULL OR ${table.saleEndsAt} > ${table.saleStartsAt}`,
    ),
    check(
      "ticket_categories_status_known",
      sql`${table.manualStatus} IN ('available', 'sold_out', 'staged', 'closed', 'fully_booked', 'ots_only')`,
    ),
    // Target of the composite keys below: a section or voucher can only name a category of its event.
    unique("ticket_categories_id_event_uq").on(table.id, table.eventId),
    index("ticket_categories_event_idx").on(table.eventId, table.sortOrder),
  ],
);

/** Merchandise inside a bundle category (a jersey with sizes, a tote bag). */
export const bundleItems = pgTable(
  "bundle_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => ticketCategories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Empty when the item has one size. */
    sizeOptions: text("size_options").array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [index("bundle_items_category_idx").on(table.categoryId)],
);

/** A block of seats sold as one ticket category (Tribun A, VIP). */
export const seatSections = pgTable(
  "seat_sections",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull(),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    foreignKey({
      name: "seat_sections_category_same_event_fk",
      columns: [table.categoryId, table.eventId],
      foreignColumns: [ticketCategories.id, ticketCategories.eventId],
    }).onDelete("cascade"),
    unique("seat_sections_id_category_uq").on(table.id, table.categoryId),
    index("seat_sections_event_idx").on(table.eventId, table.sortOrder),
  ],
);

export const seats = pgTable(
  "seats",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sectionId: integer("section_id").notNull(),
    /** Copied from the section (and checked by the key below) so a claim can name seat and category. */
    categoryId: integer("category_id").notNull(),
    rowLabel: text("row_label").notNull(),
    seatNumber: integer("seat_number").notNull(),
    /** Blocked by the organiser (camera platform, sound desk): never for sale. */
    isBlocked: boolean("is_blocked").notNull().default(false),
    /** A wheelchair space: sold like any seat, shown with its symbol so the buyer who needs it finds it. */
    isWheelchair: boolean("is_wheelchair").notNull().default(false),
  },
  (table) => [
    foreignKey({
      name: "seats_section_category_fk",
      columns: [table.sectionId, table.categoryId],
      foreignColumns: [seatSections.id, seatSections.categoryId],
    }).onDelete("cascade"),
    check("seats_row_label_format", sql`${table.rowLabel} ~ '^[A-Z]{1,3}$'`),
    check("seats_number_range", sql`${table.seatNumber} BETWEEN 1 AND 9999`),
    unique("seats_position_uq").on(table.sectionId, table.rowLabel, table.seatNumber),
    unique("seats_id_category_uq").on(table.id, table.categoryId),
    index("seats_category_idx").on(table.categoryId),
  ],
);
