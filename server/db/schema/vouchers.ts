import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { DISCOUNT_UNITS } from "../../../shared/contracts/events.ts";
import { events } from "./events.ts";
import { ticketCategories } from "./tickets.ts";

export const vouchers = pgTable(
  "vouchers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** Stored uppercase; buyers may type it in any case. */
    code: text("code").notNull(),
    discountUnit: text("discount_unit", { enum: DISCOUNT_UNITS }).notNull(),
    /** Whole percent (1-100) for `percent`, integer rupiah for `fixed`. */
    amount: integer("amount").notNull(),
    /** Rupiah cap for percent discounts; null means no cap. */
    maxDiscount: integer("max_discount"),
    minTransaction: integer("min_transaction").notNull().default(0),
    /** Payment method codes (e.g. `qris`, `va_bca`); null means every method. */
    allowedPaymentMethods: text("allowed_payment_methods").array(),
    terms: text("terms").notNull().default(""),
    /** Uses this voucher may ever have; null means unlimited. Remaining uses derive from claims. */
    quota: integer("quota"),
    /** Uses one buyer may have (used, or held by a running checkout); null means no limit. */
    perBuyerLimit: integer("per_buyer_limit"),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** Private codes (given to a community or sponsor) work at checkout but are never listed. */
    isPublic: boolean("is_public").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("vouchers_code_format", sql`${table.code} ~ '^[A-Z0-9]{3,32}$'`),
    check("vouchers_unit_known", sql`${table.discountUnit} IN ('percent', 'fixed')`),
    check(
      "vouchers_amount_range",
      sql`${table.amount} > 0 AND (${table.discountUnit} <> 'percent' OR ${table.amount} <= 100)`,
    ),
    check("vouchers_max_discount_positive", sql`${table.maxDiscount} IS NULL OR ${table.maxDiscount} > 0`),
    check("vouchers_min_transaction_nonnegative", sql`${table.minTransaction} >= 0`),
    check("vouchers_quota_nonnegative", sql`${table.quota} IS NULL OR ${table.quota} >= 0`),
    check("vouchers_per_buyer_positive", sql`${table.perBuyerLimit} IS NULL OR ${table.perBuyerLimit} >= 1`),
    check(
      "vouchers_window_order",
      sql`${table.validUntil} IS NULL OR ${table.validUntil} > ${table.validFrom}`,
    ),
    uniqueIndex("vouchers_event_code_uq").on(table.eventId, table.code),
  ],
);

/** Categories a voucher is limited to; no rows means every category of the event. */
export const voucherCategories = pgTable(
  "voucher_categories",
  {
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => ticketCategories.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.voucherId, table.categoryId] })],
);

/**
 * One use of a voucher, held during checkout and marked used on payment, the same way stock is
 * claimed: the remaining uses are `quota - used - unexpired held`, never a counter updated later.
 */
export const voucherClaims = pgTable(
  "voucher_claims",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => vouchers.id),
    status: text("status", { enum: ["held", "used", "released"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("voucher_claims_status_known", sql`${table.status} IN ('held', 'used', 'released')`),
    check("voucher_claims_hold_expires", sql`${table.status} <> 'held' OR ${table.expiresAt} IS NOT NULL`),
    index("voucher_claims_live_idx")
      .on(table.voucherId, table.status, table.expiresAt)
      .where(sql`${table.status} IN ('held', 'used')`),
  ],
);
