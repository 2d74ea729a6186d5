import { randomBytes } from "node:crypto";
import type { WebhookData, WebhookEventType } from "#shared/contracts/organizer-webhooks.ts";
import type { Tx } from "../../db/transaction.ts";
import { insertDeliveries, type NewDelivery } from "./data.ts";

/** `webhook-id`: `msg_` + 128 random bits, one per message (every endpoint and attempt shares it). */
export const newMessageId = (): string => `msg_${randomBytes(16).toString("base64url")}`;

/** Messages about one order keep their order per endpoint; others stand alone. */
function orderingKey(data: object, messageId: string): string {
  const orderId = (data as { orderId?: unknown }).orderId;
  return typeof orderId === "string" && orderId ? `order:${orderId}` : `message:${messageId}`;
}

/** The message as every endpoint receives it: one id, the body it is signed over, its ordering key. */
function newDelivery(type: WebhookEventType, data: object, now: Date): NewDelivery {
  const messageId = newMessageId();
  const at = now.toISOString();
  const body = JSON.stringify({ type, timestamp: at, data });
  return { messageId, type, orderingKey: orderingKey(data, messageId), body, at };
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
  return insertDeliveries(tx, { organiserId }, newDelivery(type, data, now));
}

/** The same, naming the event instead of its organisation (the payment and the gate know the event). */
export function enqueueWebhookForEvent<Type extends WebhookEventType>(
  tx: Tx,
  eventId: number,
  type: Type,
  data: WebhookData[Type],
  now: Date = new Date(),
): Promise<number> {
  return insertDeliveries(tx, { eventId }, newDelivery(type, data, now));
}
