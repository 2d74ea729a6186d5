import { apiTable } from "#shared/contracts/api-table.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { requireViewer } from "../sessions/index.ts";
import { createOrganization } from "./create-organization.ts";
import { organizerDeps } from "./deps.ts";
import { getOrganization } from "./get-organization.ts";
import { listMyOrganizations } from "./list-my-organizations.ts";
import { defineOrganizerRoute } from "./organizer-route.ts";
import { setTwoFactorRequirement } from "./two-factor-requirement.ts";
import { updateOrganization } from "./update-organization.ts";
import { updatePayout } from "./update-payout.ts";

const TAG = "organizer";

/** `/organizer/organizations`: the signed-in account's organisations, and creating one. */
export function myOrganizationRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
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
  ];
}

/**
 * `/organizer/organizations/:orgId`: the organisation's profile and payout account. Every route under
 * an organisation goes through `defineOrganizerRoute`, whose guard answers 401/403/404 before the
 * handler runs.
 */
export function organizationRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  return [
    defineOrganizerRoute(services, apiTable.organization, "office", {
      summary: "One organisation (the payout account only for owners and finance, masked)",
      tag: TAG,
      successMessage: "organizer.messages.organization",
      handler: ({ access }) => getOrganization(services.db, access),
    }),
    defineOrganizerRoute(services, apiTable.updateOrganization, "editors", {
      summary: "Edit the organisation's profile (owners, admins)",
      tag: TAG,
      successMessage: "organizer.messages.saved",
      handler: ({ access, body }) => updateOrganization(deps, access, body),
    }),
    defineOrganizerRoute(services, apiTable.setTwoFactorRequirement, "owners", {
      summary: "Require two-factor sign-in of every member (owners; the owner's own must be on first)",
      tag: TAG,
      successMessage: "organizer.messages.saved",
      handler: ({ access, body }) => setTwoFactorRequirement(deps, access, body.required),
    }),
    defineOrganizerRoute(services, apiTable.updatePayout, "money", {
      summary: "Set the payout bank account (owners, finance); the number is stored encrypted",
      tag: TAG,
      successMessage: "organizer.messages.saved",
      handler: ({ access, body }) => updatePayout(deps, access, body),
    }),
  ];
}
