import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inList, rows } from "../../db/sql-helpers.ts";
import { liveClaim } from "./live-claim.ts";

/** Seats among these that a live claim occupies, other than the claims in `except`. */
export async function takenSeats(
  db: Db,
  seatIds: readonly number[],
  except: readonly number[] = [],
): Promise<number[]> {
  if (seatIds.length === 0) return [];
  const found = await rows<{ seat_id: number }>(
    db,
    sql`SELECT seat_id FROM stock_claims WHERE seat_id IN ${inList(seatIds)} AND ${liveClaim()}
        ${except.length > 0 ? sql`AND id NOT IN ${inList(except)}` : sql``}`,
  );
  return found.map((row) => row.seat_id);
}
