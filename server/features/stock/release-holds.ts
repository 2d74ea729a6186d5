import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inList } from "../../db/sql-helpers.ts";

/**
 * Closes running holds (held or awaiting payment) and gives back everything they claimed: their held
 * stock and their voucher use. A hold already paid or released is left as it is.
 */
export async function releaseHolds(tx: Db, holdIds: readonly string[]): Promise<void> {
  if (holdIds.length === 0) return;
  await tx.execute(sql`
    WITH closed AS (
      UPDATE checkout_holds SET status = 'released', updated_at = now()
      WHERE id IN ${inList(holdIds)} AND status IN ('held', 'awaiting_payment') RETURNING id, voucher_claim_id
    ), stock AS (
      UPDATE stock_claims SET status = 'released', updated_at = now()
      WHERE status = 'held' AND id IN (SELECT claim_id FROM checkout_hold_claims WHERE hold_id IN (SELECT id FROM closed))
      RETURNING id
    )
    UPDATE voucher_claims SET status = 'released'
    WHERE status = 'held' AND id IN (SELECT voucher_claim_id FROM closed)`);
}
