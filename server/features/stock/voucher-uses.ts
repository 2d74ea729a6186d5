import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import { liveVoucherUse } from "./live-voucher-use.ts";
import { voucherUseCounts } from "./voucher-quota.ts";

/** Gives back the voucher use the hold has claimed, if any (re-applying replaces it). */
async function releaseVoucherUseOf(tx: Db, holdId: string): Promise<void> {
  await tx.execute(sql`UPDATE voucher_claims SET status = 'released'
    WHERE status = 'held' AND id = (SELECT voucher_claim_id FROM checkout_holds WHERE id = ${holdId})`);
}

/**
 * A voucher use is claimed like stock: the voucher row locked, its live uses (used, or held and
 * unexpired) counted under the lock, a held use inserted expiring with the hold, all in the caller's
 * transaction, so a single-use voucher is used once under any concurrency. Answers false, changing
 * nothing, when the quota is used up. `lock: false` only in the concurrency tests' control runs.
 */
export async function claimVoucherUse(
  tx: Db,
  hold: { id: string; expiresAt: string },
  voucher: { id: number; quota: number | null; perBuyerLimit?: number | null; buyerId?: string },
  options: { lock: boolean },
): Promise<boolean> {
  await releaseVoucherUseOf(tx, hold.id);
  let quota = voucher.quota;
  if (options.lock) {
    // The quota as the locked row has it: an organiser may have lowered it while this checkout waited
    // for the lock (`lockVoucherUses`), and the caller read the voucher before.
    const [locked] = await rows<{ quota: number | null }>(
      tx,
      sql`SELECT quota FROM vouchers WHERE id = ${voucher.id} FOR NO KEY UPDATE`,
    );
    if (!locked) return false;
    quota = locked.quota;
  }
  if (quota !== null && ((await voucherUseCounts(tx, [voucher.id])).get(voucher.id) ?? 0) >= quota)
    return false;
  if (voucher.perBuyerLimit != null && voucher.buyerId) {
    // The buyer's own live uses (through their holds); the caller holds the buyer's lock.
    const [mine] = await rows<{ live: number }>(
      tx,
      sql`SELECT count(*)::int AS live FROM voucher_claims c JOIN checkout_holds h ON h.voucher_claim_id = c.id
          WHERE c.voucher_id = ${voucher.id} AND h.buyer_id = ${voucher.buyerId} AND h.id <> ${hold.id}
            AND ${liveVoucherUse("c")}`,
    );
    if ((mine?.live ?? 0) >= voucher.perBuyerLimit) return false;
  }
  await tx.execute(sql`WITH claim AS (
      INSERT INTO voucher_claims (voucher_id, status, expires_at)
      VALUES (${voucher.id}, 'held', ${hold.expiresAt}) RETURNING id
    )
    UPDATE checkout_holds SET voucher_id = ${voucher.id}, voucher_claim_id = (SELECT id FROM claim), updated_at = now()
    WHERE id = ${hold.id}`);
  return true;
}

/** The hold drops its voucher and the use is given back. */
export async function releaseVoucherUse(tx: Db, holdId: string): Promise<void> {
  await tx.execute(sql`WITH hold AS (
      UPDATE checkout_holds SET voucher_id = NULL, voucher_claim_id = NULL, updated_at = now()
      WHERE id = ${holdId} RETURNING ${holdId}::uuid AS id
    )
    UPDATE voucher_claims SET status = 'released' WHERE status = 'held'
      AND id = (SELECT voucher_claim_id FROM checkout_holds WHERE id = ${holdId})`);
}
