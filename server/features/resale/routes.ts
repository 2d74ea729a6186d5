import { apiTable } from "#shared/contracts/api-table.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { requireViewer } from "../sessions/index.ts";
import { buyListing } from "./buy-listing.ts";
import { resaleDeps } from "./deps.ts";
import { listTicket, withdrawListing } from "./list-ticket.ts";
import { eventResale, myResale } from "./read-resale.ts";

const TAG = "resale";

/** Face-value resale for buyers: the event page's resale tickets, and "Jual kembali" on one's own. */
export function resaleRoutes(services: AppServices): ApiRoute[] {
  const deps = resaleDeps(services);
  return [
    defineRoute(apiTable.eventResale, {
      summary: "The event's resale tickets on sale now, at face value or less",
      tag: TAG,
      async handler({ params }) {
        return eventResale(deps, params.id);
      },
    }),
    defineRoute(apiTable.myResale, {
      summary: "For each of my tickets: whether it may be sold back now, for at most what, and its listing",
      tag: TAG,
      auth: "session",
      async handler({ request }) {
        return myResale(deps, await requireViewer(request, services));
      },
    }),
    defineRoute(apiTable.listTicketForResale, {
      summary: "List my ticket for resale at its face value or less",
      tag: TAG,
      auth: "session",
      successMessage: "resale.listedDone",
      async handler({ params, body, request }) {
        return listTicket(
          deps,
          await requireViewer(request, services),
          params.ticketId,
          body,
          request.locale,
        );
      },
    }),
    defineRoute(apiTable.withdrawResale, {
      summary: "Withdraw my ticket's resale listing (until it sells)",
      tag: TAG,
      auth: "session",
      successMessage: "resale.withdrawn",
      async handler({ params, request }) {
        return withdrawListing(deps, await requireViewer(request, services), params.ticketId);
      },
    }),
    defineRoute(apiTable.buyResale, {
      summary: "Hold a resale ticket for me: checkout opens with ?offer=<hold id> and pays it the normal way",
      tag: TAG,
      auth: "session",
      async handler({ params, request }) {
        return buyListing(deps, await requireViewer(request, services), params.listingId);
      },
    }),
  ];
}
