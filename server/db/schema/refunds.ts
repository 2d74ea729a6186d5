import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { REFUND_METHODS } from "../../../shared/contracts/organizer-refunds.ts";
import { buyers } from "./accounts.ts";
import { events } from "./events.ts";
import { paymentTransactions } from "./payments.ts";

/**
 * The record that an order owed back to its buyer was paid back (issue 18 item 4): amount (integer
 * rupiah, 1..the order's total), how, the reference the buyer can quote, who recorded it and when.
 * One per order: the unique index refuses a second record even if two organisers press at once
 * (the use case also locks the order's row first, so the loser gets a translated 409). Never updated
 * or deleted: nothing owed is forgotten.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => paymentTransactions.id),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    method: text("method", { enum: REFUND_METHODS }).notNull(),
    reference: text("reference").notNull(),
    recordedBy: uuid("recorded_by").references(() => buyers.id, { onDelete: "set null" }),
    /** The member's name at the time: the record stays readable after they leave. */
    recordedByName: text("recorded_by_name").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("order_refunds_amount_positive", sql`${table.amount} >= 1`),
    check(
      "order_refunds_method_known",
      sql`${table.method} IN ('bank_transfer', 'ewallet', 'gateway', 'cash', 'other')`,
    ),
    uniqueIndex("order_refunds_transaction_uq").on(table.transactionId),
    index("order_refunds_event_idx").on(table.eventId, table.recordedAt),
  ],
);

/**
 * When an organiser last resent an order's confirmation (with its e-tickets). One row per order,
 * moved forward by one guarded upsert, so a second resend within a minute is refused on every process.
 */
export const orderConfirmationResends = pgTable("order_confirmation_resends", {
  transactionId: uuid("transaction_id")
    .primaryKey()
    .references(() => paymentTransactions.id),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
  sentCount: integer("sent_count").notNull().default(1),
});
