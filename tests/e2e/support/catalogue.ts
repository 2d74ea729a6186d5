import type { APIRequestContext } from "@playwright/test";
import type {
  ActiveTickets,
  EventCard,
  EventDetail,
  EventList,
  SeatMap,
  TicketCategory,
  Voucher,
  VoucherList,
} from "../../../shared/contracts/events.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";

/**
 * Reads the demo catalogue through the public API, so the browser tests pick their events by what they
 * need (a category with a per-account limit, a seated section with free seats...) instead of by slugs
 * that change whenever the seed does.
 */

const LOCALE_HEADER: Record<Locale, string> = { id: "id", en: "en" };

async function read<T>(request: APIRequestContext, path: string, locale: Locale = "id"): Promise<T> {
  const response = await request.get(`/api/v1${path}`, {
    headers: { "accept-language": LOCALE_HEADER[locale] },
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

export interface CatalogueEvent {
  card: EventCard;
  detail: EventDetail;
  categories: TicketCategory[];
  vouchers: Voucher[];
}

export async function landingEvents(
  request: APIRequestContext,
): Promise<{ rows: EventCard[]; total: number }> {
  const rows: EventCard[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const list = await read<EventList>(request, `/public/events/landing-page?show=24&page=${page}`);
    rows.push(...list.rows);
    total = list.meta.total;
    if (list.meta.is_last_page) break;
  }
  return { rows, total };
}

let cached: Promise<CatalogueEvent[]> | null = null;

/** Every event on the landing list with its detail, categories and vouchers (read once per worker). */
export function catalogue(request: APIRequestContext): Promise<CatalogueEvent[]> {
  cached ??= (async () => {
    const { rows } = await landingEvents(request);
    return Promise.all(
      rows.map(async (card) => ({
        card,
        detail: await read<EventDetail>(request, `/public/events/detail/${card.slug}`),
        categories: (await read<ActiveTickets>(request, `/public/active-tickets/event/${card.slug}`)).rows,
        vouchers: (await read<VoucherList>(request, `/public/vouchers/event/${card.slug}`)).rows,
      })),
    );
  })();
  return cached;
}

export async function findEvent(
  request: APIRequestContext,
  what: string,
  predicate: (event: CatalogueEvent) => boolean,
): Promise<CatalogueEvent> {
  const found = (await catalogue(request)).find(predicate);
  if (!found) throw new Error(`the demo catalogue has no event with ${what}`);
  return found;
}

export function seatMap(request: APIRequestContext, slug: string): Promise<SeatMap> {
  return read<SeatMap>(request, `/public/seat-tickets/event/${slug}`);
}

export const available = (category: TicketCategory) => category.status === "available";
export const steppable = (category: TicketCategory) => available(category) && !category.is_seated;
