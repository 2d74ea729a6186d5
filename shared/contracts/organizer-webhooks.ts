import { z } from "zod";
import { pagingMetaSchema } from "./envelope.ts";

/**
 * Outgoing webhooks of an organisation: endpoints that owners and admins register,
 * signed the Standard Webhooks way with a per-endpoint `whsec_` secret, and each endpoint's delivery log.
 */
export const WEBHOOK_EVENT_TYPES = [
  "order.paid",
  "order.refund_needed",
  "ticket.transferred",
  "ticket.listed",
  "ticket.resold",
  "ticket.checked_in",
  "refund.requested",
  "refund.processing",
  "refund.succeeded",
  "refund.failed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** How many endpoints one organisation may register. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2_000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOK_DELIVERY_PAGE_SIZE = 25;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Every state change of a refund: what goes back, how, for which tickets, and (failed) the gateway's reason. */
export interface RefundWebhookData {
  refundId: number;
  orderId: string;
  invoiceNumber: string;
  eventId: number;
  amount: number;
  currency: "IDR";
  /** `source` (back to the method that paid), `disbursement` (bank transfer) or `manual`. */
  route: string;
  /** `full`, `tickets`, `amount`, `self_cancel` (the buyer cancelled under the event's policy) or `resale` (the seller of a resold ticket repaid). */
  kind: string;
  ticketIds: string[];
  attempt: number;
  failureCode: string | null;
}

/** What each event type's `data` holds: ids, amounts and times, never a buyer's identity number. */
export interface WebhookData {
  "order.paid": {
    orderId: string;
    invoiceNumber: string;
    eventId: number;
    total: number;
    currency: "IDR";
    paidAt: string;
    ticketIds: string[];
  };
  "order.refund_needed": {
    orderId: string;
    invoiceNumber: string;
    eventId: number;
    /** What was paid and is owed back, in rupiah. */
    amount: number;
    currency: "IDR";
    /** Why: `no_stock` (a late payment found its tickets sold), or what the refunds work names. */
    reason: string;
  };
  "ticket.transferred": { ticketId: string; orderId: string; eventId: number; transferredAt: string };
  /** A holder put a ticket up for face-value resale (`withdrawn`: they took it back before it sold). */
  "ticket.listed": {
    listingId: number;
    ticketId: string;
    orderId: string;
    eventId: number;
    categoryId: number;
    price: number;
    faceValue: number;
    currency: "IDR";
    withdrawn: boolean;
    at: string;
  };
  /** A listed ticket sold: the seller's ticket is void, the buyer's new ticket has its own code. */
  "ticket.resold": {
    listingId: number;
    ticketId: string;
    newTicketId: string;
    orderId: string;
    newOrderId: string;
    eventId: number;
    price: number;
    sellerFee: number;
    sellerRepaid: number;
    currency: "IDR";
    soldAt: string;
  };
  "ticket.checked_in": {
    ticketId: string;
    orderId: string;
    eventId: number;
    gate: string;
    checkedInAt: string;
    source: "online" | "offline";
  };
  "refund.requested": RefundWebhookData;
  "refund.processing": RefundWebhookData;
  "refund.succeeded": RefundWebhookData;
  "refund.failed": RefundWebhookData;
}

const pathId = z.string().max(200);
export const webhookOrgParamsSchema = z.object({ orgId: pathId });
export const webhookEndpointParamsSchema = z.object({ orgId: pathId, endpointId: pathId });
export const webhookDeliveryParamsSchema = z.object({
  orgId: pathId,
  endpointId: pathId,
  deliveryId: pathId,
});

const eventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((types) => [...new Set(types)]);
/** The URL's scheme and address rules (https, no private addresses in production) are the server's. */
// The pattern only says "not blank" (the OpenAPI document carries it, not the trim); what a usable address
// is, the server's policy says, with its own message.
const url = z.string().trim().min(1).max(WEBHOOK_URL_MAX).regex(/\S/);
const description = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX);

export const createWebhookBodySchema = z.object({
  url,
  description: description.optional(),
  eventTypes,
});
export type CreateWebhookBody = z.output<typeof createWebhookBodySchema>;
export const updateWebhookBodySchema = z.object({
  url: url.optional(),
  description: description.optional(),
  eventTypes: eventTypes.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.output<typeof updateWebhookBodySchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  createdAt: z.string(),
  pending: z.number().int(),
  failed: z.number().int(),
  lastDeliveryAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.object({
  rows: z.array(webhookEndpointSchema),
  max: z.number().int(),
  /** The event types an endpoint may subscribe to, in the order the screen lists them. */
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
});
/** Creation and rotation answer the secret once; it is never shown again. */
export const webhookSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export const webhookDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

export const webhookDeliveryQuerySchema = z.object({
  show: z.coerce.number().int().min(1).max(100).default(WEBHOOK_DELIVERY_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  messageId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({
  endpoint: webhookEndpointSchema,
  rows: z.array(webhookDeliverySchema),
  meta: pagingMetaSchema,
});
