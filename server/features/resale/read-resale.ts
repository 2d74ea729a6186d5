import type { EventResale, MyResale } from "#shared/contracts/resale.ts";
import { AppError } from "../../http/app-error.ts";
import {
  DEFAULT_RESALE_SETTINGS,
  listingsByIds,
  myResaleTickets,
  publicEventOf,
  publicListings,
  readResaleSettings,
} from "./data.ts";
import type { ResaleDeps } from "./deps.ts";
import { listingClosesAt, listingOpen } from "./resale-window.ts";
import { toResaleListing } from "./view.ts";

/** GET /public/resale/event/{id}: the event's resale tickets on sale now, cheapest first. */
export async function eventResale(deps: ResaleDeps, rawId: string): Promise<EventResale> {
  const event = await publicEventOf(deps.db, rawId.slice(0, 200));
  if (!event) throw new AppError("not_found");
  const settings = (await readResaleSettings(deps.db, event.id)) ?? DEFAULT_RESALE_SETTINGS;
  if (!settings.enabled) return { enabled: false, list_until: null, waiting_list_first: false, rows: [] };
  const listed = await publicListings(deps.db, event.id);
  return {
    enabled: true,
    list_until: listingClosesAt(new Date(event.starts_at), settings.listUntilHours).toISOString(),
    waiting_list_first: listed.some((row) => row.waiting_first),
    rows: listed.filter((row) => !row.waiting_first).map(({ waiting_first: _first, ...row }) => row),
  };
}

/** GET /ticket/resale: for each ticket the buyer holds, whether it may be sold back and its listing. */
export async function myResale(deps: ResaleDeps, buyerId: string): Promise<MyResale> {
  const now = deps.clock.now();
  const tickets = await myResaleTickets(deps.db, buyerId);
  const listings = new Map(
    (
      await listingsByIds(
        deps.db,
        tickets.flatMap((ticket) => (ticket.listing_id === null ? [] : [ticket.listing_id])),
      )
    ).map((row) => [row.id, row]),
  );
  return {
    rows: tickets.map((ticket) => {
      const settings = {
        enabled: ticket.enabled ?? false,
        listUntilHours: ticket.hours ?? DEFAULT_RESALE_SETTINGS.listUntilHours,
      };
      const startsAt = new Date(ticket.starts_at);
      const listing = ticket.listing_id === null ? undefined : listings.get(ticket.listing_id);
      return {
        ticket_id: ticket.ticket_id,
        open: listingOpen(settings, { startsAt, lifecycle: ticket.lifecycle }, now),
        face_value: ticket.face_value,
        seller_fee: Math.min(ticket.fee ?? 0, ticket.face_value),
        list_until: listingClosesAt(startsAt, settings.listUntilHours).toISOString(),
        listing: listing && listing.status === "listed" ? toResaleListing(listing) : null,
      };
    }),
  };
}
