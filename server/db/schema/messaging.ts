import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { MESSAGE_REASONS, MESSAGE_STATES } from "../../../shared/contracts/organizer-messaging.ts";
import { buyers } from "./accounts.ts";
import { events } from "./events.ts";
import { ticketCategories } from "./tickets.ts";

/**
 * An organiser's message to an event's ticket holders. The recipients' mails go to the outbox in
 * batches, each batch in one transaction with this row's progress (`enqueuedCount`, `cursorEmail`), so
 * a send that stops part-way (a crash, a deploy) resumes after the last committed batch. Each mail
 * carries the outbox key `event-message:<id>:<email>`: even a send restarted from the beginning cannot
 * mail one holder twice. `(eventId, idempotencyKey)` is unique: a double click is one message.
 */
export const eventMessages = pgTable(
  "event_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    idempotencyKey: uuid("idempotency_key").notNull(),
    reason: text("reason", { enum: MESSAGE_REASONS }).notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** One category's holders; null: the whole event's. */
    categoryId: integer("category_id").references(() => ticketCategories.id, { onDelete: "set null" }),
    /** The category's name when sent: the list stays readable if it is renamed or deleted. */
    categoryName: text("category_name"),
    createdBy: uuid("created_by").references(() => buyers.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    /** Holders counted when the send started. */
    recipientCount: integer("recipient_count").notNull(),
    /** Recipients handled so far, in e-mail order: the next recipient's position in the pace. */
    enqueuedCount: integer("enqueued_count").notNull().default(0),
    /** The last recipient handled (e-mail order); null before the first batch. */
    cursorEmail: text("cursor_email"),
    /** Mails a minute, fixed at the start so a resumed send keeps its pace. */
    perMinute: integer("per_minute").notNull(),
    /** The pace's origin: recipient n may be delivered from sendFrom + floor(n / perMinute) minutes. */
    sendFrom: timestamp("send_from", { withTimezone: true }).notNull(),
    state: text("state", { enum: MESSAGE_STATES }).notNull().default("sending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "event_messages_reason_known",
      sql`${table.reason} IN ('schedule_change', 'venue_change', 'entry_information', 'safety_notice', 'other_event_related')`,
    ),
    check("event_messages_state_known", sql`${table.state} IN ('sending', 'queued')`),
    check("event_messages_per_minute_positive", sql`${table.perMinute} >= 1`),
    unique("event_messages_event_key_uq").on(table.eventId, table.idempotencyKey),
    index("event_messages_event_idx").on(table.eventId, table.id),
    index("event_messages_sending_idx").on(table.id).where(sql`${table.state} = 'sending'`),
  ],
);
