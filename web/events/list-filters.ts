/**
 * The event list's filters and sort as the web reads them from a page URL (ADR 0122).
 * The API's contract (`shared/contracts/event-filters.ts`) holds the same values next to its zod
 * schemas; importing them would put zod in the page's JavaScript, so they are restated here and a unit
 * test keeps the two equal. A page URL is read leniently: a value the API would refuse is dropped, so a
 * mistyped shared link still shows events instead of an error page.
 */
import { EVENT_KINDS, type EventKind } from "./event-kinds.ts";

export { EVENT_KINDS };
export const DATE_PRESETS = ["today", "weekend", "month"] as const;
export const EVENT_SORTS = ["relevance", "soonest", "price", "popular"] as const;
export const CITY_MAX_CHARS = 80;
export const PRICE_FILTER_MAX = 1_000_000_000;

export type DatePreset = (typeof DATE_PRESETS)[number];
export type EventSort = (typeof EVENT_SORTS)[number];

export interface ListFilters {
  city?: string;
  kind?: EventKind;
  date?: DatePreset;
  from?: string;
  to?: string;
  price_min?: number;
  price_max?: number;
  free?: "true";
  sort?: EventSort;
}

/** The URL parameters in the order a URL shows them. */
export const FILTER_KEYS = [
  "kind",
  "city",
  "date",
  "from",
  "to",
  "price_min",
  "price_max",
  "free",
  "sort",
] as const satisfies readonly (keyof ListFilters)[];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((entry) => entry === value);

/** A real calendar day `YYYY-MM-DD` (not 2030-02-30). */
function day(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : undefined;
}

function rupiah(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const amount = Number(value.trim());
  return amount <= PRICE_FILTER_MAX ? amount : undefined;
}

export function readListFilters(params: URLSearchParams): ListFilters {
  const city = (params.get("city") ?? "").replace(/\s+/g, " ").trim().slice(0, CITY_MAX_CHARS);
  const filters: ListFilters = {
    city: city || undefined,
    kind: oneOf(EVENT_KINDS, params.get("kind")),
    date: oneOf(DATE_PRESETS, params.get("date")),
    from: day(params.get("from")),
    to: day(params.get("to")),
    price_min: rupiah(params.get("price_min")),
    price_max: rupiah(params.get("price_max")),
    free: params.get("free") === "true" ? "true" : undefined,
    sort: oneOf(EVENT_SORTS, params.get("sort")),
  };
  // A preset wins over a range (as the API reads it), so the range is not shown as if it applied.
  if (filters.date) {
    filters.from = undefined;
    filters.to = undefined;
  }
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/** Filters that narrow the list (the sort does not). */
export function activeFilterCount(filters: ListFilters): number {
  return FILTER_KEYS.filter((key) => key !== "sort" && filters[key] !== undefined).length;
}

/** The page URL's query: the search text first, then each set filter, nothing empty. */
export function listQueryString(search: string, filters: ListFilters): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** What a submitted filter form says, read the same lenient way as a URL. */
export function filtersFromForm(form: HTMLFormElement): { search: string; filters: ListFilters } {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return { search: (params.get("search") ?? "").trim(), filters: readListFilters(params) };
}
