import { apiTable } from "#shared/contracts/api-table.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { requireViewer, sessionToken } from "../sessions/index.ts";
import { waitingListDeps } from "./deps.ts";
import { myPlaces } from "./my-places.ts";
import { acceptOffer, declineOffer, joinList, leaveList, readPlace } from "./place.ts";

const TAG = "waiting-list";

/** A signed-in buyer's place on a sold-out category's waiting list, and the offers it brings. */
export function waitingListRoutes(services: AppServices): ApiRoute[] {
  const deps = waitingListDeps(services);
  return [
    defineRoute(apiTable.waitingListPlace, {
      summary:
        "My place on this sold-out category's waiting list (position, offer); signed out, only whether the event runs one",
      tag: TAG,
      async handler({ params, request }) {
        const token = sessionToken(request, services.config.SESSION_COOKIE_NAME);
        const viewer = token ? await services.sessions.viewerForToken(token) : null;
        return readPlace(deps, viewer?.id ?? null, params.categoryId);
      },
    }),
    defineRoute(apiTable.joinWaitingList, {
      summary: "Join a sold-out category's waiting list, asking for 1 up to the per-account limit",
      tag: TAG,
      auth: "session",
      successMessage: "waitingList.joined",
      async handler({ params, body, request }) {
        const buyerId = await requireViewer(request, services);
        return joinList(deps, {
          buyerId,
          rawId: params.categoryId,
          quantity: body.quantity,
          locale: request.locale,
        });
      },
    }),
    defineRoute(apiTable.leaveWaitingList, {
      summary: "Leave the waiting list (an open offer is released to the next in line)",
      tag: TAG,
      auth: "session",
      successMessage: "waitingList.left",
      async handler({ params, request }) {
        return leaveList(deps, { buyerId: await requireViewer(request, services), rawId: params.categoryId });
      },
    }),
    defineRoute(apiTable.acceptWaitingListOffer, {
      summary: "Accept the offer: its held tickets become this account's checkout",
      tag: TAG,
      auth: "session",
      successMessage: "waitingList.accepted",
      async handler({ params, request }) {
        return acceptOffer(deps, {
          buyerId: await requireViewer(request, services),
          rawId: params.categoryId,
        });
      },
    }),
    defineRoute(apiTable.declineWaitingListOffer, {
      summary: "Decline the offer: its tickets go to the next in line",
      tag: TAG,
      auth: "session",
      successMessage: "waitingList.declined",
      async handler({ params, request }) {
        return declineOffer(deps, {
          buyerId: await requireViewer(request, services),
          rawId: params.categoryId,
        });
      },
    }),
    defineRoute(apiTable.myWaitingList, {
      summary:
        "My places on waiting lists: offers still holding tickets (soonest to end first), then places in line with their position",
      tag: TAG,
      auth: "session",
      async handler({ request }) {
        return myPlaces(deps, await requireViewer(request, services));
      },
    }),
  ];
}
