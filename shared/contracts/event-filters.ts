import { z } from "zod";
import { EVENT_CATEGORIES, pagingQuerySchema } from "./events.ts";

/**
 * Filters and sort of the event lists (ADR 0122): the landing list and search
 * take the same query parameters. No rule ties two parameters together (a reversed range is read
 * in order, a preset wins over a range), so every value the schema accepts is a valid request.
 */

/** `relevance` (search only: the best match first), soonest start, lowest price, most tickets sold. */
export const EVENT_SORTS = ["relevance", "soonest", "price", "popular"] as const;
/** Days in WIB: today, this Saturday and Sunday (today and tomorrow on a Saturday), the rest of the month. */
export const DATE_PRESETS = ["today", "weekend", "month"] as const;
export const CITY_MAX_LENGTH = 80;
/** Above any ticket a buyer will see; keeps the value an integer Postgres stores. */
export const PRICE_FILTER_MAX = 1_000_000_000;

export type EventSort = (typeof EVENT_SORTS)[number];
export type DatePreset = (typeof DATE_PRESETS)[number];

const rupiahFilter = z.coerce.number().int().min(0).max(PRICE_FILTER_MAX);
const day = z.iso.date().meta({ description: "A day in WIB (UTC+7), YYYY-MM-DD." });

export const eventFiltersSchema = z.object({
  /** One city, any case; empty means every city. */
  city: z.string().max(CITY_MAX_LENGTH).optional(),
  kind: z.enum(EVENT_CATEGORIES).optional(),
  date: z
    .enum(DATE_PRESETS)
    .optional()
    .meta({ description: "Days in WIB the event runs on; when set, `from` and `to` are not read." }),
  from: day.optional(),
  to: day.optional(),
  /** Rupiah: an event matches when a ticket category still selling (or about to) costs in the range. */
  price_min: rupiahFilter.optional(),
  price_max: rupiahFilter.optional(),
  free: z
    .enum(["true", "false"])
    .optional()
    .meta({ description: "`true`: only events with a free ticket category still selling." }),
  sort: z.enum(EVENT_SORTS).optional().meta({
    description: "Default: `relevance` for a search, `soonest` for the landing list.",
  }),
});
export type EventFilters = z.infer<typeof eventFiltersSchema>;

/** `?show=&page=` plus the filters and sort. */
export function filteredListQuerySchema(defaultShow: number) {
  return pagingQuerySchema(defaultShow).extend(eventFiltersSchema.shape);
}
export type FilteredListQuery = z.infer<ReturnType<typeof filteredListQuerySchema>>;

export const cityListSchema = z.object({
  rows: z.array(z.object({ name: z.string(), event_count: z.number().int().nonnegative() })),
});
export type CityList = z.infer<typeof cityListSchema>;
