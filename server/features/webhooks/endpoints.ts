import {
  type CreateWebhookBody,
  type UpdateWebhookBody,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEventType,
} from "#shared/contracts/organizer-webhooks.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import type { OrganiserAccess } from "../organizations/index.ts";
import { parsePathId } from "../organizations/index.ts";
import {
  countOrganiserEndpoints,
  deleteEndpointById,
  deliveryCountsOf,
  type EndpointPatch,
  type EndpointRow,
  findOrganiserEndpoint,
  insertEndpoint,
  listOrganiserEndpoints,
  lockOrganiser,
  patchEndpoint,
} from "./data.ts";
import type { WebhooksDeps } from "./deps.ts";
import { newWebhookSecret, sealSecret } from "./secret.ts";
import { refuseEndpointUrl, type UrlRefusal } from "./url-policy.ts";

const URL_MESSAGES: Record<UrlRefusal, MessageKey> = {
  invalid: "organizer.webhooks.errors.urlInvalid",
  scheme: "organizer.webhooks.errors.urlScheme",
  credentials: "organizer.webhooks.errors.urlCredentials",
  private_address: "organizer.webhooks.errors.urlPrivate",
};

function requireAllowedUrl(deps: Pick<WebhooksDeps, "config">, url: string): void {
  const refusal = refuseEndpointUrl(url, deps.config.NODE_ENV === "production");
  if (refusal)
    throw new AppError("validation_failed", {
      messageKey: URL_MESSAGES[refusal],
      fields: { url: { key: URL_MESSAGES[refusal] } },
    });
}

/** The endpoint with its delivery counts, as the screen lists it (never its secret). */
async function withCounts(db: Db, found: EndpointRow[]): Promise<WebhookEndpoint[]> {
  if (found.length === 0) return [];
  const counts = await deliveryCountsOf(
    db,
    found.map((row) => row.id),
  );
  const byId = new Map(counts.map((row) => [Number(row.endpoint_id), row]));
  return found.map((row) => {
    const tally = byId.get(row.id);
    return {
      id: row.id,
      url: row.url,
      description: row.description,
      eventTypes: row.eventTypes.filter((type): type is WebhookEventType =>
        (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type),
      ),
      enabled: row.enabled,
      createdAt: row.createdAt.toISOString(),
      pending: Number(tally?.pending ?? 0),
      failed: Number(tally?.failed ?? 0),
      lastDeliveryAt: tally?.last_delivery_at ? new Date(tally.last_delivery_at).toISOString() : null,
    };
  });
}

export async function listEndpoints(deps: Pick<WebhooksDeps, "db">, access: OrganiserAccess) {
  const found = await listOrganiserEndpoints(deps.db, access.organiserId);
  return {
    rows: await withCounts(deps.db, found),
    max: WEBHOOK_ENDPOINTS_MAX,
    eventTypes: [...WEBHOOK_EVENT_TYPES],
  };
}

/** The endpoint `rawId` names, only if it belongs to the caller's organisation; else 404. */
export async function requireEndpoint(db: Db, access: OrganiserAccess, rawId: string): Promise<EndpointRow> {
  const id = parsePathId(rawId);
  if (id === null) throw new AppError("not_found");
  const row = await findOrganiserEndpoint(db, access.organiserId, id);
  if (!row) throw new AppError("not_found");
  return row;
}

async function oneEndpoint(db: Db, row: EndpointRow): Promise<WebhookEndpoint> {
  const [endpoint] = await withCounts(db, [row]);
  if (!endpoint) throw new Error("endpoint vanished");
  return endpoint;
}

/**
 * Registers an endpoint (owners, admins) and answers its `whsec_` secret, this once. The organisation's
 * row is locked while counting, so two concurrent registrations cannot pass the limit together.
 */
export async function createEndpoint(deps: WebhooksDeps, access: OrganiserAccess, body: CreateWebhookBody) {
  requireAllowedUrl(deps, body.url);
  const secret = newWebhookSecret();
  const row = await inTransaction(deps.db, async (tx) => {
    await lockOrganiser(tx, access.organiserId);
    if ((await countOrganiserEndpoints(tx, access.organiserId)) >= WEBHOOK_ENDPOINTS_MAX)
      throw new AppError("rule_refused", {
        messageKey: "organizer.webhooks.errors.tooMany",
        vars: { max: WEBHOOK_ENDPOINTS_MAX },
      });
    const created = await insertEndpoint(tx, {
      organiserId: access.organiserId,
      url: body.url,
      description: body.description ?? "",
      eventTypes: body.eventTypes,
      // Sealed below once the id (the cipher context) is known, in the same transaction.
      secretCiphertext: "",
      createdBy: access.buyerId,
    });
    const sealed = await patchEndpoint(tx, created.id, {
      secretCiphertext: sealSecret(deps.cipher, created.id, secret),
    });
    return sealed ?? created;
  });
  return { endpoint: await oneEndpoint(deps.db, row), secret };
}

export async function updateEndpoint(
  deps: WebhooksDeps,
  access: OrganiserAccess,
  rawId: string,
  body: UpdateWebhookBody,
): Promise<WebhookEndpoint> {
  const current = await requireEndpoint(deps.db, access, rawId);
  if (body.url !== undefined) requireAllowedUrl(deps, body.url);
  const patch: EndpointPatch = { updatedAt: deps.clock.now() };
  if (body.url !== undefined) patch.url = body.url;
  if (body.description !== undefined) patch.description = body.description;
  if (body.eventTypes !== undefined) patch.eventTypes = body.eventTypes;
  if (body.enabled !== undefined) patch.enabled = body.enabled;
  const row = await patchEndpoint(deps.db, current.id, patch);
  return oneEndpoint(deps.db, row ?? current);
}

/** Deletes the endpoint and its delivery log (pending deliveries are never sent). */
export async function deleteEndpoint(deps: WebhooksDeps, access: OrganiserAccess, rawId: string) {
  const current = await requireEndpoint(deps.db, access, rawId);
  await deleteEndpointById(deps.db, current.id);
  return { id: current.id, deleted: true as const };
}

/** A new secret at once (the old one stops signing): answered this once, like at creation. */
export async function rotateSecret(deps: WebhooksDeps, access: OrganiserAccess, rawId: string) {
  const current = await requireEndpoint(deps.db, access, rawId);
  const secret = newWebhookSecret();
  const row = await patchEndpoint(deps.db, current.id, {
    secretCiphertext: sealSecret(deps.cipher, current.id, secret),
    updatedAt: deps.clock.now(),
  });
  return { endpoint: await oneEndpoint(deps.db, row ?? current), secret };
}
