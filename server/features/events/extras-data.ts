import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  events,
  organisers,
  sliders,
  talents,
  voucherCategories,
  voucherClaims,
  vouchers,
} from "../../db/schema/index.ts";
import { qualified } from "../../db/sql-helpers.ts";
import { LISTED, VISIBLE } from "./data.ts";

/** Reads of vouchers, sliders and the small lookups behind the sitemap and generated images. */

/**
 * Public vouchers inside their validity window, with the uses left derived from claims (used, or
 * held and not expired) the same way ticket stock is. Null quota means unlimited.
 */
export function listPublicVouchers(db: Db, eventId: number, now: Date) {
  return db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      discountUnit: vouchers.discountUnit,
      amount: vouchers.amount,
      maxDiscount: vouchers.maxDiscount,
      minTransaction: vouchers.minTransaction,
      allowedPaymentMethods: vouchers.allowedPaymentMethods,
      terms: vouchers.terms,
      validFrom: vouchers.validFrom,
      validUntil: vouchers.validUntil,
      categoryIds: sql<number[] | null>`(
        SELECT array_agg(${qualified(voucherCategories.categoryId)} ORDER BY ${qualified(voucherCategories.categoryId)})
        FROM ${voucherCategories} WHERE ${qualified(voucherCategories.voucherId)} = ${qualified(vouchers.id)})`,
      remaining: sql<number | null>`${qualified(vouchers.quota)} - (
        SELECT count(*)::int FROM ${voucherClaims}
        WHERE ${qualified(voucherClaims.voucherId)} = ${qualified(vouchers.id)}
          AND (${qualified(voucherClaims.status)} = 'used'
            OR (${qualified(voucherClaims.status)} = 'held' AND ${qualified(voucherClaims.expiresAt)} > now())))`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.eventId, eventId),
        eq(vouchers.isPublic, true),
        lte(vouchers.validFrom, now),
        or(isNull(vouchers.validUntil), gt(vouchers.validUntil, now)),
      ),
    )
    .orderBy(asc(vouchers.id));
}

export type VoucherRow = Awaited<ReturnType<typeof listPublicVouchers>>[number];

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
    // A draft's drawn poster would show its title and date: drafts are never public (issue 17).
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
    // Like the event's page: a draft has no calendar file (issue 17).
    .where(and(eq(events.slug, slug), VISIBLE))
    .limit(1);
  return row ?? null;
}
