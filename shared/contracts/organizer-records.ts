import { z } from "zod";
import { pagingMetaSchema } from "./envelope.ts";
import { ORDER_SOURCE_NAMES } from "./organizer-box-office.ts";

/**
 * The organiser's records of buyers: server-side paged lists of an event's
 * orders and tickets, the reveal of a ticket's protected answers, exports, and the access log.
 */
export const RECORDS_PAGE_SIZE = 25;
export const RECORDS_PAGE_SIZE_MAX = 100;
/** The search box: a name, e-mail, phone, invoice number or the start of a ticket's reference. */
export const RECORDS_QUERY_MAX = 100;
export const ACCESS_REASON_MIN = 5;
export const ACCESS_REASON_MAX = 300;

export const YES_NO = ["yes", "no"] as const;
export const ORDER_STATUS_FILTERS = ["paid", "waiting", "expired", "cancelled", "needs_refund"] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

const STATUS_FILTER: Partial<Record<string, OrderStatusFilter>> = {
  "Payment Success": "paid",
  "Waiting For Payment": "waiting",
  "Payment Expired": "expired",
};

/** The status filter an order falls under: what the orders list, an order's page and the export call it. */
export const orderStatusOf = (row: { needsRefund: boolean; status: string }): OrderStatusFilter =>
  row.needsRefund ? "needs_refund" : (STATUS_FILTER[row.status] ?? "cancelled");
export const EXPORT_KINDS = ["orders", "attendees"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const pathId = z.string().max(200);
export const recordsTicketParamsSchema = z.object({ orgId: pathId, eventId: pathId, ticketId: pathId });
export const exportParamsSchema = z.object({ orgId: pathId, eventId: pathId, kind: z.enum(EXPORT_KINDS) });

const paging = {
  show: z.coerce.number().int().min(1).max(RECORDS_PAGE_SIZE_MAX).default(RECORDS_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
};
const search = z.string().trim().max(RECORDS_QUERY_MAX).optional();
const categoryId = z.coerce.number().int().min(1).max(2_147_483_647).optional();

export const attendeeFiltersSchema = z.object({
  q: search,
  category: categoryId,
  checked_in: z.enum(YES_NO).optional(),
  transferred: z.enum(YES_NO).optional(),
});
export type AttendeeFilters = z.infer<typeof attendeeFiltersSchema>;
export const attendeeListQuerySchema = attendeeFiltersSchema.extend(paging);

export const orderFiltersSchema = z.object({
  q: search,
  status: z.enum(ORDER_STATUS_FILTERS).optional(),
  category: categoryId,
});
export type OrderFilters = z.infer<typeof orderFiltersSchema>;
export const orderListQuerySchema = orderFiltersSchema.extend(paging);

/** One visitor-field answer as the list shows it: protected answers (identity, health) masked. */
export const recordAnswerSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  masked: z.boolean(),
});
export type RecordAnswer = z.infer<typeof recordAnswerSchema>;

export const attendeeRowSchema = z.object({
  ticketId: z.string(),
  reference: z.string(),
  categoryName: z.string(),
  seat: z.string().nullable(),
  holderName: z.string(),
  holderEmail: z.string(),
  invoiceNumber: z.string(),
  /** Online, or an organiser's door order (complimentary, guest list, box office cash or QRIS). */
  source: z.enum(ORDER_SOURCE_NAMES),
  status: z.string(),
  transferred: z.boolean(),
  checkedInAt: z.string().nullable(),
  gate: z.string().nullable(),
  answers: z.array(recordAnswerSchema),
});
export type AttendeeRow = z.infer<typeof attendeeRowSchema>;
export const attendeeListSchema = z.object({
  rows: z.array(attendeeRowSchema),
  meta: pagingMetaSchema,
  canReveal: z.boolean(),
});

export const orderRowSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string().nullable(),
  status: z.string(),
  needsRefund: z.boolean(),
  paymentMethod: z.string(),
  source: z.enum(ORDER_SOURCE_NAMES),
  tickets: z.number().int(),
  subTotal: z.number().int(),
  voucherDiscount: z.number().int(),
  tax: z.number().int(),
  internetFee: z.number().int(),
  paymentFee: z.number().int(),
  total: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;
export const orderListSchema = z.object({ rows: z.array(orderRowSchema), meta: pagingMetaSchema });

export const revealBodySchema = z.object({
  reason: z.string().trim().min(ACCESS_REASON_MIN).max(ACCESS_REASON_MAX),
});
export const revealedAnswersSchema = z.object({ ticketId: z.string(), answers: z.array(recordAnswerSchema) });

export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).default("csv"),
  /** Owners and admins only, with a reason: the protected answers in clear. */
  reveal: z.enum(YES_NO).default("no"),
  reason: z.string().trim().max(ACCESS_REASON_MAX).optional(),
  q: search,
  category: categoryId,
  status: z.enum(ORDER_STATUS_FILTERS).optional(),
  checked_in: z.enum(YES_NO).optional(),
  transferred: z.enum(YES_NO).optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

export const accessLogQuerySchema = z.object(paging);
export const accessLogRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string(),
  action: z.enum(["reveal", "export"]),
  eventId: z.number().int().nullable(),
  eventTitle: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export const accessLogSchema = z.object({ rows: z.array(accessLogRowSchema), meta: pagingMetaSchema });
