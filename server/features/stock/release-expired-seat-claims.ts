import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inList } from "../../db/sql-helpers.ts";

/**
 * Expired holds on these seats still occupy the seat's partial unique index: they are released
 * before the seats are claimed or sold (never the claims in `except`, the caller's own).
 */
export async function releaseExpiredSeatClaims(
  tx: Db,
  seatIds: readonly number[],
  except: readonly number[] = [],
): Promise<void> {
  if (seatIds.length === 0) return;
  await tx.execute(sql`UPDATE stock_claims SET status = 'released', updated_at = now()
    WHERE seat_id IN ${inList(seatIds)} AND status = 'held' AND expires_at <= now()
      ${except.length > 0 ? sql`AND id NOT IN ${inList(except)}` : sql``}`);
}
