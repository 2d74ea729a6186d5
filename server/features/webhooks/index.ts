/**
 * Outgoing webhooks as other features and the composition root may use them. The routes
 * (`routes.ts`) are mounted by the root directly: they import the organiser feature, which the
 * features that enqueue must not reach through this entry (no import cycle).
 */

export { type DeliveryBacklog, deliveryBacklog } from "./data.ts";
export { senderDeps } from "./deps.ts";
export { enqueueWebhook, enqueueWebhookForEvent } from "./enqueue.ts";
export { webhookSecretsReencryptor } from "./reencrypt-secrets.ts";
export { sendDueWebhooks, startWebhookSender } from "./sender.ts";
