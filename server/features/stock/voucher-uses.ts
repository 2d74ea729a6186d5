import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";

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
  voucher: { id: number; quota: number | null },
  options: { lock: boolean },
): Promise<boolean> {
  await releaseVoucherUseOf(tx, hold.id);
  if (options.lock) await tx.execute(sql`SELECT id FROM vouchers WHERE id = ${voucher.id} FOR NO KEY UPDATE`);
  if (voucher.quota !== null) {
    const [used] = await rows<{ live: number }>(
      tx,
      sql`SELECT count(*)::int AS live FROM voucher_claims WHERE voucher_id = ${voucher.id}
          AND (status = 'used' OR (status = 'held' AND expires_at > now()))`,
    );
    if ((used?.live ?? 0) >= voucher.quota) return false;
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
