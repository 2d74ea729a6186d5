import { z } from "zod";

/**
 * The organiser's live dashboard: stock per category, money (gross, gateway fees
 * per payment method, net to the organiser; the buyer's Internet Fee apart), sales over time and
 * check-ins over time per gate. Money is integer rupiah; times are UTC ISO strings (shown in WIB).
 * ADR 0129 says what each figure sums.
 */

/** The server-sent-events streams that tell an open dashboard to read its figures again (ADR 0125). */
export const DASHBOARD_LIVE_PATH = {
  event: "/api/v1/organizer/organizations/:orgId/events/:eventId/dashboard/live",
  organization: "/api/v1/organizer/organizations/:orgId/dashboard/live",
} as const;
/** The SSE event name every dashboard update is sent as. */
export const DASHBOARD_LIVE_EVENT = "activity";

/** What one update says: which event moved and why (no personal data). */
/**
 * What moved: a payment settled or expired, a ticket admitted, tickets held (coalesced per second), or
 * a resale listing made, withdrawn or its seller repaid.
 */
export const DASHBOARD_ACTIVITY_KINDS = ["payment", "check_in", "hold", "resale"] as const;
export type DashboardActivityKind = (typeof DASHBOARD_ACTIVITY_KINDS)[number];
export interface DashboardActivity {
  kind: DashboardActivityKind;
  eventId: number;
  at: string;
}

const rupiah = z.number().int();
const count = z.number().int().nonnegative();

export const stockFiguresSchema = z.object({
  quota: count,
  sold: count,
  held: count,
  remaining: count,
});
export type StockFigures = z.infer<typeof stockFiguresSchema>;

export const categoryFiguresSchema = stockFiguresSchema.extend({ id: z.number().int(), name: z.string() });

export const methodMoneySchema = z.object({
  /** The payment method's code (`va_bca`, `qris`, ...). */
  method: z.string(),
  orders: count,
  gross: rupiah,
  gatewayFee: rupiah,
});

export const moneyFiguresSchema = z.object({
  /** Paid orders. */
  orders: count,
  /** What buyers paid for the organiser's tickets: tickets after vouchers + tax + the method's fee. */
  gross: rupiah,
  /** Kept by the payment gateway (the method's fee of each paid order). */
  gatewayFees: rupiah,
  /** gross - gatewayFees: the organiser's, no commission. */
  net: rupiah,
  /** Included in gross and net: the tax the organiser owes. */
  tax: rupiah,
  /** The platform's Internet Fee the buyers paid: not in gross, not the organiser's. */
  internetFee: rupiah,
});
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;

export const timeSeriesSchema = z.object({
  /** Start of the first bucket and of the last one (both aligned to WIB midnight multiples). */
  from: z.string(),
  to: z.string(),
  bucketMinutes: z.number().int().positive(),
});

/** Face-value resale of the event (ADR 0140): what a glance during the sale needs. */
export const resaleFiguresSchema = z.object({
  /** Tickets listed for resale now (a buyer's cart may be holding one). */
  listed: count,
  /** Tickets resold: the buyer paid, the seller's ticket is void. */
  resold: count,
  /** What sellers got back through the gateway (repayments that succeeded). */
  repaid: rupiah,
  /** The organiser's resale fee of the tickets resold. */
  feesKept: rupiah,
});
export type ResaleFigures = z.infer<typeof resaleFiguresSchema>;

export const salesPointSchema = z.object({ at: z.string(), tickets: count, gross: rupiah });
export const checkInPointSchema = z.object({ at: z.string(), gate: z.string(), count });

export const eventDashboardSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  generatedAt: z.string(),
  stock: stockFiguresSchema,
  categories: z.array(categoryFiguresSchema),
  money: moneyFiguresSchema,
  byMethod: z.array(methodMoneySchema),
  series: timeSeriesSchema,
  sales: z.array(salesPointSchema),
  checkIns: z.object({ total: count, gates: z.array(z.object({ gate: z.string(), count })) }),
  checkInPoints: z.array(checkInPointSchema),
  resale: resaleFiguresSchema,
});
export type EventDashboard = z.infer<typeof eventDashboardSchema>;

export const orgDashboardEventSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  stock: stockFiguresSchema,
  money: moneyFiguresSchema,
  checkIns: count,
});

export const orgDashboardSchema = z.object({
  generatedAt: z.string(),
  totals: z.object({ stock: stockFiguresSchema, money: moneyFiguresSchema, checkIns: count }),
  byMethod: z.array(methodMoneySchema),
  events: z.array(orgDashboardEventSchema),
});
export type OrgDashboard = z.infer<typeof orgDashboardSchema>;
