import MiniSearch, { type Query } from "minisearch";
import type { EventSort } from "#shared/contracts/event-filters.ts";
import type { EventCategory } from "#shared/contracts/events.ts";
import type { TimeWindow } from "./date-window.ts";
import type { CatalogueEventRow, EventCardRow, ListedCategory } from "./list-data.ts";
import { foldWord } from "./search-terms.ts";

/**
 * The listed catalogue in memory, with its search index (ADR 0134): built from the catalogue's rows,
 * changed one event at a time, and queried with the lists' filters and sorts. The landing list and
 * search both read it, so a search that misses the read cache costs microseconds, not a query. Pure:
 * the rows come from `listCatalogueEvents`, the changes from `catalogue-search.ts`.
 */

/** The parsed list query as the index reads it (list-events.ts makes it). */
export interface EventListCriteria {
  /** The words a buyer typed (folded), each of which must match; empty for the landing list. */
  terms: readonly string[];
  /** `open`: events not over yet (landing); `all`: ended ones too, after the others (search). */
  scope: "open" | "all";
  /** Folded as `cityKey` folds an event's city. */
  city: string | null;
  kind: EventCategory | null;
  window: TimeWindow | null;
  priceMin: number | null;
  priceMax: number | null;
  freeOnly: boolean;
  sort: EventSort;
  now: Date;
}

/** An event the criteria match, with how well its words matched (0 for the landing list). */
export interface Found {
  event: EventCardRow;
  score: number;
}

/** The words a buyer types for an event's kind, in Indonesian and English ("konser" finds concerts). */
const KIND_WORDS: Record<string, string> = {
  concert: "konser concert musik music",
  festival: "festival",
  sport: "olahraga sport pertandingan match",
  fun_run: "fun run lari running marathon maraton",
};

/**
 * Words that join other words in what buyers type ("konser di jakarta", "persija vs persib", "bayu
 * pratama dan kawan"): not required to match, unless the search is nothing but such words.
 */
const STOP_WORDS = new Set([
  "di",
  "ke",
  "dari",
  "yang",
  "dan",
  "atau",
  "untuk",
  "dengan",
  "pada",
  "the",
  "and",
  "of",
  "in",
  "at",
  "vs",
  "v",
  "versus",
  "melawan",
]);

/** Searched fields and their weights: the title above the lineup above the place and organiser. */
const BOOST = { title: 10, talents: 4, place: 2, kind: 1, years: 1 };
type Field = keyof typeof BOOST;
const FIELDS = Object.keys(BOOST) as Field[];
/** A word of the catalogue that starts with the typed one, or contains it, scores below the word itself. */
const PREFIX_WEIGHT = 0.375;
const INFIX_WEIGHT = 0.25;
/** A word is looked for inside others from this length; shorter ones only start words. */
const MIN_INFIX = 4;
/** At most this many of the catalogue's words stand for one typed word. */
const MAX_EXPANSIONS = 64;
/**
 * Typed words whose matches are kept until the catalogue next changes. In a sale's rush everyone types
 * the same artist and varies the filters, so the text search (most of a miss's cost) runs once per
 * catalogue version; the filters still run on every request.
 */
const MAX_REMEMBERED_SEARCHES = 256;
/**
 * Near spellings: up to one edit in 4-7 letters, two from 8 (MiniSearch's fuzzy 0.2, rounded), never
 * more: a long made-up word would otherwise walk most of the index's tree on every request.
 */
const FUZZY = 0.2;
const MAX_EDITS = 2;

/** Letters and digits, folded: "Téh Néng" is "teh" and "neng", "Layang-Layang" is "layang" twice. */
export function tokenize(text: string): string[] {
  return foldWord(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** At most this many words of a search are matched (the API caps the search at 100 characters). */
const MAX_WORDS = 8;

/**
 * The search's words as the index matches them, each once: stop words and single letters ("d'masiv",
 * "rock n roll") off when other words remain.
 */
export function queryWords(terms: readonly string[]): string[] {
  const words = [...new Set(terms.flatMap(tokenize))];
  const kept = words.filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return (kept.length > 0 ? kept : words).slice(0, MAX_WORDS);
}

/** The city as compared: any case, outer spaces off (as the city filter's SQL groups them). */
export function cityKey(city: string): string {
  return city.replace(/^ +| +$/g, "").toLowerCase();
}

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const wibYear = (date: Date) => new Date(date.getTime() + WIB_OFFSET_MS).getUTCFullYear();

interface Entry {
  card: EventCardRow;
  categories: readonly ListedCategory[];
  cityKey: string;
  /** Every distinct word of the event's fields, for the vocabulary's counts. */
  words: readonly string[];
}

type Document = Record<Field, string> & { id: number };

function documentOf(row: CatalogueEventRow): Document {
  const years = new Set([wibYear(row.startsAt), wibYear(row.endsAt)]);
  return {
    id: row.id,
    title: row.title,
    talents: row.talents.join(" "),
    place: `${row.venueName} ${row.city} ${row.organiserName}`,
    kind: KIND_WORDS[row.category] ?? "",
    years: [...years].join(" "),
  };
}

/**
 * A ticket category an online buyer can still get now or later: not closed or counter-only by the
 * organiser, and its sale not over. Price filters and the price sort read these categories.
 */
function stillSelling(category: ListedCategory, now: number): boolean {
  return (
    category.manualStatus !== "closed" &&
    category.manualStatus !== "ots_only" &&
    (category.saleEndsAt === null || category.saleEndsAt.getTime() > now)
  );
}

export interface CatalogueIndex {
  /** How many listed events it holds. */
  readonly size: number;
  /** The ids of the listed events it holds. */
  ids(): number[];
  /** Replaces what it holds for `ids` with `rows` (those of them still listed); the others are dropped. */
  apply(ids: readonly number[], rows: readonly CatalogueEventRow[]): void;
  /** The listed events the criteria match, unordered. */
  find(criteria: EventListCriteria): Found[];
  /**
   * `found` in the lists' order: ended events last (search), then events whose online sale is over,
   * then the sort (relevance, price or tickets sold: `sold` by event id), then soonest, then id.
   */
  order(found: Found[], criteria: EventListCriteria, sold?: ReadonlyMap<number, number>): Found[];
}

export function createCatalogueIndex(rows: readonly CatalogueEventRow[]): CatalogueIndex {
  const entries = new Map<number, Entry>();
  /** Each word of the catalogue, and how many events have it: which typed words match exactly. */
  const vocabulary = new Map<string, number>();
  const search = new MiniSearch<Document>({
    fields: FIELDS,
    tokenize,
    // Already folded by `tokenize`, for documents and queries alike.
    processTerm: (term) => term,
    // No length normalisation (b 0), as PostgreSQL's ts_rank without it: a word in a long title counts
    // as much as in a short one, and events the words fit equally well stay in date order.
    searchOptions: { boost: BOOST, combineWith: "AND", bm25: { k: 1.2, b: 0, d: 0.5 } },
  });

  const add = (row: CatalogueEventRow) => {
    const document = documentOf(row);
    const words = [...new Set(FIELDS.flatMap((field) => tokenize(document[field])))];
    for (const word of words) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    const { talents: _talents, categories, ...card } = row;
    entries.set(row.id, { card, categories, cityKey: cityKey(row.city), words });
    return document;
  };
  const remove = (id: number) => {
    const entry = entries.get(id);
    if (!entry) return;
    for (const word of entry.words) {
      const left = (vocabulary.get(word) ?? 0) - 1;
      if (left > 0) vocabulary.set(word, left);
      else vocabulary.delete(word);
    }
    entries.delete(id);
    search.discard(id);
  };
  search.addAll(rows.map(add));
  const remembered = new Map<string, readonly { id: number; score: number }[]>();
  const matchesOf = (words: readonly string[]) => {
    const key = words.join(" ");
    let found = remembered.get(key);
    if (!found) {
      found = search
        .search({ queries: words.map(wordQuery), combineWith: "AND" })
        .map((result) => ({ id: result.id as number, score: result.score }));
      if (remembered.size >= MAX_REMEMBERED_SEARCHES) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, found);
    }
    return found;
  };

  /**
   * One typed word as a query: the catalogue's words that contain it (the word itself first, then
   * those it starts, then, from 4 letters, those it is inside: "bola" finds "sepakbola"), or, when no
   * event has it, its near spellings ("jakrta", "makasar"), so "bandung" never also brings "Bang Udin".
   * At most MAX_EXPANSIONS words, the closest first: a fragment such as "ka" is inside half the
   * catalogue's words, and each one costs a pass over its events.
   */
  const wordQuery = (word: string): Query => {
    const prefixed: string[] = [];
    const inside: string[] = [];
    // A single letter (all that was typed) is a word only as itself: "a" starts most of the catalogue.
    if (word.length === 1) return vocabulary.has(word) ? word : { queries: [], combineWith: "OR" };
    for (const known of vocabulary.keys()) {
      if (known.startsWith(word)) prefixed.push(known);
      else if (word.length >= MIN_INFIX && known.includes(word)) inside.push(known);
    }
    if (prefixed.length === 0 && inside.length === 0)
      return { queries: [word], fuzzy: FUZZY, maxFuzzy: MAX_EDITS, combineWith: "OR" };
    const byLength = (a: string, b: string) => a.length - b.length;
    const containing = [...prefixed.sort(byLength), ...inside.sort(byLength)].slice(0, MAX_EXPANSIONS);
    const weight = (known: string) => {
      if (known === word) return 1;
      const extra = known.length - word.length;
      const base = known.startsWith(word) ? PREFIX_WEIGHT : INFIX_WEIGHT;
      return (base * known.length) / (known.length + 0.3 * extra);
    };
    return { queries: containing, combineWith: "OR", boostTerm: weight };
  };

  const matches = (entry: Entry, criteria: EventListCriteria, now: number): boolean => {
    const { card } = entry;
    if (criteria.scope === "open" && card.endsAt.getTime() <= now) return false;
    if (criteria.city !== null && entry.cityKey !== criteria.city) return false;
    if (criteria.kind !== null && card.category !== criteria.kind) return false;
    // Overlap: an event running across the window's start (a festival's second day) counts.
    const { window } = criteria;
    if (window?.end && card.startsAt.getTime() >= window.end.getTime()) return false;
    if (window?.start && card.endsAt.getTime() <= window.start.getTime()) return false;
    if (criteria.priceMin !== null || criteria.priceMax !== null || criteria.freeOnly)
      return entry.categories.some(
        (category) =>
          stillSelling(category, now) &&
          (!criteria.freeOnly || category.price === 0) &&
          (criteria.priceMin === null || category.price >= criteria.priceMin) &&
          (criteria.priceMax === null || category.price <= criteria.priceMax),
      );
    return true;
  };

  return {
    get size() {
      return entries.size;
    },
    ids() {
      return [...entries.keys()];
    },
    apply(ids, changed) {
      for (const id of ids) remove(id);
      for (const row of changed) remove(row.id);
      search.addAll(changed.map(add));
      remembered.clear();
    },
    find(criteria) {
      const now = criteria.now.getTime();
      const found: Found[] = [];
      if (criteria.terms.length === 0) {
        for (const entry of entries.values())
          if (matches(entry, criteria, now)) found.push({ event: entry.card, score: 0 });
        return found;
      }
      const words = queryWords(criteria.terms);
      if (words.length === 0) return found;
      for (const result of matchesOf(words)) {
        const entry = entries.get(result.id);
        if (entry && matches(entry, criteria, now)) found.push({ event: entry.card, score: result.score });
      }
      return found;
    },
    order(found, criteria, sold) {
      const now = criteria.now.getTime();
      const keyed = found.map((item) => {
        const { event } = item;
        const categories = entries.get(event.id)?.categories ?? [];
        const selling = categories.filter((category) => stillSelling(category, now));
        const ended = event.endsAt.getTime() <= now;
        return {
          item,
          ended: criteria.scope === "all" && ended ? 1 : 0,
          // An event with categories, none of them still selling online, sinks.
          saleOver: categories.length > 0 && selling.length === 0 ? 1 : 0,
          cheapest: selling.length > 0 ? Math.min(...selling.map((category) => category.price)) : null,
          // Events not over yet by start; then ended ones, the latest first.
          upcomingStart: ended ? null : event.startsAt.getTime(),
          start: event.startsAt.getTime(),
          sold: sold?.get(event.id) ?? 0,
        };
      });
      const bySort = (a: (typeof keyed)[number], b: (typeof keyed)[number]): number => {
        if (criteria.sort === "relevance" && criteria.terms.length > 0) return b.item.score - a.item.score;
        if (criteria.sort === "price") return nullsLast(a.cheapest, b.cheapest);
        if (criteria.sort === "popular") return b.sold - a.sold;
        return 0;
      };
      keyed.sort(
        (a, b) =>
          a.ended - b.ended ||
          a.saleOver - b.saleOver ||
          bySort(a, b) ||
          nullsLast(a.upcomingStart, b.upcomingStart) ||
          b.start - a.start ||
          a.item.event.id - b.item.event.id,
      );
      return keyed.map((entry) => entry.item);
    },
  };
}

/** Ascending, nulls after every number (PostgreSQL's ASC). */
function nullsLast(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}
