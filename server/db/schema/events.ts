import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { EVENT_CATEGORIES } from "../../../shared/contracts/events.ts";
import { PRICE_DISPLAYS } from "../../../shared/pricing/tax.ts";
import { buyers } from "./accounts.ts";

/**
 * Slugs are URL segments (`/event/{slug}`) and API keys (`/detail/{id-or-slug}`): lowercase words joined
 * by hyphens, never all digits, so a numeric path value can only ever mean an id.
 */
const SLUG_CHECK = (column: string) =>
  sql.raw(`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND ${column} !~ '^[0-9]+$' AND length(${column}) <= 160`);

/** A full-text document; written only by the database (see `search_document` below). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
/** Formats of shared/validation/analytics-ids.ts, kept by the database too. */
const GA4_CHECK = (column: AnyPgColumn) => sql`${column} IS NULL OR ${column} ~ '^G-[A-Z0-9]{4,16}$'`;
const PIXEL_CHECK = (column: AnyPgColumn) => sql`${column} IS NULL OR ${column} ~ '^[0-9]{8,20}$'`;

/** The event's "created by" (spec section 3): the organiser selling with no commission. */
export const organisers = pgTable(
  "organisers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    logoPath: text("logo_path"),
    /** An uploaded logo (`media_images.id`); when null the page shows `logo_path` or the initials. */
    logoImageId: text("logo_image_id"),
    description: text("description").notNull().default(""),
    city: text("city").notNull().default(""),
    contactEmail: text("contact_email"),
    whatsapp: text("whatsapp"),
    payoutBank: text("payout_bank"),
    /** AES-256-GCM ciphertext (data cipher, ADR 0118), never the number itself. */
    payoutAccountCiphertext: text("payout_account_ciphertext"),
    /** The last four digits, so the masked number is shown without decrypting. */
    payoutAccountLast4: text("payout_account_last4"),
    payoutHolder: text("payout_holder"),
    /** Analytics the organiser runs on its event pages; an event's own ids win. */
    ga4MeasurementId: text("ga4_measurement_id"),
    metaPixelId: text("meta_pixel_id"),
    /** Set by an owner: members without two-factor sign-in are refused in the workspace. */
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("organisers_slug_format", SLUG_CHECK("slug")),
    check("organisers_ga4_format", GA4_CHECK(table.ga4MeasurementId)),
    check("organisers_pixel_format", PIXEL_CHECK(table.metaPixelId)),
  ],
);

export const ORGANISER_ROLES = ["owner", "admin", "finance", "gate"] as const;
export type OrganiserRole = (typeof ORGANISER_ROLES)[number];

/** Who works for an organisation, and as what: one row per person and organisation. */
export const organiserMembers = pgTable(
  "organiser_members",
  {
    organiserId: integer("organiser_id")
      .notNull()
      .references(() => organisers.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    role: text("role", { enum: ORGANISER_ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organiserId, table.buyerId] }),
    check("organiser_members_role", sql`${table.role} IN ('owner', 'admin', 'finance', 'gate')`),
    index("organiser_members_buyer_idx").on(table.buyerId),
  ],
);

/**
 * An e-mailed invitation. Only the SHA-256 of its token is stored; it is used once (`accepted_at`),
 * dies at `expires_at`, and an owner may revoke it before.
 */
export const organiserInvitations = pgTable(
  "organiser_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organiserId: integer("organiser_id")
      .notNull()
      .references(() => organisers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ORGANISER_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => buyers.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => buyers.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("organiser_invitations_email_lowercase", sql`${table.email} = lower(${table.email})`),
    check("organiser_invitations_role", sql`${table.role} IN ('owner', 'admin', 'finance', 'gate')`),
    index("organiser_invitations_organiser_idx").on(table.organiserId),
  ],
);

/**
 * An uploaded image (poster, banner, logo, talent photo), named by the SHA-256 of its source bytes.
 * Its variants live in the media store as `<id>-<width>.webp` and `<id>-<width>.jpg` for each width.
 */
export const mediaImages = pgTable("media_images", {
  id: text("id").primaryKey(),
  organiserId: integer("organiser_id").references(() => organisers.id, { onDelete: "set null" }),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The variant widths stored, ascending (never wider than the source). */
  variantWidths: integer("variant_widths").array().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const EVENT_LIFECYCLE = ["draft", "published", "cancelled"] as const;
export type EventLifecycle = (typeof EVENT_LIFECYCLE)[number];

export const events = pgTable(
  "events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    /** Plain text; blank lines separate paragraphs. Never HTML, so it cannot carry script. */
    description: text("description").notNull().default(""),
    category: text("category", { enum: EVENT_CATEGORIES }).notNull(),
    city: text("city").notNull(),
    venueName: text("venue_name").notNull(),
    address: text("address").notNull().default(""),
    mapUrl: text("map_url"),
    organiserId: integer("organiser_id")
      .notNull()
      .references(() => organisers.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    isTentativeDate: boolean("is_tentative_date").notNull().default(false),
    tentativeNote: text("tentative_note"),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    seoCanonical: text("seo_canonical"),
    maxTicketByAccount: integer("max_ticket_by_account"),
    oneTransactionPerAccount: boolean("one_transaction_per_account").notNull().default(false),
    terms: text("terms").notNull().default(""),
    /** For ticket holders only (the tickets screen), never in public responses. */
    chatGroupUrl: text("chat_group_url"),
    /** For ticket holders only (the tickets screen), never in public responses. */
    insuranceClaimUrl: text("insurance_claim_url"),
    /** Set by the organiser (spec section 6: the event manager sets taxes); 1000 = 10 %. */
    taxRateBps: integer("tax_rate_bps").notNull().default(0),
    /** How prices are shown: `plus_tax` (tax added at checkout) or `all_in` (prices hold the tax). */
    priceDisplay: text("price_display", { enum: PRICE_DISPLAYS }).notNull().default("plus_tax"),
    posterPath: text("poster_path"),
    isSeated: boolean("is_seated").notNull().default(false),
    /**
     * Draft events are never shown to buyers. The column defaults to `published` so rows written
     * before organisers existed (seed, CLI) stay listed; the workspace creates drafts explicitly.
     * "Ended" is not stored: it follows from `ends_at` (event-status.ts).
     */
    lifecycle: text("lifecycle", { enum: EVENT_LIFECYCLE }).notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    /** Sanitised rich text (server-side allowlist); when null, `description` is shown as plain text. */
    descriptionHtml: text("description_html"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    posterImageId: text("poster_image_id").references(() => mediaImages.id),
    bannerImageId: text("banner_image_id").references(() => mediaImages.id),
    /**
     * What the catalogue search reads (ADR 0122): title, talents, venue, city, organiser and the words
     * of the event's kind, lowercased and unaccented; `search_vector` is the same, weighted for ranking.
     * Both are written by the database's own triggers (migration 0009, `events_search_fill`) on every
     * write to an event, its lineup, a talent or an organiser, so no write path can leave them stale.
     */
    searchDocument: text("search_document").notNull().default(""),
    searchVector: tsvector("search_vector").notNull().default(sql`''::tsvector`),
    /** Override the organiser's analytics ids for this event's pages. */
    ga4MeasurementId: text("ga4_measurement_id"),
    metaPixelId: text("meta_pixel_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("events_slug_format", SLUG_CHECK("slug")),
    check("events_category_known", sql`${table.category} IN ('concert', 'festival', 'sport', 'fun_run')`),
    check("events_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
    check("events_lifecycle", sql`${table.lifecycle} IN ('draft', 'published', 'cancelled')`),
    check(
      "events_coordinates",
      sql`(${table.latitude} IS NULL OR ${table.latitude} BETWEEN -90 AND 90) AND (${table.longitude} IS NULL OR ${table.longitude} BETWEEN -180 AND 180)`,
    ),
    check("events_ga4_format", GA4_CHECK(table.ga4MeasurementId)),
    check("events_pixel_format", PIXEL_CHECK(table.metaPixelId)),
    check("events_tax_rate_range", sql`${table.taxRateBps} BETWEEN 0 AND 10000`),
    check("events_price_display_known", sql`${table.priceDisplay} IN ('plus_tax', 'all_in')`),
    check(
      "events_max_ticket_positive",
      sql`${table.maxTicketByAccount} IS NULL OR ${table.maxTicketByAccount} >= 1`,
    ),
    // Landing page and search order by start time and split on end time.
    index("events_starts_at_idx").on(table.startsAt, table.id),
    index("events_ends_at_idx").on(table.endsAt),
    index("events_organiser_idx").on(table.organiserId),
  ],
);

/** Artists, bands, DJs, athletes, pacers: anyone a buyer might search for. */
export const talents = pgTable("talents", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  imagePath: text("image_path"),
  /** An uploaded photo (`media_images.id`); preferred over `image_path`. */
  imageId: text("image_id").references(() => mediaImages.id),
  /** The organisation that created the talent in its workspace; null for the seeded catalogue. */
  organiserId: integer("organiser_id").references(() => organisers.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A published event's earlier slugs: pages redirect them and the API resolves them. */
export const eventSlugHistory = pgTable(
  "event_slug_history",
  {
    slug: text("slug").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("event_slug_history_event_idx").on(table.eventId)],
);

/** The lineup: which talents appear at an event, in which role and order. */
export const eventTalents = pgTable(
  "event_talents",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    talentId: integer("talent_id")
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    /** The role at this event (headliner here, opening act there), so it lives on the link. */
    role: text("role").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.talentId] }),
    index("event_talents_talent_idx").on(table.talentId),
  ],
);

/** Banners on the landing page, shown inside their active window. */
export const sliders = pgTable(
  "sliders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    imagePath: text("image_path").notNull(),
    linkUrl: text("link_url"),
    sortOrder: integer("sort_order").notNull().default(0),
    activeFrom: timestamp("active_from", { withTimezone: true }).notNull().defaultNow(),
    activeUntil: timestamp("active_until", { withTimezone: true }),
  },
  (table) => [
    check(
      "sliders_window_order",
      sql`${table.activeUntil} IS NULL OR ${table.activeUntil} > ${table.activeFrom}`,
    ),
  ],
);
