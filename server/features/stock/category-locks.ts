import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inList, rows } from "../../db/sql-helpers.ts";

/**
 * Locks the categories (ascending id, FOR NO KEY UPDATE) and answers their quotas. Every path that
 * hands out stock (checkout, a settling payment, an organiser's quota edit) takes these locks in the
 * same order, after the buyers' advisory locks, so they take turns and never deadlock. Count live
 * claims in a LATER statement: in READ COMMITTED it then sees what the previous lock holder committed.
 */
export async function lockCategories(tx: Db, categoryIds: readonly number[]): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const found = await rows<{ id: number; quota: number }>(
    tx,
    sql`SELECT id, quota FROM ticket_categories WHERE id IN ${inList(categoryIds)} ORDER BY id FOR NO KEY UPDATE`,
  );
  return new Map(found.map((row) => [row.id, row.quota]));
}
