import type { EventCard, EventDetail, Talent, TicketCategory } from "#shared/contracts/events.ts";
import { imageFallbackUrl, imageSrcset } from "#shared/media/image-urls.ts";
import type { CategoryStockRow } from "../stock/index.ts";
import type { BundleItemRow } from "./bundles-and-sections-data.ts";
import type { EventRow } from "./data.ts";
import { deriveEventStatus, deriveTicketStatus } from "./event-status.ts";
import type { EventCardRow } from "./list-data.ts";
import type { SaleSummary } from "./sale-summary.ts";

/** Pure mapping from database rows to the public contract (snake_case, ISO times, no internals). */

const iso = (date: Date): string => date.toISOString();
const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toEventCard(row: EventCardRow, sale: SaleSummary, now: Date): EventCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    city: row.city,
    venue_name: row.venueName,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    status: deriveEventStatus(row.startsAt, row.endsAt, now),
    is_tentative_date: row.isTentativeDate,
    poster_url:
      row.posterImageId && row.posterWidths
        ? imageFallbackUrl(row.posterImageId, row.posterWidths)
        : row.posterPath,
    poster_srcset:
      row.posterImageId && row.posterWidths ? imageSrcset(row.posterImageId, row.posterWidths, "webp") : null,
    start_from_price: sale.startFromPrice,
    price_display: row.priceDisplay,
    tax_rate_bps: row.taxRateBps,
    sale_status: sale.saleStatus,
    seats_only: row.seatsOnly,
    organiser_name: row.organiserName,
  };
}

export function toTalent(row: {
  id: number;
  name: string;
  imagePath: string | null;
  imageId?: string | null;
  imageWidths?: number[] | null;
  role: string;
}): Talent {
  const uploaded = row.imageId && row.imageWidths ? imageFallbackUrl(row.imageId, row.imageWidths) : null;
  return { id: row.id, name: row.name, image_url: uploaded ?? row.imagePath, role: row.role };
}

const SEO_DESCRIPTION_LENGTH = 160;

/** Search engines show about 160 characters; cut at a word boundary and say it goes on. */
export function summarize(text: string, limit = SEO_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, "")}…`;
}

export function toEventDetail(
  row: EventRow,
  sale: SaleSummary,
  lineup: readonly Talent[],
  now: Date,
  publicBaseUrl: string,
): Omit<EventDetail, "analytics"> {
  const fallbackDescription = `${row.title}, ${row.venueName}, ${row.city}`;
  return {
    ...toEventCard(row, sale, now),
    description: row.description,
    description_html: row.descriptionHtml,
    latitude: row.latitude,
    longitude: row.longitude,
    cancel_reason: row.lifecycle === "cancelled" ? (row.cancelReason ?? "") : null,
    address: row.address,
    map_url: row.mapUrl,
    tentative_note: row.isTentativeDate ? row.tentativeNote : null,
    organiser: {
      id: row.organiser.id,
      slug: row.organiser.slug,
      name: row.organiser.name,
      logo_url: row.organiser.logoPath,
    },
    lineup: [...lineup],
    is_seated: row.isSeated,
    max_ticket_by_account: row.maxTicketByAccount,
    one_transaction_per_account: row.oneTransactionPerAccount,
    terms: row.terms,
    tax_rate_bps: row.taxRateBps,
    seo: {
      title: row.seoTitle ?? row.title,
      description: row.seoDescription ?? (summarize(row.description) || fallbackDescription),
      canonical: row.seoCanonical ?? `${publicBaseUrl.replace(/\/$/, "")}/event/${row.slug}`,
    },
  };
}

export function toTicketCategory(
  row: CategoryStockRow,
  items: readonly BundleItemRow[],
  eventEndsAt: Date,
  now: Date,
): TicketCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    remaining: row.remaining,
    status: deriveTicketStatus({ ...row, eventEndsAt }, now),
    per_account_limit: row.perAccountLimit,
    per_transaction_max: row.perTransactionMax,
    per_transaction_min: row.perTransactionMin,
    sale_starts_at: isoOrNull(row.saleStartsAt),
    sale_ends_at: isoOrNull(row.saleEndsAt),
    sort_order: row.sortOrder,
    is_seated: row.isSeated,
    is_bundle: row.isBundle,
    bundle_items: items.map((item) => ({ name: item.name, size_options: item.sizeOptions })),
  };
}
