import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  RefundRecord,
  recordRefundBodySchema,
  refundListQuerySchema,
} from "#shared/contracts/organizer-refunds.ts";
import { buyers, orderRefunds, paymentTransactions } from "../../db/schema/index.ts";
import { databaseError } from "../../db/sql-helpers.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/index.ts";
import { pageOffset, pagingMeta } from "../events/index.ts";
import type { OrganiserAccess, OrgEventRow } from "./access.ts";
import type { OrganizerDeps } from "./deps.ts";
import { requireEventOrder } from "./order-detail.ts";
import { countOwed, pageOfOwed, refundOfOrder, refundReasonOf } from "./refunds-data.ts";

/** The "needs refund" list of an event (issue 18 item 4): `open` (still owed) or `refunded`. */
export async function listRefunds(
  deps: Pick<OrganizerDeps, "db">,
  event: OrgEventRow,
  query: z.infer<typeof refundListQuerySchema>,
) {
  const [shown, open, found] = await Promise.all([
    countOwed(deps.db, event.id, query.view),
    countOwed(deps.db, event.id, "open"),
    pageOfOwed(deps.db, event.id, query.view, query.show, pageOffset(query.page, query.show)),
  ]);
  return {
    rows: found.map((row) => ({
      orderId: row.id,
      invoiceNumber: row.invoice_number,
      buyerName: row.buyer_name,
      buyerEmail: row.buyer_email,
      status: row.status,
      reason: refundReasonOf(row.status, event.lifecycle === "cancelled"),
      total: Number(row.total),
      paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
      refund:
        row.refund_amount === null || row.refund_method === null || row.refund_at === null
          ? null
          : {
              amount: Number(row.refund_amount),
              method: row.refund_method,
              reference: row.refund_reference ?? "",
              recordedBy: row.refund_by ?? "",
              recordedAt: new Date(row.refund_at).toISOString(),
            },
    })),
    meta: pagingMeta(shown.count, query.page, query.show),
    openCount: open.count,
    openTotal: open.total,
  };
}

/**
 * What each protection of a refund record does, for the race test's control (production: both on).
 * `lockOrder`: the order's row is locked before the "already refunded?" check, so two recordings of
 * one order take turns and the second is told (409). The unique index on the order is the last word
 * either way: a second row is never written while it exists.
 */
export interface RefundLocking {
  lockOrder: boolean;
}
export const STRICT_REFUND_LOCKING: RefundLocking = { lockOrder: true };

const alreadyRefunded = () =>
  new AppError("conflict", { messageKey: "organizer.refunds.errors.alreadyRefunded" });

/**
 * Records that an owed order was paid back (no money moves in the product): amount 1..the order's
 * total, method, reference, who and when, with an audit entry, in one transaction. Refused: an order
 * that is not owed (422), an amount above the total (400), a second record (409, under the order's row
 * lock; a unique index also refuses it).
 */
export async function recordRefund(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  event: OrgEventRow,
  rawOrderId: string,
  body: z.infer<typeof recordRefundBodySchema>,
  locking: RefundLocking = STRICT_REFUND_LOCKING,
): Promise<RefundRecord> {
  const record = await requireEventOrder(deps.db, event.id, rawOrderId);
  const total = Number(record.total);
  if (body.amount > total)
    throw new AppError("validation_failed", {
      messageKey: "organizer.refunds.errors.amountTooHigh",
      vars: { total },
      fields: { amount: { key: "organizer.refunds.errors.amountTooHigh", vars: { total } } },
    });
  try {
    return await inTransaction(deps.db, async (tx) => {
      const lock = tx
        .select({ needsRefund: paymentTransactions.needsRefund, status: paymentTransactions.status })
        .from(paymentTransactions)
        .where(eq(paymentTransactions.id, record.id));
      const [order] = locking.lockOrder ? await lock.for("update") : await lock;
      if (!order?.needsRefund)
        throw new AppError("rule_refused", { messageKey: "organizer.refunds.errors.notOwed" });
      if (await refundOfOrder(tx, record.id)) throw alreadyRefunded();
      const [member] = await tx
        .select({ name: buyers.name })
        .from(buyers)
        .where(eq(buyers.id, access.buyerId));
      const [row] = await tx
        .insert(orderRefunds)
        .values({
          transactionId: record.id,
          eventId: event.id,
          amount: body.amount,
          method: body.method,
          reference: body.reference,
          recordedBy: access.buyerId,
          recordedByName: member?.name ?? "",
          recordedAt: deps.clock.now(),
        })
        .returning();
      await recordAudit(tx, {
        actor: access.buyerId,
        eventId: event.id,
        entity: "refund",
        entityId: record.id,
        before: null,
        after: {
          invoice: record.invoice_number,
          amount: body.amount,
          method: body.method,
          reason: refundReasonOf(order.status, event.lifecycle === "cancelled"),
        },
      });
      return {
        amount: row!.amount,
        method: row!.method,
        reference: row!.reference,
        recordedBy: row!.recordedByName,
        recordedAt: row!.recordedAt.toISOString(),
      };
    });
  } catch (error) {
    // Two recordings that both passed the check (only possible without the row lock): the index decides.
    if (databaseError(error).code === "23505") throw alreadyRefunded();
    throw error;
  }
}

/** Refunds recorded for an event: how many and how much (the payout statement's note). */
export async function refundedOfEvent(
  deps: Pick<OrganizerDeps, "db">,
  eventId: number,
): Promise<{ count: number; amount: number }> {
  const [row] = await deps.db
    .select({ count: sql<string>`count(*)`, amount: sql<string | null>`sum(${orderRefunds.amount})` })
    .from(orderRefunds)
    .where(eq(orderRefunds.eventId, eventId));
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
}
