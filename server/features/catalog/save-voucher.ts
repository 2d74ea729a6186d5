import { and, count, eq } from "drizzle-orm";
import {
  MAX_VOUCHERS_PER_EVENT,
  type OrgVoucher,
  type VoucherInput,
} from "#shared/contracts/organizer-catalog.ts";
import type { Db } from "../../db/client.ts";
import { vouchers } from "../../db/schema/index.ts";
import { databaseError } from "../../db/sql-helpers.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import { lockVoucherUses, voucherHasClaims, voucherUseCounts } from "../stock/index.ts";
import type { CatalogAccess } from "./access.ts";
import { listVouchersOf, type VoucherRow } from "./data.ts";
import { catalogError } from "./errors.ts";
import { toOrgVoucher } from "./to-contract.ts";
import {
  checkVoucherRules,
  replaceVoucherCategories,
  voucherSnapshot,
  voucherValues,
} from "./voucher-rules.ts";

async function findVoucherRow(tx: Db, eventId: number, voucherId: number): Promise<VoucherRow | undefined> {
  return (await listVouchersOf(tx, eventId)).find((row) => row.id === voucherId);
}

/** A code already used by another voucher of the event is a 409 on the code field, never a 500. */
function codeTaken(error: unknown): never {
  if (databaseError(error).constraint === "vouchers_event_code_uq") throw catalogError.voucherCodeTaken();
  throw error;
}

export async function createVoucher(db: Db, access: CatalogAccess, input: VoucherInput): Promise<OrgVoucher> {
  return inTransaction(db, async (tx) => {
    await checkVoucherRules(tx, access.eventId, input);
    const [existing] = await tx
      .select({ n: count() })
      .from(vouchers)
      .where(eq(vouchers.eventId, access.eventId));
    if ((existing?.n ?? 0) >= MAX_VOUCHERS_PER_EVENT)
      throw catalogError.tooManyVouchers(MAX_VOUCHERS_PER_EVENT);
    const [taken] = await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(and(eq(vouchers.eventId, access.eventId), eq(vouchers.code, input.code)));
    if (taken) throw catalogError.voucherCodeTaken();
    const [created] = await tx
      .insert(vouchers)
      .values({ eventId: access.eventId, ...voucherValues(input) })
      .returning({ id: vouchers.id })
      .catch(codeTaken);
    if (!created) throw catalogError.voucherNotFound();
    await replaceVoucherCategories(tx, created.id, input.category_ids);
    const row = await findVoucherRow(tx, access.eventId, created.id);
    if (!row) throw catalogError.voucherNotFound();
    await recordAudit(tx, {
      actor: access.actor,
      eventId: access.eventId,
      entity: "voucher",
      entityId: created.id,
      before: null,
      after: voucherSnapshot(row),
    });
    return toOrgVoucher(row, 0);
  });
}

/**
 * Edits a voucher. The voucher row is locked the way a checkout's `claimVoucherUse` locks it and its
 * live uses are counted after the lock, so a quota below the uses already made (or held by a running
 * checkout) is refused, and a checkout waiting on the lock counts against the new quota.
 */
export async function updateVoucher(
  db: Db,
  access: CatalogAccess,
  voucherId: number,
  input: VoucherInput,
  locking: { claimLocks: boolean } = { claimLocks: true },
): Promise<OrgVoucher> {
  return inTransaction(db, async (tx) => {
    const before = await findVoucherRow(tx, access.eventId, voucherId);
    if (!before) throw catalogError.voucherNotFound();
    await checkVoucherRules(tx, access.eventId, input);
    const uses = locking.claimLocks
      ? await lockVoucherUses(tx, voucherId)
      : ((await voucherUseCounts(tx, [voucherId])).get(voucherId) ?? 0);
    if (uses === null) throw catalogError.voucherNotFound();
    if (input.quota !== null && input.quota < uses) throw catalogError.voucherQuotaBelowUses(uses);
    if (input.code !== before.code) {
      const [taken] = await tx
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(and(eq(vouchers.eventId, access.eventId), eq(vouchers.code, input.code)));
      if (taken) throw catalogError.voucherCodeTaken();
    }
    await tx
      .update(vouchers)
      .set(voucherValues(input))
      .where(and(eq(vouchers.id, voucherId), eq(vouchers.eventId, access.eventId)))
      .catch(codeTaken);
    await replaceVoucherCategories(tx, voucherId, input.category_ids);
    const after = await findVoucherRow(tx, access.eventId, voucherId);
    if (!after) throw catalogError.voucherNotFound();
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

/** Deletes a voucher never used; one with uses keeps its history (409: end its validity instead). */
export async function deleteVoucher(
  db: Db,
  access: CatalogAccess,
  voucherId: number,
): Promise<{ deleted: true }> {
  return inTransaction(db, async (tx) => {
    const before = await findVoucherRow(tx, access.eventId, voucherId);
    if (!before) throw catalogError.voucherNotFound();
    await lockVoucherUses(tx, voucherId);
    if (await voucherHasClaims(tx, voucherId)) throw catalogError.voucherHasUses();
    await tx.delete(vouchers).where(and(eq(vouchers.id, voucherId), eq(vouchers.eventId, access.eventId)));
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
