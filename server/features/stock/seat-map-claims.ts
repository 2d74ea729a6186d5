import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inList, rows } from "../../db/sql-helpers.ts";
import { lockCategories } from "./category-locks.ts";
import { liveClaim } from "./live-claim.ts";

/**
 * Before an organiser edits the seats of some categories: their rows locked (as a seated checkout
 * locks them), then which of their seats were ever claimed (`any`: a claim row names it, even released,
 * so the seat row cannot be deleted) and which are claimed now (`live`: sold, or held and unexpired).
 */
export async function lockSeatClaims(
  tx: Db,
  categoryIds: readonly number[],
): Promise<{ everClaimed: Set<number>; live: Set<number> }> {
  if (categoryIds.length === 0) return { everClaimed: new Set(), live: new Set() };
  await lockCategories(tx, categoryIds);
  const found = await rows<{ seat_id: number; live: boolean }>(
    tx,
    sql`SELECT seat_id, bool_or(${liveClaim("c")}) AS live FROM stock_claims c
        WHERE c.category_id IN ${inList(categoryIds)} AND c.seat_id IS NOT NULL
        GROUP BY seat_id`,
  );
  return {
    everClaimed: new Set(found.map((row) => row.seat_id)),
    live: new Set(found.filter((row) => row.live).map((row) => row.seat_id)),
  };
}

/** Whether any claim (live or not) names a category: then it cannot be deleted, only hidden. */
export async function categoryHasClaims(tx: Db, categoryId: number): Promise<boolean> {
  const found = await rows<{ one: number }>(
    tx,
    sql`SELECT 1 AS one FROM stock_claims WHERE category_id = ${categoryId} LIMIT 1`,
  );
  return found.length > 0;
}

/** Seats of an event a live claim holds now (sold, or held and unexpired): shown in the builder. */
export async function liveSeatIdsOf(db: Db, eventId: number): Promise<Set<number>> {
  const found = await rows<{ seat_id: number }>(
    db,
    sql`SELECT c.seat_id FROM stock_claims c JOIN seats s ON s.id = c.seat_id
        JOIN seat_sections ss ON ss.id = s.section_id
        WHERE ss.event_id = ${eventId} AND c.seat_id IS NOT NULL AND ${liveClaim("c")}`,
  );
  return new Set(found.map((row) => row.seat_id));
}
