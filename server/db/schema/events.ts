import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { EVENT_CATEGORIES } from "../../../shared/contracts/events.ts";

/**
 * Slugs are URL segments (`/event/{slug}`) and API keys (`/detail/{id-or-slug}`): lowercase words joined
 * by hyphens, never all digits, so a numeric path value can only ever mean an id.
 */
const SLUG_CHECK = (column: string) =>
  sql.raw(`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND ${column} !~ '^[0-9]+$' AND length(${column}) <= 160`);

/** The event's "created by" (spec section 3): the organiser selling with no commission. */
export const organisers = pgTable(
  "organisers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    logoPath: text("logo_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("organisers_slug_format", SLUG_CHECK("slug"))],
);

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
    posterPath: text("poster_path"),
    isSeated: boolean("is_seated").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("events_slug_format", SLUG_CHECK("slug")),
    check("events_category_known", sql`${table.category} IN ('concert', 'festival', 'sport', 'fun_run')`),
    check("events_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
    check("events_tax_rate_range", sql`${table.taxRateBps} BETWEEN 0 AND 10000`),
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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
