import { apiTable } from "#shared/contracts/api-table.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { defineOrganizerRoute, organizerDeps } from "../organizations/index.ts";
import { requireViewer } from "../sessions/index.ts";
import { acceptInvitation } from "./accept-invitation.ts";
import { changeMemberRole } from "./change-member-role.ts";
import { getTeam } from "./get-team.ts";
import { inviteMember } from "./invite-member.ts";
import { removeMember } from "./remove-member.ts";
import { revokeInvitation } from "./revoke-invitation.ts";

const TAG = "organizer";

/** `/organizer/invitations/accept`: any signed-in account joins with an invitation's token. */
export function acceptInvitationRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  return [
    defineRoute(apiTable.acceptInvitation, {
      summary: "Join an organisation with the token of an invitation mail (any signed-in account, once)",
      tag: TAG,
      auth: "session",
      successMessage: "organizer.messages.joined",
      async handler({ body, request }) {
        return acceptInvitation(deps, await requireViewer(request, services), body.token);
      },
    }),
  ];
}

/** `/organizer/organizations/:orgId/team`, invitations and members: who works in the organisation. */
export function teamRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  return [
    defineOrganizerRoute(services, apiTable.team, "office", {
      summary: "Members and open invitations",
      tag: TAG,
      successMessage: "organizer.messages.team",
      handler: ({ access }) => getTeam(deps, access),
    }),
    defineOrganizerRoute(services, apiTable.inviteMember, "owners", {
      summary: "Invite an e-mail address with a role (owners); the link is single-use and expires",
      tag: TAG,
      successStatus: 201,
      // "Created", not "sent": whether the mail can go out is the answer's `mailDelivery`.
      successMessage: "organizer.messages.invitationCreated",
      handler: ({ access, body, request, t }) =>
        inviteMember(deps, access, body, { t, locale: request.locale, log: request.log }),
    }),
    defineOrganizerRoute(services, apiTable.revokeInvitation, "owners", {
      summary: "Revoke an open invitation (owners)",
      tag: TAG,
      successMessage: "organizer.messages.invitationRevoked",
      handler: ({ access, params }) => revokeInvitation(deps, access, params.invitationId),
    }),
    defineOrganizerRoute(services, apiTable.changeMemberRole, "owners", {
      summary: "Change a member's role (owners); the last owner cannot be demoted",
      tag: TAG,
      successMessage: "organizer.messages.roleChanged",
      handler: ({ access, params, body }) => changeMemberRole(deps, access, params.buyerId, body.role),
    }),
    defineOrganizerRoute(services, apiTable.removeMember, "everyMember", {
      summary: "Remove a member (owners) or leave (any member); the last owner cannot leave",
      tag: TAG,
      successMessage: "organizer.messages.memberRemoved",
      handler: ({ access, params }) => removeMember(deps, access, params.buyerId),
    }),
  ];
}
