import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, organisers, sliders, talents } from "../../db/schema/index.ts";
import { LISTED, VISIBLE } from "./data.ts";

/** Reads of sliders and the small lookups behind the sitemap and generated images. */

export function listActiveSliders(db: Db, now: Date) {
  return db
    .select({
      id: sliders.id,
      title: sliders.title,
      imagePath: sliders.imagePath,
      linkUrl: sliders.linkUrl,
      sortOrder: sliders.sortOrder,
    })
    .from(sliders)
    .where(and(lte(sliders.activeFrom, now), or(isNull(sliders.activeUntil), gt(sliders.activeUntil, now))))
    .orderBy(asc(sliders.sortOrder), asc(sliders.id));
}

/** Every event page the sitemap lists (ended events keep their page, so they stay listed; drafts never). */
export function listSitemapEvents(db: Db) {
  return db
    .select({ slug: events.slug, updatedAt: events.updatedAt })
    .from(events)
    .where(LISTED)
    .orderBy(asc(events.id));
}

export async function findPosterFacts(db: Db, slug: string) {
  const [row] = await db
    .select({ title: events.title, category: events.category, city: events.city, startsAt: events.startsAt })
    .from(events)
    // A draft's drawn poster would show its title and date: drafts are never public.
    .where(and(eq(events.slug, slug), VISIBLE))
    .limit(1);
  return row ?? null;
}

export async function findTalentName(db: Db, id: number) {
  const [row] = await db.select({ name: talents.name }).from(talents).where(eq(talents.id, id)).limit(1);
  return row?.name ?? null;
}

export async function findOrganiserName(db: Db, slug: string) {
  const [row] = await db
    .select({ name: organisers.name })
    .from(organisers)
    .where(eq(organisers.slug, slug))
    .limit(1);
  return row?.name ?? null;
}

/** A slider's title and, when it links to an event page, that event's kind (for its banner's artwork). */
export async function findSliderArt(db: Db, id: number) {
  const [row] = await db
    .select({ title: sliders.title, linkUrl: sliders.linkUrl })
    .from(sliders)
    .where(eq(sliders.id, id))
    .limit(1);
  if (!row) return null;
  const slug = /^\/(?:en\/)?event\/([^/?#]+)$/.exec(row.linkUrl ?? "")?.[1];
  const [event] = slug
    ? await db.select({ category: events.category }).from(events).where(eq(events.slug, slug)).limit(1)
    : [];
  return { title: row.title, kind: event?.category ?? null };
}

/** What an event's `.ics` file says: its times, place and last change (the file's DTSTAMP). */
export async function findCalendarFacts(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      venueName: events.venueName,
      address: events.address,
      city: events.city,
      updatedAt: events.updatedAt,
    })
    .from(events)
    // Like the event's page: a draft has no calendar file.
    .where(and(eq(events.slug, slug), VISIBLE))
    .limit(1);
  return row ?? null;
}
