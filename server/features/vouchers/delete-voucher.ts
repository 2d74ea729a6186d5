import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import { lockVoucherUses, voucherHasClaims } from "../stock/index.ts";
import type { VoucherAccess } from "./access.ts";
import { deleteVoucherRow, findVoucherRow } from "./data.ts";
import { voucherError } from "./errors.ts";
import { voucherSnapshot } from "./voucher-rules.ts";

/** Deletes a voucher never used; one with uses keeps its history (409: end its validity instead). */
export async function deleteVoucher(
  db: Db,
  access: VoucherAccess,
  voucherId: number,
): Promise<{ deleted: true }> {
  return inTransaction(db, async (tx) => {
    const before = await findVoucherRow(tx, access.eventId, voucherId);
    if (!before) throw voucherError.notFound();
    await lockVoucherUses(tx, voucherId);
    if (await voucherHasClaims(tx, voucherId)) throw voucherError.hasUses();
    await deleteVoucherRow(tx, access.eventId, voucherId);
    await recordAudit(tx, {
      actor: access.actor,
      eventId: access.eventId,
      entity: "voucher",
      entityId: voucherId,
      before: voucherSnapshot(before),
      after: null,
    });
    return { deleted: true as const };
  });
}
