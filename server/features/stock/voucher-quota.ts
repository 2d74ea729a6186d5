import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inList, rows } from "../../db/sql-helpers.ts";
import { liveVoucherUse } from "./live-voucher-use.ts";

/** Live uses per voucher (`liveVoucherUse`): used, or held by a running checkout and not yet expired. */
export async function voucherUseCounts(db: Db, voucherIds: readonly number[]): Promise<Map<number, number>> {
  if (voucherIds.length === 0) return new Map();
  const found = await rows<{ voucher_id: number; live: number }>(
    db,
    sql`SELECT voucher_id, count(*)::int AS live FROM voucher_claims
        WHERE voucher_id IN ${inList(voucherIds)} AND ${liveVoucherUse()}
        GROUP BY voucher_id`,
  );
  return new Map(found.map((row) => [row.voucher_id, row.live]));
}

/**
 * Locks the voucher row the way `claimVoucherUse` does (the lock checkout takes before counting uses)
 * and answers its live uses counted after the lock, so an organiser's new quota is compared with every
 * use a checkout committed first, and a checkout waiting on the lock counts against the new quota.
 * Answers null when the voucher does not exist.
 */
export async function lockVoucherUses(tx: Db, voucherId: number): Promise<number | null> {
  const locked = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM vouchers WHERE id = ${voucherId} FOR NO KEY UPDATE`,
  );
  if (locked.length === 0) return null;
  return (await voucherUseCounts(tx, [voucherId])).get(voucherId) ?? 0;
}

/** Whether any use (even released) names the voucher: then its row is history and cannot be deleted. */
export async function voucherHasClaims(tx: Db, voucherId: number): Promise<boolean> {
  const found = await rows<{ one: number }>(
    tx,
    sql`SELECT 1 AS one FROM voucher_claims WHERE voucher_id = ${voucherId} LIMIT 1`,
  );
  return found.length > 0;
}
