import type { EventDetail, TicketCategory } from "#shared/contracts/events.ts";

const SCHEMA = "https://schema.org/";

/** Absolute URL of a site-relative path (posters are `/media/events/{slug}.svg`). */
export function absoluteUrl(baseUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${baseUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** One schema.org availability for the whole event, from its categories' statuses. */
export function offerAvailability(categories: readonly Pick<TicketCategory, "status">[]): string {
  const statuses = new Set(categories.map((category) => category.status));
  if (statuses.has("available")) return `${SCHEMA}InStock`;
  if (statuses.has("fully_booked")) return `${SCHEMA}LimitedAvailability`;
  if (statuses.has("staged")) return `${SCHEMA}PreOrder`;
  if (statuses.has("ots_only")) return `${SCHEMA}InStoreOnly`;
  return `${SCHEMA}SoldOut`;
}

/**
 * schema.org `Event` for search engines: name, dates, status, place with address, image, the lowest
 * price as an IDR offer with its availability, organiser and performers.
 */
export function eventJsonLd(
  event: EventDetail,
  categories: readonly Pick<TicketCategory, "status" | "price">[],
  options: { baseUrl: string; url: string },
): Record<string, unknown> {
  const lowest = categories.length > 0 ? Math.min(...categories.map((category) => category.price)) : null;
  const price = lowest ?? event.start_from_price;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.seo.description || event.description,
    startDate: event.starts_at,
    endDate: event.ends_at,
    // A cancelled event stays on its page (with the reason), so search engines are told it is off.
    eventStatus: event.cancel_reason !== null ? `${SCHEMA}EventCancelled` : `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    url: options.url,
    ...(event.poster_url ? { image: [absoluteUrl(options.baseUrl, event.poster_url)] } : {}),
    location: {
      "@type": "Place",
      name: event.venue_name,
      address: {
        "@type": "PostalAddress",
        streetAddress: event.address,
        addressLocality: event.city,
        addressCountry: "ID",
      },
    },
    ...(price !== null
      ? {
          offers: {
            "@type": "Offer",
            url: options.url,
            price,
            priceCurrency: "IDR",
            availability: offerAvailability(categories),
          },
        }
      : {}),
    organizer: { "@type": "Organization", name: event.organiser.name },
    ...(event.lineup.length > 0
      ? { performer: event.lineup.map((talent) => ({ "@type": "PerformingGroup", name: talent.name })) }
      : {}),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` is escaped so no value (a title with
 * `</script>`) can close the element early; `>` and `&` too, for HTML parsers that look at them.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
