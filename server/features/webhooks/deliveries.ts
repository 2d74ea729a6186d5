import type { z } from "zod";
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEventType,
  type webhookDeliveryQuerySchema,
} from "#shared/contracts/organizer-webhooks.ts";
import { AppError } from "../../http/app-error.ts";
import { pageOffset, pagingMeta } from "../events/index.ts";
import type { OrganiserAccess } from "../organizations/index.ts";
import { parsePathId } from "../organizations/index.ts";
import { type DeliveryRow, deliveryPage, makeDeliveryDue } from "./data.ts";
import type { WebhooksDeps } from "./deps.ts";
import { listEndpoints, requireEndpoint } from "./endpoints.ts";

function toDelivery(row: DeliveryRow): WebhookDelivery {
  const eventType = (WEBHOOK_EVENT_TYPES as readonly string[]).includes(row.eventType)
    ? (row.eventType as WebhookEventType)
    : "order.paid";
  return {
    id: row.id,
    messageId: row.messageId,
    eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** One endpoint's delivery log, newest first. */
export async function listDeliveries(
  deps: Pick<WebhooksDeps, "db">,
  access: OrganiserAccess,
  rawEndpointId: string,
  query: z.output<typeof webhookDeliveryQuerySchema>,
) {
  const endpoint = await requireEndpoint(deps.db, access, rawEndpointId);
  const found = await deliveryPage(deps.db, endpoint.id, {
    status: query.status,
    limit: query.show,
    offset: pageOffset(query.page, query.show),
  });
  const listed = (await listEndpoints(deps, access)).rows.find((row) => row.id === endpoint.id);
  if (!listed) throw new AppError("not_found");
  return {
    endpoint: listed,
    rows: found.rows.map(toDelivery),
    meta: pagingMeta(found.total, query.page, query.show),
  };
}

/**
 * Sends a delivery again, now, with the same `webhook-id` (receivers dedupe on it): a failed or
 * delivered row becomes pending with a fresh attempt count. A row already pending is only made due.
 */
export async function redeliver(
  deps: WebhooksDeps,
  access: OrganiserAccess,
  rawEndpointId: string,
  rawDeliveryId: string,
): Promise<WebhookDelivery> {
  const endpoint = await requireEndpoint(deps.db, access, rawEndpointId);
  const id = parsePathId(rawDeliveryId);
  if (id === null) throw new AppError("not_found");
  const row = await makeDeliveryDue(deps.db, endpoint.id, id, deps.clock.now());
  if (!row) throw new AppError("not_found");
  return toDelivery(row);
}
