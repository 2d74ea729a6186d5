import { and, asc, count, desc, eq, gt, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, eventTalents, organisers, talents, ticketCategories } from "../../db/schema/index.ts";
import { qualified } from "../../db/sql-helpers.ts";
import type { EventRef } from "./event-ref.ts";
import { containsPattern } from "./search-terms.ts";

/** Reads of events: lookups by id or slug, the landing list and search. Trusts its (parsed) input. */

const cardColumns = {
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
  organiserName: organisers.name,
  startFromPrice: sql<number | null>`(
    SELECT min(${qualified(ticketCategories.price)}) FROM ${ticketCategories}
    WHERE ${qualified(ticketCategories.eventId)} = ${qualified(events.id)})`.mapWith((value) =>
    value === null ? null : Number(value),
  ),
};

export type EventCardRow = Awaited<ReturnType<typeof listOpenEvents>>[number];

/** Events not over yet (upcoming and under way), soonest first: the landing page. */
export function listOpenEvents(db: Db, now: Date, limit: number, offset: number) {
  return db
    .select(cardColumns)
    .from(events)
    .innerJoin(organisers, eq(organisers.id, events.organiserId))
    .where(gt(events.endsAt, now))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit)
    .offset(offset);
}

export async function countOpenEvents(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(events).where(gt(events.endsAt, now));
  return row?.total ?? 0;
}

/** Every word must match the title, venue, city or a talent's name, in any case. */
function searchCondition(terms: readonly string[]): SQL | undefined {
  return and(
    ...terms.map((term) => {
      const pattern = containsPattern(term);
      return or(
        ilike(events.title, pattern),
        ilike(events.venueName, pattern),
        ilike(events.city, pattern),
        // IN rather than a correlated EXISTS: inside OR, Postgres runs EXISTS once per event but
        // hashes an uncorrelated IN list once per query.
        sql`${events.id} IN (SELECT ${qualified(eventTalents.eventId)} FROM ${eventTalents}
          JOIN ${talents} ON ${qualified(talents.id)} = ${qualified(eventTalents.talentId)}
          WHERE ${qualified(talents.name)} ILIKE ${pattern})`,
      );
    }),
  );
}

/** Matches, events not over yet first (soonest first), then ended ones (most recent first). */
export function searchEvents(db: Db, terms: readonly string[], now: Date, limit: number, offset: number) {
  return db
    .select(cardColumns)
    .from(events)
    .innerJoin(organisers, eq(organisers.id, events.organiserId))
    .where(searchCondition(terms))
    .orderBy(
      sql`${lte(events.endsAt, now)}`,
      sql`CASE WHEN ${gt(events.endsAt, now)} THEN ${events.startsAt} END`,
      desc(events.startsAt),
      asc(events.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function countSearchEvents(db: Db, terms: readonly string[]): Promise<number> {
  const [row] = await db.select({ total: count() }).from(events).where(searchCondition(terms));
  return row?.total ?? 0;
}

function refCondition(ref: EventRef): SQL {
  return ref.kind === "id" ? eq(events.id, ref.id) : eq(events.slug, ref.slug);
}

/** The event's own columns plus its organiser, or null. */
export async function findEvent(db: Db, ref: EventRef) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: events.description,
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
    })
    .from(events)
    .innerJoin(organisers, eq(organisers.id, events.organiserId))
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
    .select({ id: talents.id, name: talents.name, imagePath: talents.imagePath, role: eventTalents.role })
    .from(eventTalents)
    .innerJoin(talents, eq(talents.id, eventTalents.talentId))
    .where(eq(eventTalents.eventId, eventId))
    .orderBy(asc(eventTalents.sortOrder), asc(talents.name));
}
