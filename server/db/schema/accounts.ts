import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** What a feature stores to have an attachment drawn at delivery; `kind` names its resolver. */
export type MailAttachmentRef = { kind: string } & Record<string, unknown>;

/**
 * A buyer and their profile (spec section 3). E-mails are stored lowercased (a check enforces it), so
 * the unique constraint is case-insensitive without a second index. `identity` holds AES-256-GCM
 * ciphertext, never the number itself. `password_hash` is null for Google accounts and for buyers who
 * have not set a password yet (is_acp 0).
 */
export const buyers = pgTable(
  "buyers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    signInMethod: text("sign_in_method", { enum: ["password", "google"] })
      .notNull()
      .default("password"),
    passwordHash: text("password_hash"),
    gender: text("gender", { enum: ["Male", "Female"] }),
    dob: date("dob", { mode: "string" }),
    phoneNumber: text("phone_number"),
    countryCode: text("country_code").notNull().default("+62"),
    phoneNumberOnly: text("phone_number_only"),
    vegetarian: boolean("vegetarian"),
    accountNumber: text("account_number"),
    allergy: text("allergy"),
    hobby: text("hobby"),
    job: text("job"),
    bodyHeight: smallint("body_height"),
    bodyWeight: smallint("body_weight"),
    religion: text("religion"),
    nationality: text("nationality"),
    bloodType: text("blood_type"),
    identityCiphertext: text("identity"),
    identityType: text("identity_type"),
    agency: text("agency"),
    agencyType: text("agency_type"),
    bankName: text("bank_name"),
    line: text("line"),
    instagram: text("instagram"),
    /** When the owner proved the mailbox (verification or claim link, password reset); Google's at sign-up. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("buyers_email_lowercase", sql`${table.email} = lower(${table.email})`),
    check("buyers_sign_in_method", sql`${table.signInMethod} in ('password', 'google')`),
    check("buyers_gender", sql`${table.gender} is null or ${table.gender} in ('Male', 'Female')`),
  ],
);

/**
 * Server-side sessions. The cookie holds a random token; only its SHA-256 is stored, so a leaked
 * database row cannot be replayed as a cookie. A session dies at `expires_at` (absolute) or after a
 * week without use (`last_seen_at`, touched at most once a minute).
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    userAgent: text("user_agent"),
    /** The id the profile's session list shows and revokes by: the token hash never leaves the server. */
    id: uuid("id").notNull().defaultRandom(),
    /** Password (or Google) accepted, second factor not yet: such a session opens nothing. */
    secondFactorPending: boolean("second_factor_pending").notNull().default(false),
  },
  (table) => [index("sessions_buyer_idx").on(table.buyerId), uniqueIndex("sessions_id_idx").on(table.id)],
);

/**
 * A buyer's TOTP secret (RFC 6238), sealed with the data cipher. Unconfirmed until the first code;
 * `last_used_step` is the newest time step accepted, so each code signs in once.
 */
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  id: uuid("id").primaryKey().defaultRandom(),
  buyerId: uuid("buyer_id")
    .notNull()
    .unique()
    .references(() => buyers.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes: only their SHA-256 (each code carries 60 random bits). */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("two_factor_recovery_codes_hash_idx").on(table.buyerId, table.codeHash)],
);

/**
 * A buyer's passkeys (WebAuthn credentials): the credential id and COSE public key as base64url, and
 * the authenticator's signature counter, which must grow (when the authenticator keeps one) so a cloned
 * authenticator shows itself.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull().unique(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** The authenticator's transports as it reported them, comma-separated (a hint for the browser). */
    transports: text("transports"),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("passkeys_buyer_idx").on(table.buyerId)],
);

/**
 * A WebAuthn ceremony's challenge, kept on the server: deleted when its answer is checked (single
 * use) and refused after `expires_at`. A registration's is bound to the session that asked
 * (`session_hash`, `buyer_id`); a sign-in's to its ceremony id, the row's `id`.
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").$type<"register" | "sign-in" | "reauth">().notNull(),
    challenge: text("challenge").notNull(),
    sessionHash: text("session_hash"),
    buyerId: uuid("buyer_id").references(() => buyers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("webauthn_challenges_expires_idx").on(table.expiresAt)],
);

/** Single-use password reset links: only the token's SHA-256 is kept, like sessions. */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_resets_buyer_idx").on(table.buyerId)],
);

/**
 * Single-use e-mail verification links: only the token's SHA-256 is kept, like
 * password resets. `email` is the address the link proves, so a link never verifies another address.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    tokenHash: text("token_hash").primaryKey(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("email_verifications_buyer_idx").on(table.buyerId)],
);

/**
 * Fixed-window counters for rate limits, shared by every app process through the database. One row
 * per key and window; an atomic upsert increments it.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limits_expires_idx").on(table.expiresAt),
  ],
);

/**
 * Every e-mail the product sends, written in the same transaction as the change that causes it, so a
 * rollback never leaves a mail behind and a crash never loses one. SMTP delivery (when configured)
 * claims unsent rows and stamps `sent_at`.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    /** A delivering process holds the row until then, so two processes never send it twice. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /**
     * References to attachments drawn at delivery (e.g. the e-tickets PDF), not the bytes: the
     * transaction that enqueues the mail stays short, and the attachment shows the state at sending.
     */
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>(),
    /** Not delivered before then (paced bulk mail, e.g. an organiser's message to attendees); null: at once. */
    notBefore: timestamp("not_before", { withTimezone: true }),
    /**
     * Set by a sender that must never mail twice (one recipient of one message): a second insert with the
     * same key is ignored, so a resumed or repeated send cannot double a mail.
     */
    dedupeKey: text("dedupe_key"),
    /** The mails sent as one (an organiser's message): counted together for its sent figure. */
    groupKey: text("group_key"),
  },
  (table) => [
    uniqueIndex("mail_outbox_dedupe_key_uq").on(table.dedupeKey),
    index("mail_outbox_group_idx").on(table.groupKey).where(sql`${table.groupKey} is not null`),
    index("mail_outbox_to_idx").on(table.to, table.createdAt),
    index("mail_outbox_unsent_idx").on(table.createdAt).where(sql`${table.sentAt} is null`),
  ],
);
