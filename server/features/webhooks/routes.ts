import { apiTable } from "#shared/contracts/api-table.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { defineOrganizerRoute } from "../organizations/index.ts";
import { listDeliveries, redeliver } from "./deliveries.ts";
import { webhooksDeps } from "./deps.ts";
import { createEndpoint, deleteEndpoint, listEndpoints, rotateSecret, updateEndpoint } from "./endpoints.ts";

const TAG = "organizer";

/** `/organizer/organizations/:orgId/webhooks/...`: owners and admins only. */
export function webhookRoutes(services: AppServices): ApiRoute[] {
  const deps = webhooksDeps(services);
  return [
    defineOrganizerRoute(services, apiTable.webhookEndpoints, "editors", {
      summary:
        "The organisation's webhook endpoints with their pending and failed deliveries (owners, admins)",
      tag: TAG,
      successMessage: "organizer.webhooks.messages.list",
      handler: ({ access }) => listEndpoints(deps, access),
    }),
    defineOrganizerRoute(services, apiTable.createWebhookEndpoint, "editors", {
      summary:
        "Register a webhook endpoint (https; no private addresses in production); answers its whsec_ secret once",
      tag: TAG,
      successStatus: 201,
      successMessage: "organizer.webhooks.messages.created",
      handler: ({ access, body }) => createEndpoint(deps, access, body),
    }),
    defineOrganizerRoute(services, apiTable.updateWebhookEndpoint, "editors", {
      summary: "Change an endpoint's URL, description or event types, or enable or disable it",
      tag: TAG,
      successMessage: "organizer.webhooks.messages.saved",
      handler: ({ access, params, body }) => updateEndpoint(deps, access, params.endpointId, body),
    }),
    defineOrganizerRoute(services, apiTable.deleteWebhookEndpoint, "editors", {
      summary: "Delete an endpoint and its delivery log",
      tag: TAG,
      successMessage: "organizer.webhooks.messages.deleted",
      handler: ({ access, params }) => deleteEndpoint(deps, access, params.endpointId),
    }),
    defineOrganizerRoute(services, apiTable.rotateWebhookSecret, "editors", {
      summary: "Replace an endpoint's signing secret; answers the new whsec_ secret once",
      tag: TAG,
      successMessage: "organizer.webhooks.messages.rotated",
      handler: ({ access, params }) => rotateSecret(deps, access, params.endpointId),
    }),
    defineOrganizerRoute(services, apiTable.webhookDeliveries, "editors", {
      summary: "An endpoint's delivery log: status, attempts, last response code, next attempt",
      tag: TAG,
      successMessage: "organizer.webhooks.messages.deliveries",
      handler: ({ access, params, query }) => listDeliveries(deps, access, params.endpointId, query),
    }),
    defineOrganizerRoute(services, apiTable.redeliverWebhook, "editors", {
      summary: "Send a delivery again now, with the same webhook-id",
      tag: TAG,
      successMessage: "organizer.webhooks.messages.redelivered",
      handler: ({ access, params }) => redeliver(deps, access, params.endpointId, params.deliveryId),
    }),
  ];
}
