import { z } from "zod";
import { analyticsIdsSchema } from "../analytics/analytics-ids.ts";
import { PRICE_DISPLAYS } from "../pricing/tax.ts";
import { pagingMetaSchema } from "./envelope.ts";

/**
 * The public catalogue API (spec section 7), shared by the server (parsing, OpenAPI) and the web
 * (typed reads). Money is integer rupiah; times are ISO 8601 UTC strings; images are site-relative
 * paths (e.g. `/media/events/{slug}.svg`) or absolute URLs.
 */

/** Spec section 9: page sizes and the search minimum. */
export const LANDING_PAGE_SIZE = 24;
export const SEARCH_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;

export const EVENT_CATEGORIES = ["concert", "festival", "sport", "fun_run"] as const;
/**
 * Derived from the clock, never stored: `upcoming` before the start, `past` once the start time has
 * passed while the event is still running (a festival on its second day), `ended` after the end.
 */
export const EVENT_STATUSES = ["upcoming", "past", "ended"] as const;
/** Spec section 4: available, sold out, staged (not open yet), closed, temporarily sold out, counter only. */
export const TICKET_STATUSES = [
  "available",
  "sold_out",
  "staged",
  "closed",
  "fully_booked",
  "ots_only",
] as const;
/**
 * What an event's card says about buying: `on_sale` with the cheapest price on sale
 * now, else `opening_soon` (a category's sale has not started, or none is published yet), else
 * `sold_out`, else `closed` (online sale over: ended, closed or counter only).
 */
export const SALE_STATUSES = ["on_sale", "opening_soon", "sold_out", "closed"] as const;
export const SEAT_STATES = ["available", "unavailable"] as const;
export const DISCOUNT_UNITS = ["percent", "fixed"] as const;

export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type SeatState = (typeof SEAT_STATES)[number];
export type SaleStatus = (typeof SALE_STATUSES)[number];

const rupiah = z.number().int().nonnegative();
const isoTime = z.iso.datetime();
const id = z.number().int().positive();

/** `?show=&page=` of the paged lists; `show` defaults differ per list (landing 24, search 12). */
export function pagingQuerySchema(defaultShow: number) {
  return z.object({
    show: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultShow),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  });
}
export type PagingQuery = z.infer<ReturnType<typeof pagingQuerySchema>>;

/**
 * `{id}` of the public event paths: the numeric id or the slug. Any string is accepted here and
 * resolved by `requireEventRef`, so a value that cannot name an event answers 404, like an unknown one.
 */
export const eventRefParamsSchema = z.object({ id: z.string().max(200) });

/** Control characters can never match a title and Postgres refuses NUL, so they go before counting. */
export function normalizeSearch(value: string): string {
  return value
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const VISIBLE = "[^\\s\\u0000-\\u001F\\u007F-\\u009F]";

export const searchBodySchema = z.object({
  search: z
    .string()
    .max(SEARCH_MAX_LENGTH)
    .transform(normalizeSearch)
    .pipe(z.string().min(SEARCH_MIN_LENGTH, { error: "three_chars" }))
    .meta({
      minLength: SEARCH_MIN_LENGTH,
      // Two visible characters with something between them: at least 3 once whitespace runs and
      // control characters collapse to one space and the ends are trimmed (normalizeSearch).
      pattern: `${VISIBLE}[\\s\\S]+${VISIBLE}`,
      description: `At least ${SEARCH_MIN_LENGTH} characters once control characters and runs of whitespace count as one space and the ends are trimmed.`,
    }),
});
export type SearchBody = z.infer<typeof searchBodySchema>;

export const organiserSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
});

export const talentSchema = z.object({
  id,
  name: z.string(),
  image_url: z.string().nullable(),
  /** The role at this event: headliner, guest star, pacer, MC... */
  role: z.string(),
});
export type Talent = z.infer<typeof talentSchema>;

/** One event in the landing page or search results. */
export const eventCardSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  city: z.string(),
  venue_name: z.string(),
  starts_at: isoTime,
  ends_at: isoTime,
  status: z.enum(EVENT_STATUSES),
  is_tentative_date: z.boolean(),
  poster_url: z.string().nullable(),
  /** An uploaded poster's WebP variants as a `srcset` (`poster_url` is then its largest JPEG); null for a drawn one. */
  poster_srcset: z.string().nullable(),
  /** "Mulai dari": the cheapest ticket category on sale now; null when none is (see `sale_status`). */
  start_from_price: rupiah.nullable(),
  /**
   * How ticket prices are meant: `all_in` holds the tax (the buyer pays the price shown), `plus_tax`
   * gets `tax_rate_bps` added at checkout (cards and the ticket list then say "+ pajak").
   */
  price_display: z.enum(PRICE_DISPLAYS),
  /** Tax set by the organiser in basis points: 1000 = 10 %. */
  tax_rate_bps: z.number().int().min(0).max(10_000),
  sale_status: z.enum(SALE_STATUSES),
  /** Every ticket category is a numbered seat (cards say "Kursi bernomor"). */
  seats_only: z.boolean(),
  organiser_name: z.string(),
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const eventListSchema = z.object({ rows: z.array(eventCardSchema), meta: pagingMetaSchema });
export type EventList = z.infer<typeof eventListSchema>;

export const eventDetailSchema = eventCardSchema.extend({
  description: z.string(),
  /** The organiser's rich text, sanitised on the server (an allowlist); null: show `description` as text. */
  description_html: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Set when the organiser cancelled the event: the reason buyers are shown. Nothing sells then. */
  cancel_reason: z.string().nullable(),
  address: z.string(),
  map_url: z.string().nullable(),
  tentative_note: z.string().nullable(),
  organiser: organiserSchema,
  lineup: z.array(talentSchema),
  is_seated: z.boolean(),
  max_ticket_by_account: z.number().int().positive().nullable(),
  one_transaction_per_account: z.boolean(),
  terms: z.string(),
  /** Tax set by the organiser in basis points: 1000 = 10 %. */
  tax_rate_bps: z.number().int().min(0).max(10_000),
  seo: z.object({ title: z.string(), description: z.string(), canonical: z.string() }),
  /** The analytics its pages run once a buyer accepts cookies (the event's ids win over the organiser's). */
  analytics: analyticsIdsSchema,
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const bundleItemSchema = z.object({ name: z.string(), size_options: z.array(z.string()) });

export const ticketCategorySchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  price: rupiah,
  /** Derived: quota minus sold minus unexpired holds, at most 1 s old. */
  remaining: z.number().int().nonnegative(),
  status: z.enum(TICKET_STATUSES),
  per_account_limit: z.number().int().positive().nullable(),
  per_transaction_max: z.number().int().positive(),
  /** The fewest tickets of this category one checkout may take (1 unless the organiser sells in sets). */
  per_transaction_min: z.number().int().positive(),
  sale_starts_at: isoTime.nullable(),
  sale_ends_at: isoTime.nullable(),
  sort_order: z.number().int(),
  /** Sold seat by seat through `/public/seat-tickets/event/{id}`. */
  is_seated: z.boolean(),
  is_bundle: z.boolean(),
  bundle_items: z.array(bundleItemSchema),
});
export type TicketCategory = z.infer<typeof ticketCategorySchema>;

export const activeTicketsSchema = z.object({
  event_id: id,
  event_slug: z.string(),
  event_status: z.enum(EVENT_STATUSES),
  max_ticket_by_account: z.number().int().positive().nullable(),
  one_transaction_per_account: z.boolean(),
  /** When the stock figures were read. */
  as_of: isoTime,
  rows: z.array(ticketCategorySchema),
  meta: pagingMetaSchema,
});
export type ActiveTickets = z.infer<typeof activeTicketsSchema>;

export const seatSchema = z.object({
  id,
  /** Row letter(s) then number: `A10`. */
  label: z.string(),
  row: z.string(),
  number: z.number().int().positive(),
  state: z.enum(SEAT_STATES),
});
export type Seat = z.infer<typeof seatSchema>;

export const seatSectionSchema = z.object({
  id,
  name: z.string(),
  category_id: id,
  category_name: z.string(),
  price: rupiah,
  available_count: z.number().int().nonnegative(),
  /** Sorted by row letter, then seat number (A2, A10, B1). */
  seats: z.array(seatSchema),
});
export type SeatSection = z.infer<typeof seatSectionSchema>;

export const seatMapSchema = z.object({
  event_id: id,
  event_slug: z.string(),
  as_of: isoTime,
  rows: z.array(seatSectionSchema),
  meta: pagingMetaSchema,
});
export type SeatMap = z.infer<typeof seatMapSchema>;

export const talentListSchema = z.object({ rows: z.array(talentSchema), meta: pagingMetaSchema });
export type TalentList = z.infer<typeof talentListSchema>;

export const voucherSchema = z.object({
  id,
  code: z.string(),
  discount_unit: z.enum(DISCOUNT_UNITS),
  /** Whole percent for `percent`, rupiah for `fixed`. */
  amount: z.number().int().positive(),
  max_discount: rupiah.nullable(),
  min_transaction: rupiah,
  /** Payment method codes; null means every method. */
  allowed_payment_methods: z.array(z.string()).nullable(),
  /** Ticket category ids; null means every category. */
  allowed_category_ids: z.array(id).nullable(),
  terms: z.string(),
  /** Uses left; null means unlimited. */
  remaining: z.number().int().nonnegative().nullable(),
  valid_from: isoTime,
  valid_until: isoTime.nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherListSchema = z.object({ rows: z.array(voucherSchema), meta: pagingMetaSchema });
export type VoucherList = z.infer<typeof voucherListSchema>;

export const sliderSchema = z.object({
  id,
  title: z.string(),
  image_url: z.string(),
  link_url: z.string().nullable(),
  sort_order: z.number().int(),
});
export type Slider = z.infer<typeof sliderSchema>;

export const sliderListSchema = z.object({ rows: z.array(sliderSchema), meta: pagingMetaSchema });
export type SliderList = z.infer<typeof sliderListSchema>;
