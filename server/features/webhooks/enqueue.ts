import { randomBytes } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { WebhookData, WebhookEventType } from "#shared/contracts/organizer-webhooks.ts";
import type { Tx } from "../../db/transaction.ts";

/** `webhook-id`: `msg_` + 128 random bits, one per message (every endpoint and attempt shares it). */
export const newMessageId = (): string => `msg_${randomBytes(16).toString("base64url")}`;

/** Messages about one order keep their order per endpoint; others stand alone. */
function orderingKey(data: object, messageId: string): string {
  const orderId = (data as { orderId?: unknown }).orderId;
  return typeof orderId === "string" && orderId ? `order:${orderId}` : `message:${messageId}`;
}

async function insertDeliveries(
  tx: Tx,
  organiserFilter: SQL,
  type: WebhookEventType,
  data: object,
  now: Date,
): Promise<number> {
  const messageId = newMessageId();
  const at = now.toISOString();
  const body = JSON.stringify({ type, timestamp: at, data });
  // One statement: a row per enabled endpoint of the organisation subscribed to the type (none: no row).
  const result = await tx.execute(sql`
    INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, ordering_key, body, next_attempt_at, created_at)
    SELECT e.id, ${messageId}, ${type}, ${orderingKey(data, messageId)}, ${body}, ${at}::timestamptz, ${at}::timestamptz
    FROM webhook_endpoints e
    WHERE ${organiserFilter} AND e.enabled AND ${type} = ANY (e.event_types)
    RETURNING id
  `);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Puts a webhook in the outbox, in the caller's transaction: it is sent exactly when the fact it
 * announces commits, and the caller only pays for one INSERT (the sender POSTs later, in the
 * background). Answers how many endpoints will receive it. For other features: call it from the use
 * case that makes the fact, with the organisation's id, e.g.
 * `enqueueWebhook(tx, organiserId, "order.refund_needed", { orderId, invoiceNumber, eventId, amount, currency: "IDR", reason })`.
 */
export function enqueueWebhook<Type extends WebhookEventType>(
  tx: Tx,
  organiserId: number,
  type: Type,
  data: WebhookData[Type],
  now: Date = new Date(),
): Promise<number> {
  return insertDeliveries(tx, sql`e.organiser_id = ${organiserId}`, type, data, now);
}

/** The same, naming the event instead of its organisation (the payment and the gate know the event). */
export function enqueueWebhookForEvent<Type extends WebhookEventType>(
  tx: Tx,
  eventId: number,
  type: Type,
  data: WebhookData[Type],
  now: Date = new Date(),
): Promise<number> {
  return insertDeliveries(
    tx,
    sql`e.organiser_id = (SELECT organiser_id FROM events WHERE id = ${eventId})`,
    type,
    data,
    now,
  );
}
