import { apiTable } from "#shared/contracts/api-table.ts";
import type { ApiRoute } from "../../../http/api-route.ts";
import { idempotencyKey } from "../../../http/idempotency.ts";
import type { AppServices } from "../../../services.ts";
import { defineOrganizerRoute, requireOrgEvent } from "../../organizations/index.ts";
import { paymentsDeps } from "../deps.ts";
import { getDoorOrder } from "./get-door-order.ts";
import { placeDoorOrder } from "./place-door-order.ts";

const TAG = "organizer";

/**
 * Complimentary, guest-list and box-office orders: owners and admins (`editors`) issue and sell them;
 * finance, gate staff, buyers and other organisations never.
 */
export function boxOfficeRoutes(services: AppServices): ApiRoute[] {
  const deps = paymentsDeps(services);
  return [
    defineOrganizerRoute(services, apiTable.createDoorOrder, "editors", {
      summary:
        "Issue complimentary or guest-list tickets, or sell at the door for cash or a QRIS charge (idempotent by key)",
      tag: TAG,
      successStatus: 201,
      successMessage: "organizer.boxOffice.messages.placed",
      async handler({ access, params, body, request, t }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        const key = idempotencyKey(request, body.idempotency_key);
        return placeDoorOrder(deps, access, event, body, key, t.locale);
      },
    }),
    defineOrganizerRoute(services, apiTable.doorOrder, "editors", {
      summary: "One door order: its status (a QRIS charge waits for payment), amounts and issued tickets",
      tag: TAG,
      successMessage: "organizer.boxOffice.messages.order",
      async handler({ access, params }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return getDoorOrder(deps, access, event, params.orderId);
      },
    }),
  ];
}
