import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The built-in sandbox provider's instruments (development, tests, demos; never a real payment). Kept in
 * the database, not in one process's memory, so an instrument created through one process can be read,
 * paid or expired through another, and after a restart (ADR 0125). `record` is the whole provider-side
 * record; the columns beside it are the keys the simulator and Xendit's endpoints look it up by.
 */
export const sandboxInstruments = pgTable(
  "sandbox_instruments",
  {
    externalId: text("external_id").primaryKey(),
    providerId: text("provider_id").notNull().unique(),
    chargeId: text("charge_id"),
    qrString: text("qr_string"),
    retailOutlet: text("retail_outlet"),
    paymentCode: text("payment_code"),
    bankCode: text("bank_code"),
    accountNumber: text("account_number"),
    record: jsonb("record").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("sandbox_instruments_charge_idx").on(table.chargeId),
    index("sandbox_instruments_qr_idx").using("hash", table.qrString),
    index("sandbox_instruments_code_idx").on(table.retailOutlet, table.paymentCode),
    index("sandbox_instruments_va_idx").on(table.bankCode, table.accountNumber),
  ],
);

/** Card tokens the sandbox's tokenizer issued: brand and last four digits only, never the number. */
export const sandboxCardTokens = pgTable("sandbox_card_tokens", {
  id: text("id").primaryKey(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  decline: boolean("decline").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's refunds and disbursements, keyed by our `reference_id` (also the idempotency
 * key: the same request twice, through any process, answers the same object). In the database like the
 * instruments, so a PENDING payout survives a restart and is settled by whichever process sweeps first.
 */
export const sandboxPayouts = pgTable(
  "sandbox_payouts",
  {
    referenceId: text("reference_id").primaryKey(),
    product: text("product").notNull(),
    id: text("id").notNull().unique(),
    externalId: text("external_id"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: text("status").notNull(),
    failureCode: text("failure_code"),
    bankCode: text("bank_code"),
    accountHolderName: text("account_holder_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("sandbox_payouts_external_idx").on(table.externalId),
    index("sandbox_payouts_pending_idx").on(table.status, table.createdAt),
  ],
);
