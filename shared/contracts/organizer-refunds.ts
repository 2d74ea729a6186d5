import { z } from "zod";
import { pagingMetaSchema } from "./envelope.ts";
import { oneLineText } from "./one-line-text.ts";
import { orderRowSchema } from "./organizer-records.ts";

/**
 * Orders and refunds to track, and the payout statement (issue 18, items 4 and 6). Read and recorded
 * by owner, admin and finance (`records` group); gate staff see none of it. No money moves in the
 * product: a refund record says that the organiser paid an order back, outside it.
 */
export const REFUND_METHODS = ["bank_transfer", "ewallet", "gateway", "cash", "other"] as const;
export type RefundMethodName = (typeof REFUND_METHODS)[number];
export const REFUND_REFERENCE_MAX = 120;
/** Why an order is owed back: paid after its stock went, paid after the buyer cancelled, event cancelled. */
export const REFUND_REASONS = ["late_no_stock", "paid_after_cancel", "event_cancelled"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_VIEWS = ["open", "refunded"] as const;
/** A resend of an order's confirmation is refused for this long after the previous one. */
export const RESEND_COOLDOWN_SECONDS = 60;

const pathId = z.string().max(200);
export const orgOrderParamsSchema = z.object({ orgId: pathId, eventId: pathId, orderId: pathId });

export const refundSchema = z.object({
  amount: z.number().int(),
  method: z.enum(REFUND_METHODS),
  reference: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type RefundRecord = z.infer<typeof refundSchema>;

export const orderTicketSchema = z.object({
  ticketId: z.string(),
  reference: z.string(),
  categoryName: z.string(),
  seat: z.string().nullable(),
  holderName: z.string(),
  status: z.string(),
});

export const orderDetailSchema = z.object({
  order: orderRowSchema,
  eventCancelled: z.boolean(),
  refundReason: z.enum(REFUND_REASONS).nullable(),
  refund: refundSchema.nullable(),
  tickets: z.array(orderTicketSchema),
  /** Only a paid order with tickets has a confirmation to resend. */
  canResend: z.boolean(),
  lastResentAt: z.string().nullable(),
  resendCount: z.number().int(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const resendResultSchema = z.object({ sentAt: z.string(), to: z.string() });

export const refundListQuerySchema = z.object({
  view: z.enum(REFUND_VIEWS).default("open"),
  show: z.coerce.number().int().min(1).max(100).default(25),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const refundRowSchema = z.object({
  orderId: z.string(),
  invoiceNumber: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  status: z.string(),
  reason: z.enum(REFUND_REASONS),
  total: z.number().int(),
  paidAt: z.string().nullable(),
  refund: refundSchema.nullable(),
});
export type RefundRow = z.infer<typeof refundRowSchema>;
export const refundListSchema = z.object({
  rows: z.array(refundRowSchema),
  meta: pagingMetaSchema,
  /** Orders still owed back, and what they add up to, whatever page is shown. */
  openCount: z.number().int(),
  openTotal: z.number().int(),
});

export const recordRefundBodySchema = z.object({
  amount: z.number().int().min(1).max(1_000_000_000_000),
  method: z.enum(REFUND_METHODS),
  reference: oneLineText(REFUND_REFERENCE_MAX),
});

export const moneyFiguresSchema = z.object({
  orders: z.number().int(),
  gross: z.number().int(),
  gatewayFees: z.number().int(),
  netPayable: z.number().int(),
  internetFees: z.number().int(),
});
export const payoutDaySchema = moneyFiguresSchema.extend({ day: z.string() });
export const payoutStatementSchema = z.object({
  days: z.array(payoutDaySchema),
  totals: moneyFiguresSchema,
  account: z.object({
    bank: z.string().nullable(),
    accountMasked: z.string().nullable(),
    holder: z.string().nullable(),
  }),
  refunded: z.object({ count: z.number().int(), amount: z.number().int() }),
});
export type PayoutStatement = z.infer<typeof payoutStatementSchema>;
