import type { Db } from "../../db/client.ts";
import { lockCategories } from "./category-locks.ts";
import { insertHolds, type NewHold } from "./insert-holds.ts";
import { liveClaimCounts } from "./live-claim-counts.ts";
import type { LockingPolicy } from "./locking-policy.ts";

/** Per category, what is left when a door order asked for more (empty when it fits). */
export type DoorShortfall = Map<number, number>;

/**
 * An organiser's complimentary or box-office order claims its tickets like a checkout does: under the
 * categories' row locks (the lock order every stock path takes), counted in a later statement against
 * sold plus unexpired held tickets, then inserted as a `door` hold in the same transaction. Online
 * buyers racing for the last tickets take the same locks, so the two never oversell together.
 * General admission only: the caller refuses seated categories before this.
 */
export async function claimDoorHold(
  tx: Db,
  hold: NewHold,
  expiresAt: Date,
  policy: Pick<LockingPolicy, "claimLocks">,
): Promise<DoorShortfall> {
  const wanted = new Map<number, number>();
  for (const line of hold.claims)
    wanted.set(line.category_id, (wanted.get(line.category_id) ?? 0) + line.quantity);
  const categoryIds = [...wanted.keys()].sort((a, b) => a - b);
  const short: DoorShortfall = new Map();
  // The control runs of the race test switch the claim off to show the test can see an oversell.
  if (policy.claimLocks) {
    const quotas = await lockCategories(tx, categoryIds);
    const live = await liveClaimCounts(tx, categoryIds);
    for (const [categoryId, quantity] of wanted) {
      const left = (quotas.get(categoryId) ?? 0) - (live.get(categoryId) ?? 0);
      if (quantity > left) short.set(categoryId, Math.max(left, 0));
    }
  }
  if (short.size === 0) await insertHolds(tx, [{ ...hold, source: "door" }], expiresAt);
  return short;
}
