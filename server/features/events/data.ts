import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  eventSlugHistory,
  events,
  eventTalents,
  mediaImages,
  organisers,
  seatSections,
  talents,
  ticketCategories,
} from "../../db/schema/index.ts";
import { qualified } from "../../db/sql-helpers.ts";
import type { EventRef } from "./event-ref.ts";

/** Reads of events: lookups by id or slug (the lists are in list-data.ts). Trusts its (parsed) input. */

export const cardColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  category: events.category,
  city: events.city,
  venueName: events.venueName,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  isTentativeDate: events.isTentativeDate,
  posterPath: events.posterPath,
  posterImageId: events.posterImageId,
  posterWidths: mediaImages.variantWidths,
  organiserName: organisers.name,
  taxRateBps: events.taxRateBps,
  priceDisplay: events.priceDisplay,
  // Every category is sold by numbered seat (each has a seat section): the card says so.
  seatsOnly: sql<boolean>`(
    EXISTS (SELECT 1 FROM ${ticketCategories} WHERE ${qualified(ticketCategories.eventId)} = ${qualified(events.id)})
    AND NOT EXISTS (
      SELECT 1 FROM ${ticketCategories}
      WHERE ${qualified(ticketCategories.eventId)} = ${qualified(events.id)}
        AND NOT EXISTS (SELECT 1 FROM ${seatSections}
          WHERE ${qualified(seatSections.categoryId)} = ${qualified(ticketCategories.id)})))`.mapWith(
    (value) => value === true || value === "t" || value === "true",
  ),
};

/**
 * What buyers may see: listed (landing, search, sitemap) only when published; a cancelled
 * event keeps its page (with the reason) for those who bought; a draft is never shown anywhere.
 */
export const LISTED = eq(events.lifecycle, "published");
export const VISIBLE = sql`${events.lifecycle} IN ('published', 'cancelled')`;

/**
 * An id, the current slug, or a slug the event had before it changed after publishing (the history
 * keeps old links working: the API answers the event, whose `slug` is the current one, and pages
 * redirect). Drafts never match.
 */
function refCondition(ref: EventRef): SQL {
  const named =
    ref.kind === "id"
      ? eq(events.id, ref.id)
      : or(
          eq(events.slug, ref.slug),
          sql`${events.id} = (SELECT ${qualified(eventSlugHistory.eventId)} FROM ${eventSlugHistory}
            WHERE ${qualified(eventSlugHistory.slug)} = ${ref.slug})`,
        );
  return and(VISIBLE, named)!;
}

/** The event's own columns plus its organiser, or null. */
export async function findEvent(db: Db, ref: EventRef) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: events.description,
      descriptionHtml: events.descriptionHtml,
      latitude: events.latitude,
      longitude: events.longitude,
      lifecycle: events.lifecycle,
      cancelReason: events.cancelReason,
      address: events.address,
      mapUrl: events.mapUrl,
      tentativeNote: events.tentativeNote,
      seoTitle: events.seoTitle,
      seoDescription: events.seoDescription,
      seoCanonical: events.seoCanonical,
      maxTicketByAccount: events.maxTicketByAccount,
      oneTransactionPerAccount: events.oneTransactionPerAccount,
      terms: events.terms,
      taxRateBps: events.taxRateBps,
      isSeated: events.isSeated,
      organiser: {
        id: organisers.id,
        slug: organisers.slug,
        name: organisers.name,
        logoPath: organisers.logoPath,
      },
      // Read with the event (one query): the page's analytics ids, the event's over its organiser's.
      analyticsOfEvent: { ga4_measurement_id: events.ga4MeasurementId, meta_pixel_id: events.metaPixelId },
      analyticsOfOrganiser: {
        ga4_measurement_id: organisers.ga4MeasurementId,
        meta_pixel_id: organisers.metaPixelId,
      },
    })
    .from(events)
    .innerJoin(organisers, eq(organisers.id, events.organiserId))
    .leftJoin(mediaImages, eq(mediaImages.id, events.posterImageId))
    .where(refCondition(ref))
    .limit(1);
  return row ?? null;
}

export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/** Just enough of an event to scope a sub-resource (tickets, seats, talents, vouchers) to it. */
export async function findEventKey(db: Db, ref: EventRef) {
  const [row] = await db
    .select({
      id: events.id,
      slug: events.slug,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      maxTicketByAccount: events.maxTicketByAccount,
      oneTransactionPerAccount: events.oneTransactionPerAccount,
      lifecycle: events.lifecycle,
    })
    .from(events)
    .where(refCondition(ref))
    .limit(1);
  return row ?? null;
}

export type EventKey = NonNullable<Awaited<ReturnType<typeof findEventKey>>>;

/** The lineup in the organiser's order. */
export function listLineup(db: Db, eventId: number) {
  return db
    .select({
      id: talents.id,
      name: talents.name,
      imagePath: talents.imagePath,
      imageId: talents.imageId,
      imageWidths: mediaImages.variantWidths,
      role: eventTalents.role,
    })
    .from(eventTalents)
    .innerJoin(talents, eq(talents.id, eventTalents.talentId))
    .leftJoin(mediaImages, eq(mediaImages.id, talents.imageId))
    .where(eq(eventTalents.eventId, eventId))
    .orderBy(asc(eventTalents.sortOrder), asc(talents.name));
}
