import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { buyers } from "./accounts.ts";
import { organisers } from "./events.ts";

/**
 * An organisation's outgoing webhook endpoint. The `whsec_` secret is sealed with the
 * data cipher (context bound to the endpoint id), shown once at creation and at each rotation.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organiserId: integer("organiser_id")
      .notNull()
      .references(() => organisers.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    /** Subscribed types, a subset of WEBHOOK_EVENT_TYPES (shared/contracts/organizer-webhooks.ts). */
    eventTypes: text("event_types").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    secretCiphertext: text("secret_ciphertext").notNull(),
    createdBy: uuid("created_by").references(() => buyers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("webhook_endpoints_org_idx").on(table.organiserId)],
);

/**
 * The outbox of outgoing webhooks: one row per (message, endpoint), inserted in the same transaction as
 * the fact it announces. The sender claims due rows with `FOR UPDATE SKIP LOCKED`; `ordering_key` (the
 * order id) keeps one endpoint's messages about one order in sequence: a row waits while an older row
 * of the same key and endpoint is pending. `body` is the exact JSON that is signed and sent.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** `webhook-id`: the same for every attempt and a manual redelivery, so receivers can dedupe. */
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    orderingKey: text("ordering_key").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When a pending row is due; a claimed row's lease (a crashed sender's row comes back after it). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer("last_status_code"),
    /** A short cause (`timeout`, `connection refused`, `HTTP 503`), never a response body or a secret. */
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [
    check("webhook_deliveries_status", sql`${table.status} IN ('pending', 'delivered', 'failed')`),
    index("webhook_deliveries_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("webhook_deliveries_chain_idx")
      .on(table.endpointId, table.orderingKey, table.id)
      .where(sql`${table.status} = 'pending'`),
    index("webhook_deliveries_log_idx").on(table.endpointId, table.id),
  ],
);
