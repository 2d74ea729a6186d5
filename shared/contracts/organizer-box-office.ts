import { z } from "zod";
import { idempotencyKeySchema } from "./checkout.ts";
import { oneLineText } from "./one-line-text.ts";

/**
 * Tickets an organiser's owner or admin issues outside the online checkout: complimentary (free, to a
 * named person's e-mail), guest list (a complimentary ticket marked for the door list) and box office
 * (sold at the door, in cash or by a QRIS charge shown on the organiser's phone). They take stock like
 * any order and carry the same visitor data, e-tickets and confirmation e-mail.
 */
export const DOOR_ORDER_KINDS = [
  "complimentary",
  "guest_list",
  "box_office_cash",
  "box_office_qris",
] as const;
export type DoorOrderKind = (typeof DOOR_ORDER_KINDS)[number];
/** Every order's source: the door kinds and the buyer's own checkout. */
export const ORDER_SOURCE_NAMES = ["online", ...DOOR_ORDER_KINDS] as const;
export type OrderSourceName = (typeof ORDER_SOURCE_NAMES)[number];
/** Free kinds: no money, no gateway. */
export const isComplimentaryKind = (kind: OrderSourceName) =>
  kind === "complimentary" || kind === "guest_list";
/** A door sale's tickets at once: a family at the gate, not a reseller's bulk order. */
export const DOOR_ORDER_MAX_TICKETS = 20;

const fieldValue = z.union([
  z.string().max(1000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(1000)).max(20),
]);

export const doorOrderBodySchema = z.strictObject({
  kind: z.enum(DOOR_ORDER_KINDS),
  tickets: z
    .array(
      z.strictObject({
        category_id: z.number().int().positive(),
        quantity: z.number().int().min(1).max(DOOR_ORDER_MAX_TICKETS),
      }),
    )
    .min(1)
    .max(10),
  /** Who the tickets and the e-mail go to. Required for complimentary and guest list; optional in cash. */
  buyer: z
    .strictObject({
      name: oneLineText(100).optional(),
      email: z.email().max(254).optional(),
    })
    .default({}),
  /** One record per ticket, in the event's visitor form; name and e-mail default to the buyer's. */
  visitors: z
    .array(z.record(z.string().max(64), fieldValue))
    .max(DOOR_ORDER_MAX_TICKETS)
    .default([]),
  /** Cash only: what the buyer handed over (at least the total). */
  cash_received: z.number().int().min(0).max(1_000_000_000_000).optional(),
  idempotency_key: idempotencyKeySchema.optional(),
});
export type DoorOrderBody = z.infer<typeof doorOrderBodySchema>;

export const doorTicketSchema = z.object({
  id: z.string(),
  code: z.string(),
  category: z.string(),
  holder: z.string().nullable(),
  entryNumber: z.number().int(),
});

export const doorOrderSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  source: z.enum(DOOR_ORDER_KINDS),
  status: z.string(),
  total: z.number().int(),
  cashReceived: z.number().int().nullable(),
  change: z.number().int().nullable(),
  /** QRIS only, while it waits: the string the phone draws as a QR, and until when it can be paid. */
  qrString: z.string().nullable(),
  /** The same QR drawn as an SVG data URL, for the phone to show. */
  qrImage: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The transaction's public id: the live payment status follows it. */
  externalId: z.string(),
  buyerEmail: z.string().nullable(),
  tickets: z.array(doorTicketSchema),
});
export type DoorOrder = z.infer<typeof doorOrderSchema>;
