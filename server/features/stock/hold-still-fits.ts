import type { Db } from "../../db/client.ts";
import { lockCategories } from "./category-locks.ts";
import type { HoldClaim } from "./claims-of-hold.ts";
import { liveClaimCounts } from "./live-claim-counts.ts";
import { seatsOf } from "./sell-hold.ts";
import { takenSeats } from "./taken-seats.ts";

/**
 * Whether a hold's tickets may still be sold: under the same category locks a checkout takes, its
 * quantities fit the quota beside everyone else's live claims, and nobody else holds or bought its
 * seats. A payment arriving after its hold expired (a late payment) is honoured only if this is true.
 */
export async function holdStillFits(tx: Db, claims: readonly HoldClaim[]): Promise<boolean> {
  const wanted = new Map<number, number>();
  for (const claim of claims)
    wanted.set(claim.category_id, (wanted.get(claim.category_id) ?? 0) + claim.quantity);
  const categoryIds = [...wanted.keys()].sort((a, b) => a - b);
  const ownClaims = claims.map((claim) => claim.id);
  const quotas = await lockCategories(tx, categoryIds);
  const live = await liveClaimCounts(tx, categoryIds, ownClaims);
  for (const [categoryId, quantity] of wanted)
    if ((live.get(categoryId) ?? 0) + quantity > (quotas.get(categoryId) ?? 0)) return false;
  return (await takenSeats(tx, seatsOf(claims), ownClaims)).length === 0;
}
