import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { buyers } from "./accounts.ts";
import { checkoutHolds } from "./checkout.ts";
import { events } from "./events.ts";

/** Spec section 4's shown statuses plus `Cancelled`; the check below keeps the column to these. */
export const PAYMENT_STATUSES = [
  "Waiting For Payment",
  "Payment Success",
  "Payment Expired",
  "Cancelled",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const INSTRUMENTS = ["va", "qris", "ewallet", "retail", "card", "cashier", "paylater"] as const;
/**
 * Where an order came from: a buyer online, or an organiser's member at the door or in the office
 * (complimentary, guest list, box office in cash or by QRIS). Cash is collected by the organiser, so
 * the platform never owes it in a payout; complimentary and guest-list orders carry no money.
 */
export const ORDER_SOURCES = [
  "online",
  "complimentary",
  "guest_list",
  "box_office_cash",
  "box_office_qris",
] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/**
 * One placed order of one hold: the instrument the buyer pays with and the amounts fixed at that moment.
 * Named `payment_transactions` (not `transactions`) so it never reads as a database transaction.
 * Forward-only status (enforced by the use cases' guarded updates): Waiting For Payment -> Payment
 * Success | Payment Expired | Cancelled, and Payment Expired -> Payment Success for a late payment
 * that stock still allows. A late payment that stock does not allow stays expired with `needs_refund`.
 */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The public id: `trx_` + 128 random bits in base64url (ASVS 11.5.1); Xendit's `external_id`. */
    externalId: text("external_id").notNull().unique(),
    invoiceNumber: text("invoice_number").notNull().unique(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    holdId: uuid("hold_id")
      .notNull()
      .references(() => checkoutHolds.id),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    needsRefund: boolean("needs_refund").notNull().default(false),
    paymentMethod: text("payment_method").notNull(),
    instrument: text("instrument", { enum: INSTRUMENTS }).notNull(),
    /** The gateway's id of the instrument (VA id, QR id, e-wallet charge id, ...). */
    providerInstrumentId: text("provider_instrument_id"),
    vaBank: text("va_bank"),
    vaNumber: text("va_number"),
    qrString: text("qr_string"),
    retailOutlet: text("retail_outlet"),
    paymentCode: text("payment_code"),
    ewalletChannel: text("ewallet_channel"),
    ewalletChargeId: text("ewallet_charge_id"),
    ewalletStatus: text("ewallet_status"),
    ewalletExpiresAt: timestamp("ewallet_expires_at", { withTimezone: true }),
    ewalletPhoneMasked: text("ewallet_phone_masked"),
    /** Redirect wallets (Xendit's charge `actions`): the mobile web page, the app deeplink, the desktop page. */
    ewalletCheckoutUrl: text("ewallet_checkout_url"),
    ewalletDeeplinkUrl: text("ewallet_deeplink_url"),
    ewalletDesktopUrl: text("ewallet_desktop_url"),
    ewalletFailureCode: text("ewallet_failure_code"),
    /** Card: the gateway's token, brand and last 4 digits ONLY (PCI SAQ A: no number, no CVN). */
    cardToken: text("card_token"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** Paylater / pay-at-cashier reference quoted to the provider or at the counter. */
    reference: text("reference"),
    currency: text("currency").notNull().default("IDR"),
    subTotal: bigint("sub_total", { mode: "number" }).notNull(),
    voucherDiscount: bigint("voucher_discount", { mode: "number" }).notNull(),
    subTotalPayment: bigint("sub_total_payment", { mode: "number" }).notNull(),
    tax: bigint("tax", { mode: "number" }).notNull(),
    inetFee: bigint("inet_fee", { mode: "number" }).notNull(),
    paymentFee: bigint("payment_fee", { mode: "number" }).notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    /** What the gateway reported as paid, and its payment id (set with Payment Success / needs_refund). */
    paidAmount: bigint("paid_amount", { mode: "number" }),
    providerPaymentId: text("provider_payment_id"),
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The language of the page the order was placed on: its payment mails are written in it. */
    mailLocale: text("mail_locale").notNull().default("id"),
    source: text("source", { enum: ORDER_SOURCES }).notNull().default("online"),
    /** The organiser's member who issued or sold a door order (null for online orders). */
    issuedBy: uuid("issued_by").references(() => buyers.id, { onDelete: "set null" }),
    /** Box office in cash: what the buyer handed over (the change is this minus `total`). */
    cashReceived: bigint("cash_received", { mode: "number" }),
    /**
     * When the "complete your payment" reminder was claimed for sending. Set by one atomic UPDATE
     * (null -> now) in the same commit as the mail, so several processes send it once.
     */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "payment_transactions_status_known",
      sql`${table.status} IN ('Waiting For Payment', 'Payment Success', 'Payment Expired', 'Cancelled')`,
    ),
    check(
      "payment_transactions_amounts",
      sql`${table.total} = ${table.subTotalPayment} + ${table.tax} + ${table.inetFee} + ${table.paymentFee} AND ${table.total} >= 0`,
    ),
    check(
      "payment_transactions_paid_has_time",
      sql`${table.status} <> 'Payment Success' OR ${table.paidAt} IS NOT NULL`,
    ),
    check(
      "payment_transactions_source_known",
      sql`${table.source} IN ('online', 'complimentary', 'guest_list', 'box_office_cash', 'box_office_qris')`,
    ),
    check(
      "payment_transactions_card_last4",
      sql`${table.cardLast4} IS NULL OR ${table.cardLast4} ~ '^[0-9]{4}$'`,
    ),
    // One order per hold: buying twice returns the first (idempotent by hold as well as by key).
    uniqueIndex("payment_transactions_hold_uq").on(table.holdId),
    uniqueIndex("payment_transactions_idempotency_uq")
      .on(table.buyerId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
    // A VA number is never handed to two orders that can still be paid (bank + number while waiting).
    uniqueIndex("payment_transactions_va_active_uq")
      .on(table.vaBank, table.vaNumber)
      .where(sql`${table.vaNumber} IS NOT NULL AND ${table.status} = 'Waiting For Payment'`),
    // A door sale's key is the device's, whoever the tickets go to: a double tap replays the first sale.
    uniqueIndex("payment_transactions_door_key_uq")
      .on(table.eventId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL AND ${table.source} <> 'online'`),
    index("payment_transactions_buyer_idx").on(table.buyerId, table.createdAt),
    // An event's orders: the organiser's dashboards, order list, refunds, payout statement and exports.
    index("payment_transactions_event_idx").on(table.eventId, table.status),
    index("payment_transactions_waiting_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} = 'Waiting For Payment'`),
  ],
);

/**
 * The webhook inbox. A callback's provider event id is inserted in the same database transaction as
 * the state change it causes; the primary key makes a second delivery a no-op (ON CONFLICT DO NOTHING).
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    providerEventId: text("provider_event_id").notNull(),
    externalId: text("external_id").notNull(),
    kind: text("kind").notNull(),
    amount: bigint("amount", { mode: "number" }),
    /** What the event did: paid, late_paid, refund_needed, ignored_stale, amount_mismatch, failed, ... */
    outcome: text("outcome").notNull(),
    raw: jsonb("raw").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerEventId] }),
    index("payment_events_external_idx").on(table.externalId, table.receivedAt),
  ],
);
