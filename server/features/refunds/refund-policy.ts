import type { z } from "zod";
import type { RefundPolicy, refundPolicyBodySchema } from "#shared/contracts/organizer-refunds.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import type { OrganiserAccess, OrgEventRow } from "../organizations/index.ts";
import { findRefundPolicy, type PolicyRow, saveRefundPolicy } from "./gateway-refunds-data.ts";
import type { RefundsDeps } from "./refunds-deps.ts";

export function toRefundPolicy(row: PolicyRow | null): RefundPolicy {
  return row
    ? {
        enabled: true,
        deadline: new Date(row.deadline).toISOString(),
        feeRupiah: Number(row.fee_rupiah),
        feeBps: Number(row.fee_bps),
      }
    : { enabled: false, deadline: null, feeRupiah: 0, feeBps: 0 };
}

export async function getRefundPolicy(deps: Pick<RefundsDeps, "db">, event: OrgEventRow) {
  return toRefundPolicy(await findRefundPolicy(deps.db, event.id));
}

/**
 * The event's buyer refund policy: none (the terms' default: tickets are final), or buyers may cancel
 * a ticket themselves until the deadline, less a fee (flat rupiah or basis points). Audited.
 */
export async function setRefundPolicy(
  deps: Pick<RefundsDeps, "db">,
  access: OrganiserAccess,
  event: OrgEventRow,
  body: z.output<typeof refundPolicyBodySchema>,
): Promise<RefundPolicy> {
  return inTransaction(deps.db, async (tx) => {
    const before = toRefundPolicy(await findRefundPolicy(tx, event.id));
    const next =
      body.enabled && body.deadline
        ? { deadline: new Date(body.deadline).toISOString(), feeRupiah: body.feeRupiah, feeBps: body.feeBps }
        : null;
    await saveRefundPolicy(tx, event.id, next);
    const after = toRefundPolicy(await findRefundPolicy(tx, event.id));
    await recordAudit(tx, {
      actor: access.buyerId,
      eventId: event.id,
      entity: "refund_policy",
      before,
      after,
    });
    return after;
  });
}
