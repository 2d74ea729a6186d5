import { apiTable } from "#shared/contracts/api-table.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { defineOrganizerRoute } from "../organizations/index.ts";
import { gatesDeps } from "./deps.ts";
import { getGateActivity } from "./gate-activity.ts";
import { issueGateLink, revokeGateLink } from "./gate-links.ts";
import { createGate, getEventGates, listCheckInEvents, updateGate } from "./manage-gates.ts";

const TAG = "organizer";

/**
 * The gate without a CLI: named gates (owners, admins), each member's own check-in
 * links (gate staff, owners, admins), and the gates' live figures (owners, admins).
 */
export function gatesRoutes(services: AppServices): ApiRoute[] {
  const deps = gatesDeps(services);
  return [
    defineOrganizerRoute(services, apiTable.checkInEvents, "checkIn", {
      summary: "The organisation's published events a gate member may check in for",
      tag: TAG,
      successMessage: "organizer.gates.messages.events",
      handler: ({ access }) => listCheckInEvents(deps, access),
    }),
    defineOrganizerRoute(services, apiTable.eventGates, "checkIn", {
      summary: "An event's gates and check-in links (gate staff: open gates and their own links)",
      tag: TAG,
      successMessage: "organizer.gates.messages.gates",
      handler: ({ access, params }) => getEventGates(deps, access, params.eventId),
    }),
    defineOrganizerRoute(services, apiTable.createGate, "editors", {
      summary: "Name a new gate of the event",
      tag: TAG,
      successStatus: 201,
      successMessage: "organizer.gates.messages.created",
      handler: ({ access, params, body }) => createGate(deps, access, params.eventId, body),
    }),
    defineOrganizerRoute(services, apiTable.updateGate, "editors", {
      summary: "Rename a gate, archive it (its check-in links stop working at once) or bring it back",
      tag: TAG,
      successMessage: "organizer.gates.messages.saved",
      handler: ({ access, params, body }) => updateGate(deps, access, params, body),
    }),
    defineOrganizerRoute(services, apiTable.createGateLink, "checkIn", {
      summary:
        "A new check-in link of the caller for a gate; the URL (secret in its fragment) is shown once, other links keep working",
      tag: TAG,
      successStatus: 201,
      successMessage: "organizer.gates.messages.linkCreated",
      handler: ({ access, params, body }) => issueGateLink(deps, access, params, body),
    }),
    defineOrganizerRoute(services, apiTable.revokeGateLink, "checkIn", {
      summary: "Revoke one check-in link (gate staff: their own); its next scan is refused",
      tag: TAG,
      successMessage: "organizer.gates.messages.linkRevoked",
      handler: ({ access, params }) => revokeGateLink(deps, access, params),
    }),
    defineOrganizerRoute(services, apiTable.gateActivity, "editors", {
      summary:
        "Scans per minute per gate (last 15 and 60 minutes, admitted and refused) and double admissions",
      tag: TAG,
      successMessage: "organizer.gates.messages.activity",
      handler: ({ access, params }) => getGateActivity(deps, access, params.eventId),
    }),
  ];
}
