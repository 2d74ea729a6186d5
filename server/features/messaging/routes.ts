import { apiTable } from "#shared/contracts/api-table.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { defineOrganizerRoute, organizerDeps, requireOrgEvent } from "../organizations/index.ts";
import { listEventMessages } from "./list-messages.ts";
import { previewMessage, sendMessage } from "./send-message.ts";

const TAG = "organizer";

/** An event's messages to its ticket holders: written and read by owners and admins (`editors`). */
export function messagingRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  return [
    defineOrganizerRoute(services, apiTable.previewEventMessage, "editors", {
      summary:
        "A message to the event's ticket holders as they will read it (Indonesian and English) and how many would receive it; sends nothing",
      tag: TAG,
      successMessage: "organizer.messaging.messages.preview",
      async handler({ access, params, body }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return previewMessage(deps, event, body);
      },
    }),
    defineOrganizerRoute(services, apiTable.sendEventMessage, "editors", {
      summary:
        "Mail a message to the holders of the event's valid tickets (or one category's), once per address, paced through the outbox, audited; the same idempotency key is the same message",
      tag: TAG,
      successMessage: "organizer.messaging.messages.sent",
      async handler({ access, params, body, request }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return sendMessage(deps, access, event, body, request.log);
      },
    }),
    defineOrganizerRoute(services, apiTable.eventMessages, "editors", {
      summary: "The event's messages to ticket holders, newest first, with recipients, mails queued and sent",
      tag: TAG,
      successMessage: "organizer.messaging.messages.list",
      async handler({ access, params }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return listEventMessages(deps.db, event);
      },
    }),
  ];
}
