import type { z } from "zod";
import type { refundListQuerySchema } from "#shared/contracts/organizer-refunds.ts";
import { pageOffset, pagingMeta } from "../events/index.ts";
import type { OrganizerDeps, OrgEventRow } from "../organizations/index.ts";
import { countOwed, pageOfOwed, refundReasonOf } from "./refunds-data.ts";

/** The "needs refund" list of an event: `open` (still owed) or `refunded`. */
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
