import type { FastifyInstance } from "fastify";
import { apiTable } from "#shared/contracts/api-table.ts";
import { DASHBOARD_LIVE_EVENT, DASHBOARD_LIVE_PATH } from "#shared/contracts/organizer-dashboard.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { eventActivityTopic, organisationActivityTopic, sseStreams } from "../live-updates/index.ts";
import {
  defineOrganizerRoute,
  organizerDeps,
  requireOrganiserRole,
  requireOrgEvent,
} from "../organizations/index.ts";
import { eventDashboard } from "./event-dashboard.ts";
import { orgDashboard } from "./org-dashboard.ts";

const TAG = "organizer";

/** The live dashboard's figures: owner, admin and finance; gate staff 403. */
export function dashboardRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  return [
    defineOrganizerRoute(services, apiTable.eventDashboard, "dashboard", {
      summary:
        "An event's live figures: tickets sold, held and remaining per category, gross, gateway fees per method, net, the Internet Fee apart, sales and check-ins over time",
      tag: TAG,
      successMessage: "organizer.dashboard.messages.event",
      async handler({ access, params, reply }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        reply.header("cache-control", "no-store");
        return eventDashboard(deps.db, event, deps.clock.now());
      },
    }),
    defineOrganizerRoute(services, apiTable.orgDashboard, "dashboard", {
      summary: "The organisation's live figures: one row per event and their sums",
      tag: TAG,
      successMessage: "organizer.dashboard.messages.organization",
      async handler({ access, reply }) {
        reply.header("cache-control", "no-store");
        return orgDashboard(deps.db, access.organiserId, deps.clock.now());
      },
    }),
  ];
}

/**
 * The dashboards' server-sent events: each says "this event's figures moved" (a payment settled or
 * expired, a ticket admitted, on any process), and the page reads the figures again. Same guard as the
 * figures (401, 403 for a buyer or gate staff, 404 for another organisation's ids) BEFORE the stream
 * opens; `Last-Event-ID` resumes after a dropped connection. Not in the OpenAPI document: an event
 * stream is not an envelope answer (ADR 0125), like the payment page's live status.
 */
export async function registerDashboardLiveRoutes(
  app: FastifyInstance,
  services: Pick<AppServices, "config" | "sessions" | "db" | "live"> & Partial<Pick<AppServices, "metrics">>,
): Promise<void> {
  const streams = sseStreams(app, services.metrics?.streams("dashboard"));
  app.get(DASHBOARD_LIVE_PATH.event, async (request, reply) => {
    const { orgId, eventId } = request.params as { orgId: string; eventId: string };
    const access = await requireOrganiserRole(request, services, orgId, "dashboard");
    const event = await requireOrgEvent(services.db, access.organiserId, eventId);
    await streams.stream(request, reply, {
      updates: services.live,
      topic: eventActivityTopic(event.id),
      event: DASHBOARD_LIVE_EVENT,
    });
  });
  app.get(DASHBOARD_LIVE_PATH.organization, async (request, reply) => {
    const { orgId } = request.params as { orgId: string };
    const access = await requireOrganiserRole(request, services, orgId, "dashboard");
    await streams.stream(request, reply, {
      updates: services.live,
      topic: organisationActivityTopic(access.organiserId),
      event: DASHBOARD_LIVE_EVENT,
    });
  });
}
