import type { OrgVoucher, VoucherInput } from "#shared/contracts/organizer-catalog.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import { lockVoucherUses, voucherUseCounts } from "../stock/index.ts";
import type { VoucherAccess } from "./access.ts";
import { findVoucherRow, isVoucherCodeTaken, replaceVoucherCategories, updateVoucherValues } from "./data.ts";
import { refuseTakenCode, voucherError } from "./errors.ts";
import { toOrgVoucher } from "./to-contract.ts";
import { checkVoucherRules, voucherSnapshot, voucherValues } from "./voucher-rules.ts";

/**
 * Edits a voucher. The voucher row is locked the way a checkout's `claimVoucherUse` locks it and its
 * live uses are counted after the lock, so a quota below the uses already made (or held by a running
 * checkout) is refused, and a checkout waiting on the lock counts against the new quota.
 */
export async function updateVoucher(
  db: Db,
  access: VoucherAccess,
  voucherId: number,
  input: VoucherInput,
  locking: { claimLocks: boolean } = { claimLocks: true },
): Promise<OrgVoucher> {
  return inTransaction(db, async (tx) => {
    const before = await findVoucherRow(tx, access.eventId, voucherId);
    if (!before) throw voucherError.notFound();
    await checkVoucherRules(tx, access.eventId, input);
    const uses = locking.claimLocks
      ? await lockVoucherUses(tx, voucherId)
      : ((await voucherUseCounts(tx, [voucherId])).get(voucherId) ?? 0);
    if (uses === null) throw voucherError.notFound();
    if (input.quota !== null && input.quota < uses) throw voucherError.quotaBelowUses(uses);
    if (input.code !== before.code && (await isVoucherCodeTaken(tx, access.eventId, input.code)))
      throw voucherError.codeTaken();
    await updateVoucherValues(tx, access.eventId, voucherId, voucherValues(input)).catch(refuseTakenCode);
    await replaceVoucherCategories(tx, voucherId, input.category_ids);
    const after = await findVoucherRow(tx, access.eventId, voucherId);
    if (!after) throw voucherError.notFound();
    await recordAudit(tx, {
      actor: access.actor,
      eventId: access.eventId,
      entity: "voucher",
      entityId: voucherId,
      before: voucherSnapshot(before),
      after: voucherSnapshot(after),
    });
    return toOrgVoucher(after, uses);
  });
}
