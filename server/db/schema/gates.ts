import { sql } from "drizzle-orm";
import {
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
import { buyers } from "./accounts.ts";
import { eTickets } from "./e-tickets.ts";
import { events } from "./events.ts";

/**
 * The named entrances of an event. A name is unique among the event's gates that are
 * not archived; archiving a gate refuses every check-in link made for it (its history stays).
 */
export const eventGates = pgTable(
  "event_gates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("event_gates_live_name_uq")
      .on(table.eventId, sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} IS NULL`),
    check("event_gates_name_length", sql`char_length(${table.name}) BETWEEN 1 AND 60`),
  ],
);

/**
 * One person's (or one named device's) check-in link for a gate. Only the SHA-256 of its secret is
 * stored; the secret travels in the link's fragment. Every scan reads this row (no cache), so a
 * revoke refuses the link's next request on any process. `holder_id` is the member who made it: the
 * link works only while they are still a member of the event's organisation.
 */
export const gateLinks = pgTable(
  "gate_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gateId: integer("gate_id")
      .notNull()
      .references(() => eventGates.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    holderId: uuid("holder_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    /** A device's name ("Tablet pintu utara") or null for the holder's own phone. */
    label: text("label"),
    secretHash: text("secret_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: uuid("revoked_by").references(() => buyers.id, { onDelete: "set null" }),
  },
  (table) => [index("gate_links_event_idx").on(table.eventId, table.createdAt)],
);

/**
 * Every scan a gate answered (online, or an offline scan when it was synced): the source of the
 * per-gate throughput and of the double-admission report. `gate_name` is the name the check-in
 * recorded (a staff link's gate name, or what a CLI-secret device typed); `gate_id`/`link_id` are set
 * when a staff link scanned. `first_*` is the earlier admission an `already_used` answer named.
 */
export const gateScans = pgTable(
  "gate_scans",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    gateId: integer("gate_id").references(() => eventGates.id, { onDelete: "set null" }),
    linkId: uuid("link_id").references(() => gateLinks.id, { onDelete: "set null" }),
    gateName: text("gate_name").notNull(),
    ticketId: uuid("ticket_id").references(() => eTickets.id, { onDelete: "cascade" }),
    verdict: text("verdict").notNull(),
    firstGate: text("first_gate"),
    firstAt: timestamp("first_at", { withTimezone: true }),
    scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("gate_scans_event_time_idx").on(table.eventId, table.scannedAt),
    index("gate_scans_event_double_idx")
      .on(table.eventId, table.scannedAt)
      .where(sql`${table.verdict} = 'already_used'`),
  ],
);
