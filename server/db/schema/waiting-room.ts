import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { buyers } from "./accounts.ts";
import { events } from "./events.ts";

/**
 * An event's waiting room (ADR 0124): on from `opens_at`, admitting `admit_per_minute`
 * accounts a minute, each with an admission grant that lapses after `token_minutes` if unused.
 * `auto_enabled_at`: switched on by checkout's load shedding rather than by the organiser.
 * The admission state (credit, counts) lives here for the PostgreSQL/PGlite store; the Redis store
 * keeps its own copy in Redis and reads only the settings from this row.
 */
export const waitingRooms = pgTable(
  "waiting_rooms",
  {
    eventId: integer("event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(false),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    admitPerMinute: integer("admit_per_minute").notNull(),
    tokenMinutes: integer("token_minutes").notNull().default(10),
    autoEnabledAt: timestamp("auto_enabled_at", { withTimezone: true }),
    /** Fractional admissions earned and not yet given (token bucket, capped at one minute's worth). */
    admitCredit: doublePrecision("admit_credit").notNull().default(0),
    creditAt: timestamp("credit_at", { withTimezone: true }),
    /** How many entries, in queue order, have been admitted: exactly the first `admitted` ones. */
    admitted: integer("admitted").notNull().default(0),
    /** Shares given back by lapsed grants and expired holds (each admitted one more). */
    returned: integer("returned").notNull().default(0),
    /** Joining the draw needs a verified e-mail address (accounts are the unit of fairness). */
    requireVerifiedEmail: boolean("require_verified_email").notNull().default(false),
    /** Joining the draw needs an account created before this instant (fresh bot accounts are shut out). */
    requireAccountBefore: timestamp("require_account_before", { withTimezone: true }),
    /** Joins must carry a solved proof-of-work challenge (ADR 0132). */
    proofOfWork: boolean("proof_of_work").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("waiting_rooms_rate_positive", sql`${table.admitPerMinute} BETWEEN 1 AND 100000`),
    check("waiting_rooms_token_minutes", sql`${table.tokenMinutes} BETWEEN 1 AND 1440`),
  ],
);

/**
 * One place in one event's line. `order_key` ranks it: before opening a uniformly random key below
 * 2^52 (drawn on arrival, so arriving early or refreshing wins nothing), after opening 2^52 plus a
 * sequence (FIFO). A signed-out visitor's place is bound to `visitor_id` (a cookie) until sign-in
 * binds it to `buyer_id`; each is unique per event, so one account holds one place.
 */
export const waitingRoomEntries = pgTable(
  "waiting_room_entries",
  {
    id: uuid("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id").references(() => buyers.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id"),
    orderKey: bigint("order_key", { mode: "number" }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    admittedAt: timestamp("admitted_at", { withTimezone: true }),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    tokenUsedAt: timestamp("token_used_at", { withTimezone: true }),
    /** The grant's share went back to the line (lapsed unused, or its hold expired unpaid). */
    shareReturnedAt: timestamp("share_returned_at", { withTimezone: true }),
    /** The grant's hold was paid: its share is spent for good and never checked again. */
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** When a signed-out visitor's place became an account's: at most once, the cookie then carries nothing. */
    boundAt: timestamp("bound_at", { withTimezone: true }),
    /** 1-based order in which the place was admitted (audits compare it with `order_key`). */
    admissionSeq: integer("admission_seq"),
    /** The first hold made with the grant: the turn's holds are it and those made after it. */
    firstHoldId: uuid("first_hold_id"),
  },
  (table) => [
    uniqueIndex("waiting_room_entries_place_uq").on(table.eventId, table.orderKey),
    uniqueIndex("waiting_room_entries_buyer_uq")
      .on(table.eventId, table.buyerId)
      .where(sql`${table.buyerId} IS NOT NULL`),
    uniqueIndex("waiting_room_entries_visitor_uq")
      .on(table.eventId, table.visitorId)
      .where(sql`${table.visitorId} IS NOT NULL`),
    index("waiting_room_entries_open_grants_idx")
      .on(table.eventId, table.admittedAt)
      .where(
        sql`${table.admittedAt} IS NOT NULL AND ${table.shareReturnedAt} IS NULL AND ${table.settledAt} IS NULL`,
      ),
    check("waiting_room_entries_owner", sql`${table.buyerId} IS NOT NULL OR ${table.visitorId} IS NOT NULL`),
  ],
);

/**
 * The Redis store's copy of its line (ADR 0132): every place and grant, written in batches
 * after Redis changed it, so a Redis that comes back empty is rebuilt with the same order and grants.
 * No uniqueness beyond the id: Redis enforces it, and batches from several processes may land in any
 * order, so each row carries the entry's version and an older write never overwrites a newer one.
 */
export const waitingRoomReplica = pgTable(
  "waiting_room_replica",
  {
    id: uuid("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    orderKey: bigint("order_key", { mode: "number" }).notNull(),
    buyerId: uuid("buyer_id"),
    visitorId: text("visitor_id"),
    admittedAt: timestamp("admitted_at", { withTimezone: true }),
    admissionSeq: integer("admission_seq"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    tokenUsedAt: timestamp("token_used_at", { withTimezone: true }),
    firstHoldId: uuid("first_hold_id"),
    shareReturnedAt: timestamp("share_returned_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    boundAt: timestamp("bound_at", { withTimezone: true }),
    /** Dropped from the line (a second place of one account, never admitted). */
    droppedAt: timestamp("dropped_at", { withTimezone: true }),
  },
  (table) => [index("waiting_room_replica_event_idx").on(table.eventId, table.orderKey)],
);

/** Single-use proof-of-work challenges already spent on a join (until they expire). */
export const waitingRoomSpentChallenges = pgTable("waiting_room_spent_challenges", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** FIFO keys after opening, shared by every event (only the order within one event matters). */
export const WAITING_ROOM_FIFO_BASE = 2 ** 52;
