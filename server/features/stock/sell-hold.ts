import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inList } from "../../db/sql-helpers.ts";
import type { HoldClaim } from "./claims-of-hold.ts";
import { releaseExpiredSeatClaims } from "./release-expired-seat-claims.ts";

/**
 * Paid: the hold's claims become sold and its voucher use final. Expired holds of others still
 * occupying its seats are released first, so the seats' unique index lets the sale through.
 */
export async function sellHold(tx: Db, holdId: string, claims: readonly HoldClaim[]): Promise<void> {
  const claimIds = claims.map((claim) => claim.id);
  await releaseExpiredSeatClaims(tx, seatsOf(claims), claimIds);
  if (claimIds.length > 0)
    await tx.execute(
      sql`UPDATE stock_claims SET status = 'sold', updated_at = now() WHERE id IN ${inList(claimIds)}`,
    );
  await tx.execute(sql`
    WITH hold AS (
      UPDATE checkout_holds SET status = 'paid', updated_at = now() WHERE id = ${holdId} RETURNING voucher_claim_id
    )
    UPDATE voucher_claims SET status = 'used', expires_at = NULL
    WHERE id IN (SELECT voucher_claim_id FROM hold) AND status IN ('held', 'released')`);
}

export const seatsOf = (claims: readonly HoldClaim[]): number[] =>
  claims.flatMap((claim) => (claim.seat_id === null ? [] : [claim.seat_id]));
