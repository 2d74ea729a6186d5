import { type SQL, sql } from "drizzle-orm";

/**
 * THE live-claim condition, written once: a claim counts against stock when it is sold, or held and
 * not yet expired. The database's clock decides expiry, so an expired hold gives its tickets back the
 * moment it expires, with no job running. `alias` is the `stock_claims` row's name in the query.
 * (The `ticket_category_stock` view in the schema states the same rule in its migration.)
 */
export function liveClaim(alias = "stock_claims"): SQL {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return sql.raw(`(${alias}.status = 'sold' OR (${alias}.status = 'held' AND ${alias}.expires_at > now()))`);
}
