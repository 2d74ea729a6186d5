import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEventType,
  type webhookDeliveryQuerySchema,
} from "#shared/contracts/organizer-webhooks.ts";
import { webhookDeliveries } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { pageOffset, pagingMeta } from "../events/index.ts";
import type { OrganiserAccess } from "../organizer/index.ts";
import { parsePathId } from "../organizer/index.ts";
import type { WebhooksDeps } from "./deps.ts";
import { listEndpoints, requireEndpoint } from "./endpoints.ts";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

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
  const where = and(
    eq(webhookDeliveries.endpointId, endpoint.id),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
  );
  const [tally] = await deps.db.select({ total: count() }).from(webhookDeliveries).where(where);
  const found = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(query.show)
    .offset(pageOffset(query.page, query.show));
  const listed = (await listEndpoints(deps, access)).rows.find((row) => row.id === endpoint.id);
  if (!listed) throw new AppError("not_found");
  return {
    endpoint: listed,
    rows: found.map(toDelivery),
    meta: pagingMeta(Number(tally?.total ?? 0), query.page, query.show),
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
  const [row] = await deps.db
    .update(webhookDeliveries)
    .set({
      status: "pending",
      attempts: sql`CASE WHEN ${webhookDeliveries.status} = 'pending' THEN ${webhookDeliveries.attempts} ELSE 0 END`,
      nextAttemptAt: deps.clock.now(),
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpoint.id)))
    .returning();
  if (!row) throw new AppError("not_found");
  return toDelivery(row);
}
