import { apiTable } from "#shared/contracts/api-table.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { requireViewer } from "../sessions/index.ts";
import { createOrganization } from "./create-organization.ts";
import { dashboardRoutes } from "./dashboard-routes.ts";
import { organizerDeps } from "./deps.ts";
import { cancelEvent, publishEvent, unpublishEvent } from "./event-lifecycle.ts";
import { getOrgEvent } from "./get-org-event.ts";
import { getOrganization } from "./get-organization.ts";
import { listMyOrganizations } from "./list-my-organizations.ts";
import { listOrganizationEvents } from "./list-org-events.ts";
import { defineOrganizerRoute } from "./organizer-route.ts";
import { recordsRoutes } from "./records-routes.ts";
import { refundsRoutes } from "./refunds-routes.ts";
import { createEvent, updateEvent } from "./save-event.ts";
import {
  acceptInvitation,
  changeMemberRole,
  getTeam,
  inviteMember,
  removeMember,
  revokeInvitation,
} from "./team.ts";
import { updateOrganization, updatePayout } from "./update-organization.ts";
import { uploadImageRoute } from "./upload-image-route.ts";
import { waitingRoomRoutes } from "./waiting-room-routes.ts";

const TAG = "organizer";

/**
 * `/organizer/*`: the organiser's workspace (issue 17). Every route under an organisation goes through
 * `defineOrganizerRoute`, whose guard answers 401/403/404 before the handler runs.
 */
export function organizerRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  const org = <C extends Parameters<typeof defineOrganizerRoute>[1]>(
    contract: C,
    roles: Parameters<typeof defineOrganizerRoute>[2],
    behaviour: Parameters<typeof defineOrganizerRoute<C>>[3],
  ) => defineOrganizerRoute(services, contract, roles, behaviour);
  return [
    defineRoute(apiTable.myOrganizations, {
      summary: "The organisations the signed-in account belongs to, with its role in each",
      tag: TAG,
      auth: "session",
      successMessage: "organizer.messages.organizations",
      async handler({ request }) {
        return listMyOrganizations(services.db, await requireViewer(request, services));
      },
    }),
    defineRoute(apiTable.createOrganization, {
      summary: "Create an organisation; the caller becomes its owner",
      tag: TAG,
      auth: "session",
      successStatus: 201,
      successMessage: "organizer.messages.created",
      async handler({ body, request }) {
        return createOrganization(deps, await requireViewer(request, services), body);
      },
    }),
    defineRoute(apiTable.acceptInvitation, {
      summary: "Join an organisation with the token of an invitation mail (any signed-in account, once)",
      tag: TAG,
      auth: "session",
      successMessage: "organizer.messages.joined",
      async handler({ body, request }) {
        return acceptInvitation(deps, await requireViewer(request, services), body.token);
      },
    }),
    org(apiTable.organization, "office", {
      summary: "One organisation (the payout account only for owners and finance, masked)",
      tag: TAG,
      successMessage: "organizer.messages.organization",
      handler: ({ access }) => getOrganization(services.db, access),
    }),
    org(apiTable.updateOrganization, "editors", {
      summary: "Edit the organisation's profile (owners, admins)",
      tag: TAG,
      successMessage: "organizer.messages.saved",
      handler: ({ access, body }) => updateOrganization(deps, access, body),
    }),
    org(apiTable.updatePayout, "money", {
      summary: "Set the payout bank account (owners, finance); the number is stored encrypted",
      tag: TAG,
      successMessage: "organizer.messages.saved",
      handler: ({ access, body }) => updatePayout(deps, access, body),
    }),
    org(apiTable.team, "office", {
      summary: "Members and open invitations",
      tag: TAG,
      successMessage: "organizer.messages.team",
      handler: ({ access }) => getTeam(deps, access),
    }),
    org(apiTable.inviteMember, "owners", {
      summary: "Invite an e-mail address with a role (owners); the link is single-use and expires",
      tag: TAG,
      successStatus: 201,
      successMessage: "organizer.messages.invited",
      handler: ({ access, body, request, t }) =>
        inviteMember(deps, access, body, { t, locale: request.locale, log: request.log }),
    }),
    org(apiTable.revokeInvitation, "owners", {
      summary: "Revoke an open invitation (owners)",
      tag: TAG,
      successMessage: "organizer.messages.invitationRevoked",
      handler: ({ access, params }) => revokeInvitation(deps, access, params.invitationId),
    }),
    org(apiTable.changeMemberRole, "owners", {
      summary: "Change a member's role (owners); the last owner cannot be demoted",
      tag: TAG,
      successMessage: "organizer.messages.roleChanged",
      handler: ({ access, params, body }) => changeMemberRole(deps, access, params.buyerId, body.role),
    }),
    org(apiTable.removeMember, "everyMember", {
      summary: "Remove a member (owners) or leave (any member); the last owner cannot leave",
      tag: TAG,
      successMessage: "organizer.messages.memberRemoved",
      handler: ({ access, params }) => removeMember(deps, access, params.buyerId),
    }),
    org(apiTable.orgEvents, "office", {
      summary: "The organisation's events, drafts included",
      tag: TAG,
      successMessage: "organizer.messages.events",
      handler: ({ access }) => listOrganizationEvents(deps, access),
    }),
    org(apiTable.createEvent, "editors", {
      summary: "Create a draft event (never visible to buyers until published)",
      tag: TAG,
      successStatus: 201,
      successMessage: "organizer.messages.eventCreated",
      handler: ({ access, body }) => createEvent(deps, access, body),
    }),
    org(apiTable.orgEvent, "office", {
      summary: "One event of the organisation with every authoring field",
      tag: TAG,
      successMessage: "organizer.messages.event",
      handler: ({ access, params }) => getOrgEvent(deps, access, params.eventId),
    }),
    org(apiTable.updateEvent, "editors", {
      summary: "Edit an event's fields; a published event's old slug keeps redirecting",
      tag: TAG,
      successMessage: "organizer.messages.saved",
      handler: ({ access, params, body }) => updateEvent(deps, access, params.eventId, body),
    }),
    org(apiTable.publishEvent, "editors", {
      summary: "Publish a draft after checking it is complete (poster, dates, venue, a category on sale)",
      tag: TAG,
      successMessage: "organizer.messages.published",
      handler: ({ access, params }) => publishEvent(deps, access, params.eventId),
    }),
    org(apiTable.unpublishEvent, "editors", {
      summary: "Move a published event back to draft, only while nothing is sold or held",
      tag: TAG,
      successMessage: "organizer.messages.unpublished",
      handler: ({ access, params }) => unpublishEvent(deps, access, params.eventId),
    }),
    org(apiTable.cancelEvent, "editors", {
      summary:
        "Cancel an event with a reason shown to buyers: its tickets are voided, paid orders go to the refund list, waiting orders are cancelled, every buyer is mailed",
      tag: TAG,
      successMessage: "organizer.messages.eventCancelled",
      handler: ({ access, params, body, request }) =>
        cancelEvent(deps, access, params.eventId, body.reason, request.log),
    }),
    uploadImageRoute(services, deps),
    ...recordsRoutes(services, deps),
    ...refundsRoutes(services, deps),
    ...dashboardRoutes(services, deps),
    ...waitingRoomRoutes(services, deps),
  ];
}
