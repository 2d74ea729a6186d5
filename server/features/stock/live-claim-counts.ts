import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inList, rows } from "../../db/sql-helpers.ts";
import { liveClaim } from "./live-claim.ts";

/**
 * Sold plus unexpired held tickets per category: the figure the quota is checked against. Claims in
 * `except` are left out (a settling order's own claims, which it is about to sell).
 */
export async function liveClaimCounts(
  db: Db,
  categoryIds: readonly number[],
  except: readonly number[] = [],
): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const found = await rows<{ category_id: number; live: number }>(
    db,
    sql`SELECT category_id, sum(quantity)::int AS live FROM stock_claims
        WHERE category_id IN ${inList(categoryIds)} AND status IN ('held', 'sold') AND ${liveClaim()}
          ${except.length > 0 ? sql`AND id NOT IN ${inList(except)}` : sql``}
        GROUP BY category_id`,
  );
  return new Map(found.map((row) => [row.category_id, row.live]));
}
