import { apiTable } from "#shared/contracts/api-table.ts";
import { EVENT_BODY_MAX_BYTES } from "#shared/contracts/organizer.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { defineOrganizerRoute, organizerDeps } from "../organizations/index.ts";
import { cancelEvent } from "./cancel-event.ts";
import { createEvent } from "./create-event.ts";
import { duplicateEvent } from "./duplicate-event.ts";
import { getOrgEvent } from "./get-org-event.ts";
import { listOrganizationEvents } from "./list-org-events.ts";
import { previewCancelEvent } from "./preview-cancel-event.ts";
import { publishEvent } from "./publish-event.ts";
import { unpublishEvent } from "./unpublish-event.ts";
import { updateEvent } from "./update-event.ts";

const TAG = "organizer";

/** `/organizer/organizations/:orgId/events`: the organisation writes its events and moves them through their lifecycle. */
export function orgEventRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  return [
    defineOrganizerRoute(services, apiTable.orgEvents, "office", {
      summary: "The organisation's events, drafts included",
      tag: TAG,
      successMessage: "organizer.messages.events",
      handler: ({ access }) => listOrganizationEvents(deps, access),
    }),
    defineOrganizerRoute(services, apiTable.createEvent, "editors", {
      summary: "Create a draft event (never visible to buyers until published)",
      tag: TAG,
      successStatus: 201,
      successMessage: "organizer.messages.eventCreated",
      bodyLimit: EVENT_BODY_MAX_BYTES,
      handler: ({ access, body }) => createEvent(deps, access, body),
    }),
    defineOrganizerRoute(services, apiTable.orgEvent, "office", {
      summary: "One event of the organisation with every authoring field",
      tag: TAG,
      successMessage: "organizer.messages.event",
      handler: ({ access, params }) => getOrgEvent(deps, access, params.eventId),
    }),
    defineOrganizerRoute(services, apiTable.updateEvent, "editors", {
      summary: "Edit an event's fields; a published event's old slug keeps redirecting",
      tag: TAG,
      successMessage: "organizer.messages.saved",
      bodyLimit: EVENT_BODY_MAX_BYTES,
      handler: ({ access, params, body }) => updateEvent(deps, access, params.eventId, body),
    }),
    defineOrganizerRoute(services, apiTable.publishEvent, "editors", {
      summary: "Publish a draft after checking it is complete (poster, dates, venue, a category on sale)",
      tag: TAG,
      successMessage: "organizer.messages.published",
      handler: ({ access, params }) => publishEvent(deps, access, params.eventId),
    }),
    defineOrganizerRoute(services, apiTable.unpublishEvent, "editors", {
      summary: "Move a published event back to draft, only while nothing is sold or held",
      tag: TAG,
      successMessage: "organizer.messages.unpublished",
      handler: ({ access, params }) => unpublishEvent(deps, access, params.eventId),
    }),
    defineOrganizerRoute(services, apiTable.duplicateEvent, "editors", {
      summary:
        "Copy an event as a new draft: settings, ticket categories, seat map, visitor form and vouchers, nothing sold",
      tag: TAG,
      successStatus: 201,
      successMessage: "organizer.messages.eventDuplicated",
      handler: ({ access, params, t }) => duplicateEvent(deps, access, params.eventId, t),
    }),
    defineOrganizerRoute(services, apiTable.cancelEvent, "editors", {
      summary:
        "Cancel an event with a reason shown to buyers: its tickets are voided, paid orders go to the refund list, waiting orders are cancelled, every buyer is mailed",
      tag: TAG,
      successMessage: "organizer.messages.eventCancelled",
      handler: ({ access, params, body, request }) =>
        cancelEvent(deps, access, params.eventId, body.reason, request.log),
    }),
    defineOrganizerRoute(services, apiTable.cancelEventPreview, "editors", {
      summary:
        "What cancelling the event would do now, changing nothing: tickets voided, buyers mailed, paid orders owed back and their total",
      tag: TAG,
      successMessage: "organizer.messages.cancelPreview",
      handler: ({ access, params }) => previewCancelEvent(deps, access, params.eventId),
    }),
  ];
}
