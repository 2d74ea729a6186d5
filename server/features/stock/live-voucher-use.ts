import { type SQL, sql } from "drizzle-orm";

const ALIAS = /^[a-z_]+$/;

/**
 * THE live voucher-use condition, written once: a use counts against the voucher's quota when it is
 * used, or held by a running checkout and not yet expired by the database's clock (like `liveClaim`
 * for tickets). `alias` is the `voucher_claims` row's name in the query.
 */
export function liveVoucherUse(alias = "voucher_claims"): SQL {
  if (!ALIAS.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return sql.raw(`(${alias}.status = 'used' OR (${alias}.status = 'held' AND ${alias}.expires_at > now()))`);
}

/**
 * The live uses of the voucher whose id is `voucherId` (a column of the outer query), as a correlated
 * subquery, so a read that lists vouchers derives the uses left the way the quota check counts them.
 */
export function liveVoucherUsesOf(voucherId: SQL): SQL<number> {
  return sql<number>`(SELECT count(*)::int FROM voucher_claims
    WHERE voucher_claims.voucher_id = ${voucherId} AND ${liveVoucherUse()})`;
}
