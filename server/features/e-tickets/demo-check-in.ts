import type { Db } from "../../db/client.ts";
import { deriveTicketStatus } from "../events/index.ts";
import { listCategoriesWithStock } from "../stock/index.ts";
import { issueCheckInLink } from "./check-in-secret.ts";
import { listUpcomingEvents } from "./data.ts";

/** How many upcoming events are looked at for one a newcomer can buy tickets to now. */
const CANDIDATES = 50;

/**
 * The first upcoming event (not yet started) with a ticket category on sale now: a demo link is only
 * useful for an event whose tickets a newcomer can buy and then scan at this gate.
 */
async function firstBuyableEvent(db: Db, now: Date): Promise<string | undefined> {
  const upcoming = await listUpcomingEvents(db, now, CANDIDATES);
  for (const event of upcoming) {
    const categories = await listCategoriesWithStock(db, event.id);
    const onSale = categories.some(
      (category) =>
        deriveTicketStatus(
          {
            manualStatus: category.manualStatus,
            remaining: category.remaining,
            saleStartsAt: category.saleStartsAt,
            saleEndsAt: category.saleEndsAt,
            eventEndsAt: event.endsAt,
          },
          now,
        ) === "available",
    );
    if (onSale) return event.slug;
  }
  return undefined;
}

/**
 * A check-in link for the next upcoming event whose tickets are on sale now (or the one named), for
 * demos and manual testing. Each call issues a new secret, so the previous link of that event stops
 * working.
 */
export async function demoCheckInLink(
  db: Db,
  baseUrl: string,
  eventSlug?: string,
  now: Date = new Date(),
): Promise<string | null> {
  const slug = eventSlug ?? (await firstBuyableEvent(db, now));
  return slug ? issueCheckInLink(db, baseUrl, slug) : null;
}
