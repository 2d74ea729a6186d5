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
import { eTickets } from "./e-tickets.ts";
import { events } from "./events.ts";
import { gateLinks } from "./gates.ts";

/**
 * Ed25519 keys that sign e-ticket codes (ADR 0107). The id is the code's key id (`kid`). An event has
 * at most one active key (new codes); rotated-out keys stay so codes already shown keep verifying,
 * until `retired_at`, after which gates drop them. The private key is AES-256-GCM ciphertext bound to
 * the event and public key (data cipher), never stored or logged in the clear.
 */
export const eventSigningKeys = pgTable(
  "event_signing_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** Raw 32-byte Ed25519 public key, base64url: exactly what a gate device downloads. */
    publicKey: text("public_key").notNull().unique(),
    privateKeyCiphertext: text("private_key_ciphertext").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "event_signing_keys_active_not_retired",
      sql`NOT (${table.isActive} AND ${table.retiredAt} IS NOT NULL)`,
    ),
    // Two requests creating an event's first key at once: one wins, the other reads the winner.
    uniqueIndex("event_signing_keys_one_active_uq").on(table.eventId).where(sql`${table.isActive}`),
    index("event_signing_keys_event_idx").on(table.eventId),
  ],
);

/**
 * The organiser's e-ticket settings per event: transfers on or off, how many hours before the start
 * they freeze, and the hashed check-in secret (the secret itself is shown once, in the check-in link).
 * No row means the defaults: transfers on, no freeze, no check-in link yet.
 */
export const eventTicketSettings = pgTable(
  "event_ticket_settings",
  {
    eventId: integer("event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    transfersEnabled: boolean("transfers_enabled").notNull().default(true),
    transferFreezeHours: integer("transfer_freeze_hours").notNull().default(0),
    /** SHA-256 (hex) of the check-in secret. */
    checkInSecretHash: text("check_in_secret_hash"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("event_ticket_settings_freeze_range", sql`${table.transferFreezeHours} BETWEEN 0 AND 8760`),
  ],
);

/**
 * Every hand-over of a ticket. The unique (ticket, from_version) makes a displayed code transferable
 * once: two simultaneous transfers of the same ticket cannot both happen.
 */
export const eTicketTransfers = pgTable(
  "e_ticket_transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => eTickets.id, { onDelete: "cascade" }),
    fromBuyerId: uuid("from_buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    toBuyerId: uuid("to_buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    fromVersion: integer("from_version").notNull(),
    toVersion: integer("to_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The claim link of the transfer mail (SHA-256 only): it delivers the ticket to an account whose
     * e-mail is not verified yet. Single use, until `claim_expires_at`.
     */
    claimTokenHash: text("claim_token_hash").unique(),
    claimExpiresAt: timestamp("claim_expires_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (table) => [
    check("e_ticket_transfers_version_step", sql`${table.toVersion} = ${table.fromVersion} + 1`),
    check("e_ticket_transfers_other_person", sql`${table.fromBuyerId} <> ${table.toBuyerId}`),
    uniqueIndex("e_ticket_transfers_version_uq").on(table.ticketId, table.fromVersion),
    index("e_ticket_transfers_from_idx").on(table.fromBuyerId, table.createdAt),
    index("e_ticket_transfers_to_idx").on(table.toBuyerId, table.createdAt),
  ],
);

/** The admission of a ticket. The primary key is the ticket: a second gate's insert finds it taken. */
export const eTicketCheckIns = pgTable(
  "e_ticket_check_ins",
  {
    ticketId: uuid("ticket_id")
      .primaryKey()
      .references(() => eTickets.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    gate: text("gate").notNull(),
    codeVersion: integer("code_version").notNull(),
    /** When the gate admitted the holder (the device's time for offline scans). */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }).notNull(),
    source: text("source", { enum: ["online", "offline"] }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff check-in link that admitted the ticket; null for the CLI's secret. */
    gateLinkId: uuid("gate_link_id").references(() => gateLinks.id, { onDelete: "set null" }),
  },
  (table) => [
    check("e_ticket_check_ins_source_known", sql`${table.source} IN ('online', 'offline')`),
    index("e_ticket_check_ins_event_idx").on(table.eventId),
  ],
);

/**
 * Scans made offline and synced later. The device's scan id is unique, so syncing the same queue
 * twice records nothing twice; admitted scans that lost to an earlier admission are the "admitted
 * twice" report.
 */
export const eTicketOfflineScans = pgTable(
  "e_ticket_offline_scans",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    scanId: uuid("scan_id").notNull(),
    ticketId: uuid("ticket_id").references(() => eTickets.id, { onDelete: "cascade" }),
    gate: text("gate").notNull(),
    scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull(),
    /** What the device answered offline; the server's own verdict is `verdict`. */
    deviceVerdict: text("device_verdict").notNull(),
    verdict: text("verdict").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("e_ticket_offline_scans_scan_uq").on(table.eventId, table.scanId),
    index("e_ticket_offline_scans_ticket_idx").on(table.ticketId),
  ],
);
