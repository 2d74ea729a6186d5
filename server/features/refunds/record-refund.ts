import type { z } from "zod";
import type { RefundRecord, recordRefundBodySchema } from "#shared/contracts/organizer-refunds.ts";
import { formatRupiah } from "#shared/format/money.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { databaseError } from "../../db/sql-helpers.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/index.ts";
import type { OrganiserAccess, OrganizerDeps, OrgEventRow } from "../organizations/index.ts";
import { requireEventOrder } from "./event-order.ts";
import { refundedSoFar } from "./gateway-refunds-data.ts";
import {
  findBuyerName,
  findOrderRefundState,
  insertRefund,
  refundOfOrder,
  refundReasonOf,
} from "./refunds-data.ts";

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
  /** The caller's language, for the amounts its refusals name. */
  locale: Locale,
  locking: RefundLocking = STRICT_REFUND_LOCKING,
): Promise<RefundRecord> {
  const record = await requireEventOrder(deps.db, event.id, rawOrderId);
  const total = Number(record.total);
  if (body.amount > total) {
    // The total reads like every other amount the organiser sees ("Rp 281.000", "IDR 281,000").
    const vars = { total: formatRupiah(total, locale) };
    throw new AppError("validation_failed", {
      messageKey: "organizer.refunds.errors.amountTooHigh",
      vars,
      fields: { amount: { key: "organizer.refunds.errors.amountTooHigh", vars } },
    });
  }
  try {
    return await inTransaction(deps.db, async (tx) => {
      const order = await findOrderRefundState(tx, record.id, locking.lockOrder);
      if (!order?.needsRefund)
        throw new AppError("rule_refused", { messageKey: "organizer.refunds.errors.notOwed" });
      // One record by hand, and none beside refunds through the gateway: money goes back once.
      if ((await refundOfOrder(tx, record.id)) || (await refundedSoFar(tx, record.id)) > 0)
        throw alreadyRefunded();
      const member = await findBuyerName(tx, access.buyerId);
      const row = await insertRefund(tx, {
        transactionId: record.id,
        eventId: event.id,
        amount: body.amount,
        method: body.method,
        reference: body.reference,
        recordedBy: access.buyerId,
        recordedByName: member?.name ?? "",
        recordedAt: deps.clock.now(),
      });
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
        amount: row.amount,
        method: row.method,
        reference: row.reference,
        recordedBy: row.recordedByName,
        recordedAt: row.recordedAt.toISOString(),
      };
    });
  } catch (error) {
    // Two recordings that both passed the check (only possible without the row lock): the index decides.
    if (databaseError(error).code === "23505") throw alreadyRefunded();
    throw error;
  }
}
