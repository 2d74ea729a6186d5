import { z } from "zod";
import { pagingMetaSchema } from "./envelope.ts";
import { oneLineText } from "./one-line-text.ts";
import { orderRowSchema } from "./organizer-records.ts";

/**
 * Orders, their refunds and the payout statement. Read and refunded by owner, admin and finance
 * (`records` group); gate staff see none of it. A refund goes through the gateway: back to the e-wallet,
 * QRIS, card or paylater that paid (`source`), or by a bank transfer to an account the buyer enters
 * through a mailed link (`disbursement`, for virtual accounts and retail outlets). A `manual` refund
 * records money the organiser paid back outside the product.
 */
export const REFUND_KINDS = ["full", "tickets", "amount", "self_cancel", "resale"] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];
export const REFUND_ROUTES = ["manual", "source", "disbursement"] as const;
export type RefundRoute = (typeof REFUND_ROUTES)[number];
export const REFUND_STATES = ["requested", "processing", "succeeded", "failed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const REFUND_REASON_MAX = 200;
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

/** One refund through the gateway (or recorded by hand), as the order detail and the buyer see it. */
export const gatewayRefundSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REFUND_KINDS),
  route: z.enum(REFUND_ROUTES),
  state: z.enum(REFUND_STATES),
  amount: z.number().int(),
  fee: z.number().int(),
  reason: z.string(),
  /** The gateway's failure code (`INSUFFICIENT_BALANCE`, `INVALID_DESTINATION`, ...) once it failed. */
  failureCode: z.string().nullable(),
  ticketIds: z.array(z.string()),
  /** Disbursement: whether the buyer has entered the bank account yet, and its bank and last four. */
  awaitingAccount: z.boolean(),
  account: z.object({ bank: z.string(), last4: z.string() }).nullable(),
  attempt: z.number().int(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type GatewayRefund = z.infer<typeof gatewayRefundSchema>;

export const orderTicketSchema = z.object({
  ticketId: z.string(),
  reference: z.string(),
  categoryName: z.string(),
  seat: z.string().nullable(),
  holderName: z.string(),
  status: z.string(),
  /** This ticket's share of what was paid: what refunding it alone gives back. */
  refundAmount: z.number().int(),
  checkedIn: z.boolean(),
  refunded: z.boolean(),
});

export const orderDetailSchema = z.object({
  order: orderRowSchema,
  eventCancelled: z.boolean(),
  refundReason: z.enum(REFUND_REASONS).nullable(),
  refund: refundSchema.nullable(),
  /** Every refund of the order, newest first, and what can still be refunded. */
  refunds: z.array(gatewayRefundSchema),
  refundable: z.number().int(),
  /** How money goes back for this order's payment method. */
  refundRoute: z.enum(REFUND_ROUTES),
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

/** A refund asked for by the organiser: everything left, some tickets, or an amount. */
export const refundRequestBodySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("full"), reason: oneLineText(REFUND_REASON_MAX).optional() }),
  z.object({
    kind: z.literal("tickets"),
    ticketIds: z.array(z.string().max(64)).min(1).max(100),
    reason: oneLineText(REFUND_REASON_MAX).optional(),
  }),
  z.object({
    kind: z.literal("amount"),
    amount: z.number().int().min(1).max(1_000_000_000_000),
    reason: oneLineText(REFUND_REASON_MAX).optional(),
  }),
]);
export type RefundRequestBody = z.output<typeof refundRequestBodySchema>;
export const refundPreviewSchema = z.object({
  amount: z.number().int(),
  refundable: z.number().int(),
  route: z.enum(REFUND_ROUTES),
  ticketIds: z.array(z.string()),
});
export const orgRefundParamsSchema = z.object({
  orgId: pathId,
  eventId: pathId,
  orderId: pathId,
  refundId: pathId,
});

/** The buyer refund policy of an event: none (default), or self-cancellation until a deadline with a fee. */
export const refundPolicySchema = z.object({
  enabled: z.boolean(),
  deadline: z.string().nullable(),
  feeRupiah: z.number().int(),
  feeBps: z.number().int(),
});
export type RefundPolicy = z.infer<typeof refundPolicySchema>;
export const refundPolicyBodySchema = z
  .object({
    enabled: z.boolean(),
    deadline: z
      .string()
      .datetime({ offset: true })
      .nullable()
      .optional()
      .meta({ description: "The last moment a buyer may cancel; required when `enabled` is true." }),
    feeRupiah: z.number().int().min(0).max(100_000_000).default(0),
    feeBps: z.number().int().min(0).max(10_000).default(0).meta({
      description: "A fee in basis points of the price; only one of `feeRupiah` and `feeBps` may be above 0.",
    }),
  })
  .refine((body) => !body.enabled || Boolean(body.deadline), { path: ["deadline"], message: "required" })
  .refine((body) => body.feeRupiah === 0 || body.feeBps === 0, { path: ["feeBps"], message: "one fee" });

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
  /** Refunds still under way (requested, processing or failed): owed but not yet gone back. */
  refundsPending: z.object({ count: z.number().int(), amount: z.number().int() }),
  /** What is owed to the organiser: net payable less what went (or is going) back to buyers. */
  owed: z.number().int(),
  eventCancelled: z.boolean(),
  /** Money in and out per day (WIB), oldest first, with the running amount owed. */
  history: z.array(
    z.object({
      day: z.string(),
      sold: z.number().int(),
      fees: z.number().int(),
      refunded: z.number().int(),
      owed: z.number().int(),
    }),
  ),
  /**
   * Door orders, apart: complimentary and guest list (no revenue), box office cash (collected by the
   * organiser, not in the days' net payable), box office QRIS (through the gateway, in the days).
   */
  doorSales: z.object({
    complimentary: z.object({
      orders: z.number().int(),
      tickets: z.number().int(),
      amount: z.number().int(),
    }),
    cashCollected: z.object({
      orders: z.number().int(),
      tickets: z.number().int(),
      amount: z.number().int(),
    }),
    qris: z.object({ orders: z.number().int(), tickets: z.number().int(), amount: z.number().int() }),
  }),
});
export type PayoutStatement = z.infer<typeof payoutStatementSchema>;
