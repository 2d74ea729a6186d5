import { z } from "zod";

/** Holds last 15 minutes (stated constant; the checkout countdown runs from `expired_at`). */
export const HOLD_MINUTES = 15;

const id = z.number().int().min(1).max(2_147_483_647);
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);
const holdId = z.uuid();

/** 20 categories with 100 bundle choices each, at their longest, is about 290 KB of JSON; more gets 413. */
export const CHECKOUT_BODY_MAX_BYTES = 512 * 1024;
export const checkoutBodySchema = z.strictObject({
  event_slug: z.string().min(1).max(160),
  tickets: z
    .array(
      z.strictObject({
        category_id: id,
        quantity: z.number().int().min(1).max(100),
        bundle_choices: z
          .array(z.strictObject({ item: z.string().min(1).max(100), size: z.string().max(20) }))
          .max(100)
          .optional(),
      }),
    )
    .min(1)
    .max(20),
  seat_ids: z.array(id).max(100).optional(),
  idempotency_key: idempotencyKeySchema.optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

const seatSchema = z.object({ id: z.number(), label: z.string() });
export const holdLineSchema = z.object({
  category_id: z.number(),
  name: z.string(),
  price: z.number(),
  quantity: z.number(),
  subtotal: z.number(),
  seats: z.array(seatSchema),
  bundle_choices: z.array(z.object({ item: z.string(), size: z.string() })),
});
export type HoldLine = z.infer<typeof holdLineSchema>;

export const holdSchema = z.object({
  hold_id: z.string(),
  event_slug: z.string(),
  expired_at: z.string(),
  hold_minutes: z.number(),
  is_seat_ticket: z.boolean(),
  tickets: z.array(holdLineSchema),
  sub_total: z.number(),
});
export type Hold = z.infer<typeof holdSchema>;

export const holdRefSchema = z.strictObject({ hold_id: holdId.optional() });

export const participantSchema = z.object({
  index: z.number(),
  category_id: z.number(),
  ticket_name: z.string(),
  seat: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export const participantsResultSchema = z.object({ participants: z.array(participantSchema) });

/** The buyer block of a checkout as saved with the participants; a reload restores the form from it. */
export const checkoutBuyerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
});

export const checkoutDetailSchema = z.object({
  hold_id: z.string(),
  event_slug: z.string(),
  status: z.string(),
  expired_at: z.string(),
  is_seat_ticket: z.boolean(),
  participants: z.array(participantSchema),
  tickets: z.array(holdLineSchema),
  sub_total: z.number(),
  voucher: z.object({ code: z.string(), voucher_discount: z.number() }).nullable(),
  visitor_fields: z.array(z.record(z.string(), z.unknown())),
  additional: z.object({ bank_payment: z.array(z.string()) }),
  /** Null until the buyer's details were saved (POST /transaction/checkout/participants). */
  buyer: checkoutBuyerSchema.nullable(),
});

export const myCartSchema = z.object({
  is_cart: z.boolean(),
  awaiting_payment: z.boolean(),
  hold_id: z.string().nullable(),
  event_slug: z.string().nullable(),
  expired_at: z.string().nullable(),
});

const fieldValue = z.union([
  z.string().max(1000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(1000)).max(20),
]);
const visitorRecord = z.record(z.string().max(64), fieldValue);

export const participantsBodySchema = z.strictObject({
  hold_id: holdId.optional(),
  buyer: visitorRecord,
  visitors: z.array(visitorRecord).max(100),
});

export const voucherBodySchema = z.strictObject({
  hold_id: holdId.optional(),
  code: z.string().min(1).max(64),
  payment_method: z.string().min(1).max(40).optional(),
});

export const voucherResultSchema = z.object({
  hold_id: z.string(),
  voucher: z.object({ code: z.string(), voucher_discount: z.number() }).nullable(),
  additional: z.object({ bank_payment: z.array(z.string()) }),
});

export const countPaymentBodySchema = z.strictObject({
  hold_id: holdId.optional(),
  event_slug: z.string().min(1).max(160).optional(),
  payment_method: z.string().min(1).max(40).optional(),
});

export const feeBreakdownSchema = z.object({
  voucher_discount: z.number(),
  inet_fee: z.number(),
  sub_total_payment: z.number(),
  tax: z.number(),
  /** The tax is inside the ticket prices (the event shows all-in prices): "termasuk PPN", not added. */
  tax_included: z.boolean(),
  payment_fee: z.number(),
  total: z.number(),
  payment_method: z.string().nullable(),
});

export const paymentMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  group: z.string(),
  fee_rupiah: z.number().nullable(),
  fee_percent: z.number().nullable(),
  min_amount: z.number().nullable(),
  max_amount: z.number().nullable(),
  is_available: z.boolean(),
});
export const paymentMethodListSchema = z.object({ rows: z.array(paymentMethodSchema) });
/** `{x}` of `/public/payment-methods/{x}`: a group (va, ewallet, ...) or one method's code. */
export const paymentMethodRefSchema = z.object({ x: z.string().max(40) });
export const paymentMethodQuerySchema = z.strictObject({
  amount: z.coerce.number().int().min(0).max(1_000_000_000_000).optional(),
});
