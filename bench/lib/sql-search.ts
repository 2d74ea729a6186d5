import { and, asc, count, desc, eq, gt, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { EventSort } from "#shared/contracts/event-filters.ts";
import type { EventCategory } from "#shared/contracts/events.ts";
import type { Db } from "../../server/db/client.ts";
import {
  events,
  mediaImages,
  organisers,
  stockClaims,
  ticketCategories,
} from "../../server/db/schema/index.ts";
import { qualified } from "../../server/db/sql-helpers.ts";
import { cardColumns, LISTED } from "../../server/features/events/data.ts";
import type { TimeWindow } from "../../server/features/events/date-window.ts";
import { containsPattern } from "../../server/features/events/search-terms.ts";

/**
 * The catalogue search as the route ran it in SQL until ADR 0134 (server/features/events/list-data.ts
 * before the in-process index): trigram and full-text matching on the columns migration 0014's
 * triggers keep, with the lists' filters and sorts. Kept here only to measure against
 * (`npm run bench:search-index`) and to plan (`npm run bench:search-plan`): it is what a catalogue past
 * the index's memory would fall back to (ADR 0134). Trusts its input.
 */
/** A folded search word; `nearSpelling`: no event has it exactly, so near spellings match instead. */
export interface SearchTerm {
  word: string;
  nearSpelling: boolean;
}

export interface SqlListCriteria {
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
/**
 * The term as a full-text prefix query (`konser:*`), or null when it has no letter or digit: only
 * letters and digits reach `to_tsquery`, so no input can be read as its operators.
 */
export function prefixQuery(term: string): string | null {
  const word = term.replace(/[^\p{L}\p{N}]/gu, "");
  return word ? `${word}:*` : null;
}

/** Tickets sold for the event in the outer query's `eventId` column: the "most popular" sort. */
function soldTicketsOfEvent(eventId: AnyPgColumn): SQL<number> {
  return sql<number>`(SELECT coalesce(sum(${qualified(stockClaims.quantity)}), 0)
    FROM ${stockClaims} JOIN ${ticketCategories}
      ON ${qualified(ticketCategories.id)} = ${qualified(stockClaims.categoryId)}
    WHERE ${qualified(ticketCategories.eventId)} = ${qualified(eventId)}
      AND ${qualified(stockClaims.status)} = 'sold')`;
}

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

function conditions(criteria: SqlListCriteria): SQL | undefined {
  // Drafts and cancelled events are never listed.
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
function ordering(criteria: SqlListCriteria): SQL[] {
  const { now } = criteria;
  const order: SQL[] = [];
  if (criteria.scope === "all") order.push(sql`${lte(events.endsAt, now)}`);
  // An event with categories, none of them still selling online, sinks.
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

export function listEvents(db: Db, criteria: SqlListCriteria, limit: number, offset: number) {
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

export async function countEvents(db: Db, criteria: SqlListCriteria): Promise<number> {
  const [row] = await db.select({ total: count() }).from(events).where(conditions(criteria));
  return row?.total ?? 0;
}

/** One page as the route read it before ADR 0134: which words some event has, the count, the page. */
export async function sqlSearchPage(
  db: Db,
  criteria: Omit<SqlListCriteria, "terms"> & { terms: readonly string[] },
  limit: number,
  offset: number,
): Promise<{ total: number; ids: number[] }> {
  const inCatalogue = await wordsInCatalogue(db, criteria.terms);
  const terms = criteria.terms.map((word, i) => ({ word, nearSpelling: inCatalogue[i] === false }));
  const sqlCriteria = { ...criteria, terms };
  const total = await countEvents(db, sqlCriteria);
  const rows = offset < total ? await listEvents(db, sqlCriteria, limit, offset) : [];
  return { total, ids: rows.map((row) => row.id) };
}
