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
import {
  REFUND_KINDS,
  REFUND_METHODS,
  REFUND_ROUTES,
  REFUND_STATES,
} from "../../../shared/contracts/organizer-refunds.ts";
import { buyers } from "./accounts.ts";
import { eTickets } from "./e-tickets.ts";
import { events } from "./events.ts";
import { paymentTransactions } from "./payments.ts";

/**
 * Money given back on an order: the whole of what is left, some of its tickets, or an amount (integer
 * rupiah, never more than what is still refundable: checked under the order's row lock). `route` says
 * how it travels: `source` (the gateway's refund API, back to the e-wallet, QRIS, card or paylater that
 * paid), `disbursement` (a bank transfer to the account the buyer enters through a mailed single-use
 * link, for virtual accounts and retail outlets) or `manual` (recorded by the organiser, paid outside
 * the product). Forward-only `state`: requested -> processing -> succeeded | failed, failed ->
 * processing again on a retry (the same row, so money moves at most once). The account number is
 * sealed with the data cipher like identity numbers and never logged; only its last four are kept apart.
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
    /** What goes back to the buyer (after `fee`). */
    amount: bigint("amount", { mode: "number" }).notNull(),
    method: text("method", { enum: REFUND_METHODS }).notNull(),
    reference: text("reference").notNull(),
    recordedBy: uuid("recorded_by").references(() => buyers.id, { onDelete: "set null" }),
    /** The member's name at the time: the record stays readable after they leave. */
    recordedByName: text("recorded_by_name").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind", { enum: REFUND_KINDS }).notNull().default("full"),
    route: text("route", { enum: REFUND_ROUTES }).notNull().default("manual"),
    state: text("state", { enum: REFUND_STATES }).notNull().default("succeeded"),
    /** A buyer's cancellation fee the organiser keeps (rupiah), not part of `amount`. */
    fee: bigint("fee", { mode: "number" }).notNull().default(0),
    /** The organiser's reason (or the buyer's cancellation), shown in the order and the audit. */
    reason: text("reason").notNull().default(""),
    /** The caller's idempotency key: the same request twice answers the first refund. */
    requestKey: text("request_key"),
    /** Bumped by a retry after the gateway said FAILED: the next call is a new request at the gateway. */
    attempt: integer("attempt").notNull().default(1),
    /** Our id at the gateway (`reference_id` / `external_id`) of the current attempt. */
    gatewayReference: text("gateway_reference"),
    providerRefundId: text("provider_refund_id"),
    failureCode: text("failure_code"),
    /** Disbursement: the buyer's bank account, entered through the mailed link. */
    bankCode: text("bank_code"),
    accountHolder: text("account_holder"),
    accountCiphertext: text("account_ciphertext"),
    accountLast4: text("account_last4"),
    /** SHA-256 (hex) of the mailed link's token; single use (`token_used_at`) and expiring. */
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    tokenUsedAt: timestamp("token_used_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    check("order_refunds_amount_nonnegative", sql`${table.amount} >= 0 AND ${table.fee} >= 0`),
    check(
      "order_refunds_method_known",
      sql`${table.method} IN ('bank_transfer', 'ewallet', 'gateway', 'cash', 'other')`,
    ),
    check(
      "order_refunds_state_known",
      sql`${table.state} IN ('requested', 'processing', 'succeeded', 'failed')`,
    ),
    check("order_refunds_route_known", sql`${table.route} IN ('manual', 'source', 'disbursement')`),
    check(
      "order_refunds_kind_known",
      sql`${table.kind} IN ('full', 'tickets', 'amount', 'self_cancel', 'resale')`,
    ),
    index("order_refunds_transaction_idx").on(table.transactionId),
    // A refund recorded by hand is the order's only one (its use case also checks under the row lock).
    uniqueIndex("order_refunds_transaction_uq").on(table.transactionId).where(sql`${table.route} = 'manual'`),
    uniqueIndex("order_refunds_request_key_uq")
      .on(table.transactionId, table.requestKey)
      .where(sql`${table.requestKey} IS NOT NULL`),
    uniqueIndex("order_refunds_gateway_reference_uq").on(table.gatewayReference),
    uniqueIndex("order_refunds_token_uq").on(table.tokenHash),
    index("order_refunds_event_idx").on(table.eventId, table.recordedAt),
  ],
);

/**
 * The tickets a refund gives back. The ticket is the primary key: a ticket is refunded at most once,
 * whatever races (the use case also locks the ticket's row, so the loser hears a translated 409).
 */
export const orderRefundTickets = pgTable("order_refund_tickets", {
  ticketId: uuid("ticket_id")
    .primaryKey()
    .references(() => eTickets.id),
  refundId: bigint("refund_id", { mode: "number" })
    .notNull()
    .references(() => orderRefunds.id),
  amount: bigint("amount", { mode: "number" }).notNull(),
});

/**
 * An event's buyer refund policy: buyers may cancel a ticket themselves until `deadline`, less a fee
 * (flat rupiah or basis points of the ticket's price). No row: no self-cancellation (the terms' default).
 */
export const eventRefundPolicies = pgTable(
  "event_refund_policies",
  {
    eventId: integer("event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    feeRupiah: integer("fee_rupiah").notNull().default(0),
    feeBps: integer("fee_bps").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "event_refund_policies_fee",
      sql`${table.feeRupiah} >= 0 AND ${table.feeBps} BETWEEN 0 AND 10000 AND (${table.feeRupiah} = 0 OR ${table.feeBps} = 0)`,
    ),
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
