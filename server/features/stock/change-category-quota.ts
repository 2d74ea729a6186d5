import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import { lockCategories } from "./category-locks.ts";
import { liveClaimCounts } from "./live-claim-counts.ts";

export type QuotaChange =
  | { changed: true; before: number; after: number; live: number }
  | { changed: false; reason: "not_found" }
  | { changed: false; reason: "below_live"; live: number };

/**
 * An organiser's quota edit, in the caller's transaction: the category row locked first (the lock every
 * checkout and settling payment takes, in the same order), then sold plus unexpired held counted in a
 * later statement (so it sees what the previous lock holder committed), then the new quota written only
 * if it is at least that. A checkout waiting on the lock re-counts against the new quota after commit,
 * so sold plus held can never pass the quota. `lock: false` only in the race test's control run.
 */
export async function changeCategoryQuota(
  tx: Db,
  categoryId: number,
  quota: number,
  options: { lock: boolean } = { lock: true },
): Promise<QuotaChange> {
  const locked = options.lock ? await lockCategories(tx, [categoryId]) : await readQuotas(tx, categoryId);
  const before = locked.get(categoryId);
  if (before === undefined) return { changed: false, reason: "not_found" };
  const live = (await liveClaimCounts(tx, [categoryId])).get(categoryId) ?? 0;
  if (quota < live) return { changed: false, reason: "below_live", live };
  await tx.execute(sql`UPDATE ticket_categories SET quota = ${quota} WHERE id = ${categoryId}`);
  return { changed: true, before, after: quota, live };
}

async function readQuotas(tx: Db, categoryId: number): Promise<Map<number, number>> {
  const found = await rows<{ id: number; quota: number }>(
    tx,
    sql`SELECT id, quota FROM ticket_categories WHERE id = ${categoryId}`,
  );
  return new Map(found.map((row) => [row.id, row.quota]));
}
