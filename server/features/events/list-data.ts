import { and, asc, count, desc, eq, gt, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { EventSort } from "#shared/contracts/event-filters.ts";
import type { EventCategory } from "#shared/contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { events, mediaImages, organisers, ticketCategories } from "../../db/schema/index.ts";
import { qualified } from "../../db/sql-helpers.ts";
import { soldTicketsOfEvent } from "../stock/index.ts";
import { cardColumns, LISTED } from "./data.ts";
import type { TimeWindow } from "./date-window.ts";
import { containsPattern, prefixQuery } from "./search-terms.ts";

/**
 * The event lists (landing and search) with their filters and sorts, in SQL (ADR 0122). Trusts its
 * input: the use case has parsed and folded it.
 */
/** A folded search word; `nearSpelling`: no event has it exactly, so near spellings match instead. */
export interface SearchTerm {
  word: string;
  nearSpelling: boolean;
}

export interface EventListCriteria {
  /** Search words, each of which must match; empty for the landing list. */
  terms: readonly SearchTerm[];
  /** `open`: events not over yet (landing); `all`: ended ones too, after the others (search). */
  scope: "open" | "all";
  city: string | null;
  kind: EventCategory | null;
  window: TimeWindow | null;
  priceMin: number | null;
  priceMax: number | null;
  freeOnly: boolean;
  sort: EventSort;
  now: Date;
}

/**
 * A ticket category an online buyer can still get now or later: not closed or counter-only by the
 * organiser, and its sale not over. Price filters and the price sort read these categories.
 */
function stillSelling(now: Date): SQL {
  return sql`${qualified(ticketCategories.manualStatus)} NOT IN ('closed', 'ots_only')
    AND (${qualified(ticketCategories.saleEndsAt)} IS NULL OR ${qualified(ticketCategories.saleEndsAt)} > ${now})`;
}

/** The city as compared and grouped (index `events_city_key_idx`): any case, outer spaces off. */
function cityKey(): SQL {
  return sql`lower(btrim(${events.city}))`;
}

function categoriesOfEvent(where: SQL): SQL {
  return sql`SELECT 1 FROM ${ticketCategories}
    WHERE ${qualified(ticketCategories.eventId)} = ${qualified(events.id)} AND ${where}`;
}

/** A word of the document starting with the term, or the document containing it. */
function exactMatch(word: string): SQL {
  const prefix = prefixQuery(word);
  const fullText = prefix ? sql`${events.searchVector} @@ to_tsquery('simple', ${prefix}) OR ` : sql``;
  return sql`(${fullText}${events.searchDocument} LIKE ${containsPattern(word)})`;
}

/**
 * Typo tolerance only where it is needed: a word some event has matches exactly ("bandung" must not
 * also bring "Bang Udin"), a word none has matches near spellings ("jakrta", "makasar").
 */
function termMatches(term: SearchTerm): SQL {
  return term.nearSpelling ? sql`${term.word} <<% ${events.searchDocument}` : exactMatch(term.word);
}

/** For each word, whether some event (over or not) has it exactly. One statement, an index probe each. */
export async function wordsInCatalogue(db: Db, words: readonly string[]): Promise<boolean[]> {
  if (words.length === 0) return [];
  const probes = words.map((word) => sql`EXISTS (SELECT 1 FROM ${events} WHERE ${exactMatch(word)})`);
  const [row] = await db
    .select({ found: sql<boolean[]>`ARRAY[${sql.join(probes, sql`, `)}]` })
    .from(sql`(SELECT 1) AS one`);
  return row?.found ?? words.map(() => true);
}

function conditions(criteria: EventListCriteria): SQL | undefined {
  // Drafts and cancelled events are never listed (issue 17).
  const parts: (SQL | undefined)[] = [LISTED, ...criteria.terms.map(termMatches)];
  if (criteria.scope === "open") parts.push(gt(events.endsAt, criteria.now));
  if (criteria.city) parts.push(sql`${cityKey()} = ${criteria.city}`);
  if (criteria.kind) parts.push(eq(events.category, criteria.kind));
  // Overlap: an event running across the window's start (a festival's second day) counts.
  if (criteria.window?.end) parts.push(lt(events.startsAt, criteria.window.end));
  if (criteria.window?.start) parts.push(gt(events.endsAt, criteria.window.start));
  if (criteria.priceMin !== null || criteria.priceMax !== null || criteria.freeOnly) {
    const price = qualified(ticketCategories.price);
    const bounds = and(
      stillSelling(criteria.now),
      criteria.freeOnly ? sql`${price} = 0` : undefined,
      criteria.priceMin !== null ? gte(ticketCategories.price, criteria.priceMin) : undefined,
      criteria.priceMax !== null ? lte(ticketCategories.price, criteria.priceMax) : undefined,
    );
    parts.push(sql`EXISTS (${categoriesOfEvent(bounds ?? sql`true`)})`);
  }
  return and(...parts);
}

/** How well the words match: a near spelling scores below the exact word, the title above the rest. */
function relevance(terms: readonly SearchTerm[]): SQL {
  const prefixes = terms
    .map((term) => prefixQuery(term.word))
    .filter((value): value is string => value !== null);
  const fullText = prefixes.length
    ? sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${events.searchVector}, to_tsquery('simple', ${prefixes.join(" | ")}))`
    : sql`0`;
  const similarity = terms.map((term) => sql`strict_word_similarity(${term.word}, ${events.searchDocument})`);
  return sql`(${fullText} + ${sql.join(similarity, sql` + `)})`;
}

/** The order: ended events last (search), then events whose online sale is over, then the sort. */
function ordering(criteria: EventListCriteria): SQL[] {
  const { now } = criteria;
  const order: SQL[] = [];
  if (criteria.scope === "all") order.push(sql`${lte(events.endsAt, now)}`);
  // Issue 20 item 3: an event with categories, none of them still selling online, sinks.
  order.push(sql`(EXISTS (${categoriesOfEvent(sql`true`)})
    AND NOT EXISTS (${categoriesOfEvent(stillSelling(now))}))`);
  const soonest = [
    sql`CASE WHEN ${gt(events.endsAt, now)} THEN ${events.startsAt} END`,
    desc(events.startsAt),
  ];
  if (criteria.sort === "relevance" && criteria.terms.length > 0)
    order.push(sql`${relevance(criteria.terms)} DESC`);
  if (criteria.sort === "price")
    order.push(sql`(SELECT min(${qualified(ticketCategories.price)}) FROM ${ticketCategories}
      WHERE ${qualified(ticketCategories.eventId)} = ${qualified(events.id)} AND ${stillSelling(now)}) ASC NULLS LAST`);
  if (criteria.sort === "popular") order.push(sql`${soldTicketsOfEvent(events.id)} DESC`);
  return [...order, ...soonest, asc(events.id)];
}

export function listEvents(db: Db, criteria: EventListCriteria, limit: number, offset: number) {
  return db
    .select(cardColumns)
    .from(events)
    .innerJoin(organisers, eq(organisers.id, events.organiserId))
    .leftJoin(mediaImages, eq(mediaImages.id, events.posterImageId))
    .where(conditions(criteria))
    .orderBy(...ordering(criteria))
    .limit(limit)
    .offset(offset);
}

export type EventCardRow = Awaited<ReturnType<typeof listEvents>>[number];

export async function countEvents(db: Db, criteria: EventListCriteria): Promise<number> {
  const [row] = await db.select({ total: count() }).from(events).where(conditions(criteria));
  return row?.total ?? 0;
}

/** Cities of events not over yet, with how many each has, most events first: the city filter. */
export function listOpenCities(db: Db, now: Date) {
  const total = count();
  return db
    .select({ name: sql<string>`min(btrim(${events.city}))`, eventCount: total })
    .from(events)
    .where(and(LISTED, gt(events.endsAt, now)))
    .groupBy(cityKey())
    .orderBy(desc(total), cityKey());
}
