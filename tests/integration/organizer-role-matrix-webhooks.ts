import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { webhookEndpoints } from "../../server/db/schema/index.ts";
import type { Fixture, Row } from "../support/organizer-matrix-row.ts";

/**
 * The role-matrix rows of outgoing webhooks: owners and admins only; finance and
 * gate staff 403, like everyone outside the organisation's editors.
 */
const hooks = (f: Fixture) => `/organizer/organizations/${f.organiser.id}/webhooks`;

/** An endpoint with one delivered delivery, for the rows that name them. */
async function endpointWithDelivery(fixture: Fixture, db: Db): Promise<void> {
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      organiserId: fixture.organiser.id,
      url: "https://hooks.example.com/tiketin",
      eventTypes: ["order.paid"],
      // Never opened by these rows (nothing is sent): the sealed form does not matter here.
      secretCiphertext: "not-sealed",
    })
    .returning({ id: webhookEndpoints.id });
  if (!endpoint) throw new Error("no endpoint");
  const result = (await db.execute(sql`
    INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, ordering_key, body, status, attempts)
    VALUES (${endpoint.id}, 'msg_matrix', 'order.paid', 'order:x', '{}', 'delivered', 1) RETURNING id`)) as unknown as {
    rows: { id: number | string }[];
  };
  fixture.webhookEndpointId = endpoint.id;
  fixture.webhookDeliveryId = Number(result.rows[0]?.id);
}

const endpoint = (f: Fixture, other?: Fixture) => `${hooks(f)}/${(other ?? f).webhookEndpointId}`;

export const WEBHOOK_ROWS: Row[] = [
  {
    name: "webhookEndpoints",
    allowed: "editors",
    operation: "GET /organizer/organizations/{orgId}/webhooks",
    request: (f) => ({ method: "GET", url: hooks(f) }),
  },
  {
    name: "createWebhookEndpoint",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/webhooks",
    request: (f) => ({
      method: "POST",
      url: hooks(f),
      body: { url: "https://hooks.example.com/new", eventTypes: ["order.paid", "ticket.checked_in"] },
    }),
  },
  {
    name: "updateWebhookEndpoint",
    allowed: "editors",
    operation: "PATCH /organizer/organizations/{orgId}/webhooks/{endpointId}",
    prepare: endpointWithDelivery,
    request: (f) => ({ method: "PATCH", url: endpoint(f), body: { enabled: false } }),
    foreign: (own, other) => ({ method: "PATCH", url: endpoint(own, other), body: { enabled: false } }),
  },
  {
    name: "deleteWebhookEndpoint",
    allowed: "editors",
    operation: "DELETE /organizer/organizations/{orgId}/webhooks/{endpointId}",
    prepare: endpointWithDelivery,
    request: (f) => ({ method: "DELETE", url: endpoint(f) }),
    foreign: (own, other) => ({ method: "DELETE", url: endpoint(own, other) }),
  },
  {
    name: "rotateWebhookSecret",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/webhooks/{endpointId}/rotate-secret",
    prepare: endpointWithDelivery,
    request: (f) => ({ method: "POST", url: `${endpoint(f)}/rotate-secret` }),
    foreign: (own, other) => ({ method: "POST", url: `${endpoint(own, other)}/rotate-secret` }),
  },
  {
    name: "webhookDeliveries",
    allowed: "editors",
    operation: "GET /organizer/organizations/{orgId}/webhooks/{endpointId}/deliveries",
    prepare: endpointWithDelivery,
    request: (f) => ({ method: "GET", url: `${endpoint(f)}/deliveries` }),
    foreign: (own, other) => ({ method: "GET", url: `${endpoint(own, other)}/deliveries` }),
  },
  {
    name: "redeliverWebhook",
    allowed: "editors",
    operation:
      "POST /organizer/organizations/{orgId}/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver",
    prepare: endpointWithDelivery,
    request: (f) => ({
      method: "POST",
      url: `${endpoint(f)}/deliveries/${f.webhookDeliveryId}/redeliver`,
    }),
    // Another organisation's delivery under the caller's own endpoint: not found.
    foreign: (own, other) => ({
      method: "POST",
      url: `${endpoint(own)}/deliveries/${other.webhookDeliveryId}/redeliver`,
    }),
  },
];
