import {
  MAX_VOUCHERS_PER_EVENT,
  type OrgVoucher,
  type VoucherInput,
} from "#shared/contracts/organizer-catalog.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import type { VoucherAccess } from "./access.ts";
import {
  countVouchersOfEvent,
  findVoucherRow,
  insertVoucher,
  isVoucherCodeTaken,
  replaceVoucherCategories,
} from "./data.ts";
import { refuseTakenCode, voucherError } from "./errors.ts";
import { toOrgVoucher } from "./to-contract.ts";
import { checkVoucherRules, voucherSnapshot, voucherValues } from "./voucher-rules.ts";

/** A new voucher of the event, at most `MAX_VOUCHERS_PER_EVENT` of them, its code unique in the event. */
export async function createVoucher(db: Db, access: VoucherAccess, input: VoucherInput): Promise<OrgVoucher> {
  return inTransaction(db, async (tx) => {
    await checkVoucherRules(tx, access.eventId, input);
    if ((await countVouchersOfEvent(tx, access.eventId)) >= MAX_VOUCHERS_PER_EVENT)
      throw voucherError.tooMany(MAX_VOUCHERS_PER_EVENT);
    if (await isVoucherCodeTaken(tx, access.eventId, input.code)) throw voucherError.codeTaken();
    const createdId = await insertVoucher(tx, access.eventId, voucherValues(input)).catch(refuseTakenCode);
    if (createdId === undefined) throw voucherError.notFound();
    await replaceVoucherCategories(tx, createdId, input.category_ids);
    const row = await findVoucherRow(tx, access.eventId, createdId);
    if (!row) throw voucherError.notFound();
    await recordAudit(tx, {
      actor: access.actor,
      eventId: access.eventId,
      entity: "voucher",
      entityId: createdId,
      before: null,
      after: voucherSnapshot(row),
    });
    return toOrgVoucher(row, 0);
  });
}
