import { dashboardRoutes } from "./features/dashboards/index.ts";
import { orgEventRoutes } from "./features/events/index.ts";
import { messagingRoutes } from "./features/messaging/index.ts";
import {
  myOrganizationRoutes,
  organizationRoutes,
  uploadImageRoutes,
} from "./features/organizations/index.ts";
import { boxOfficeRoutes } from "./features/payments/box-office/routes.ts";
import { payoutRoutes } from "./features/payouts/index.ts";
import { recordsRoutes } from "./features/records/index.ts";
import { refundsRoutes } from "./features/refunds/index.ts";
import { organizerResaleRoutes } from "./features/resale/index.ts";
import { acceptInvitationRoutes, teamRoutes } from "./features/team/index.ts";
import { organizerWaitingListRoutes } from "./features/waiting-list/index.ts";
import { organizerWaitingRoomRoutes } from "./features/waiting-room/index.ts";
import type { ApiRoute } from "./http/api-route.ts";
import type { AppServices } from "./services.ts";

/**
 * `/organizer/*`: the organiser's workspace, gathered from the features that serve it, in the order
 * the OpenAPI document lists them (a path appears where its first route does, so this order is the
 * document's). Every route under an organisation goes through `defineOrganizerRoute`, whose guard
 * answers 401/403/404 before the handler runs.
 */
export function organizerRoutes(services: AppServices): ApiRoute[] {
  return [
    ...myOrganizationRoutes(services),
    ...acceptInvitationRoutes(services),
    ...organizationRoutes(services),
    ...teamRoutes(services),
    ...orgEventRoutes(services),
    ...uploadImageRoutes(services),
    ...recordsRoutes(services),
    ...refundsRoutes(services),
    ...payoutRoutes(services),
    ...boxOfficeRoutes(services),
    ...dashboardRoutes(services),
    ...organizerWaitingRoomRoutes(services),
    ...organizerWaitingListRoutes(services),
    ...organizerResaleRoutes(services),
    ...messagingRoutes(services),
  ];
}
