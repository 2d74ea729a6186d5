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
import { ticketCategories } from "./tickets.ts";

/**
 * "Ingatkan saya": a buyer (or an e-mail address) waiting for a ticket category that is
 * not on sale yet, or sold out, to go on sale. The reminder job claims due rows with FOR UPDATE SKIP
 * LOCKED and writes the mail to the outbox in the same commit as `sent_at`, so each is sent once.
 */
export const saleReminders = pgTable(
  "sale_reminders",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => ticketCategories.id, { onDelete: "cascade" }),
    /** Stored lowercase, so one address waits at most once per category. */
    email: text("email").notNull(),
    buyerId: uuid("buyer_id").references(() => buyers.id, { onDelete: "set null" }),
    /** The language the reminder was asked in: the mail is written in it. */
    locale: text("locale").notNull().default("id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("sale_reminders_locale_known", sql`${table.locale} IN ('id', 'en')`),
    check("sale_reminders_email_lowercase", sql`${table.email} = lower(${table.email})`),
    // One pending reminder per address and category; once sent, the address may ask again.
    uniqueIndex("sale_reminders_pending_uq")
      .on(table.categoryId, table.email)
      .where(sql`${table.sentAt} IS NULL`),
    index("sale_reminders_due_idx").on(table.categoryId).where(sql`${table.sentAt} IS NULL`),
  ],
);
