import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { buyers } from "./accounts.ts";
import { events } from "./events.ts";
import { paymentTransactions } from "./payments.ts";
import { ticketCategories } from "./tickets.ts";

export const E_TICKET_STATUSES = ["valid", "transferred", "void"] as const;
export type ETicketStatus = (typeof E_TICKET_STATUSES)[number];

/**
 * One admission per row, issued with the payment (server/features/payments/issue-tickets.ts).
 * `(transaction_id, entry_number)` is unique and entry numbers run 1..n, so a transaction can only ever
 * get one ticket set: a second issuing attempt violates the key and rolls back. The e-tickets feature
 * adds signing keys, check-ins and transfers in its own migration and bumps `code_version` to revoke
 * a displayed code.
 */
export const eTickets = pgTable(
  "e_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => paymentTransactions.id),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => ticketCategories.id),
    seatId: integer("seat_id"),
    seatLabel: text("seat_label"),
    /** 1..n within the transaction, in participant order (seated tickets sorted by letter then number). */
    entryNumber: integer("entry_number").notNull(),
    holderBuyerId: uuid("holder_buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    /** The visitor data of this admission as entered at checkout (already encrypted where sensitive). */
    visitorData: jsonb("visitor_data"),
    codeVersion: integer("code_version").notNull().default(1),
    status: text("status", { enum: E_TICKET_STATUSES }).notNull().default("valid"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("e_tickets_status_known", sql`${table.status} IN ('valid', 'transferred', 'void')`),
    check("e_tickets_entry_positive", sql`${table.entryNumber} >= 1`),
    unique("e_tickets_transaction_entry_uq").on(table.transactionId, table.entryNumber),
    // A seat admits one valid ticket, whatever happens upstream.
    uniqueIndex("e_tickets_seat_valid_uq")
      .on(table.seatId)
      .where(sql`${table.seatId} IS NOT NULL AND ${table.status} = 'valid'`),
    index("e_tickets_holder_idx").on(table.holderBuyerId, table.issuedAt),
    index("e_tickets_event_idx").on(table.eventId),
  ],
);
