import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** Placing the order: the hold waits for payment, and its stock and voucher stay claimed until `until`. */
export async function holdForPayment(tx: Db, holdId: string, until: Date): Promise<void> {
  await tx.execute(sql`
    WITH hold AS (
      UPDATE checkout_holds SET status = 'awaiting_payment', expires_at = ${until}, updated_at = now()
      WHERE id = ${holdId} RETURNING id, voucher_claim_id
    ), stock AS (
      UPDATE stock_claims SET expires_at = ${until}, updated_at = now()
      WHERE status = 'held' AND id IN (SELECT claim_id FROM checkout_hold_claims WHERE hold_id = ${holdId})
      RETURNING id
    )
    UPDATE voucher_claims SET expires_at = ${until}
    WHERE status = 'held' AND id IN (SELECT voucher_claim_id FROM hold)`);
}
