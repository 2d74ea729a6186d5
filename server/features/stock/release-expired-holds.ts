import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";

/**
 * The sweeper: marks expired holds `released` with their stock and voucher claims. Tidiness only:
 * availability already ignores expired holds the moment they expire; a checkout additionally
 * releases expired claims on the seats it is about to claim, inside its own transaction. Safe to run
 * from several processes at once (each row is updated once; later runs find nothing).
 */
export async function releaseExpiredHolds(db: Db, limit = 1_000): Promise<number> {
  const released = await rows<{ id: string }>(
    db,
    sql`WITH expired AS (
      SELECT id FROM checkout_holds WHERE status IN ('held', 'awaiting_payment') AND expires_at <= now()
      ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
    ), closed AS (
      UPDATE checkout_holds h SET status = 'released', updated_at = now()
      FROM expired WHERE h.id = expired.id RETURNING h.id, h.voucher_claim_id
    ), stock AS (
      UPDATE stock_claims SET status = 'released', updated_at = now()
      WHERE status = 'held' AND id IN (SELECT claim_id FROM checkout_hold_claims WHERE hold_id IN (SELECT id FROM closed))
      RETURNING id
    ), vouchers AS (
      UPDATE voucher_claims SET status = 'released'
      WHERE status = 'held' AND id IN (SELECT voucher_claim_id FROM closed) RETURNING id
    )
    SELECT id FROM closed`,
  );
  return released.length;
}

/**
 * Seconds the oldest hold the sweeper would release has been expired (0 when none): how far the sweeper
 * is behind. It runs each minute, so up to a minute is normal. Reads the running holds' expiry index.
 */
export async function holdSweepLagSeconds(db: Db): Promise<number> {
  const [row] = await rows<{ lag: number | null }>(
    db,
    sql`SELECT extract(epoch FROM now() - min(expires_at))::float8 AS lag FROM checkout_holds
        WHERE status IN ('held', 'awaiting_payment') AND expires_at <= now()`,
  );
  return Math.max(0, row?.lag ?? 0);
}

/** Runs the sweeper every `intervalMs` until the returned stop function is called. */
export function startHoldSweeper(db: Db, intervalMs = 60_000, onError: (error: unknown) => void = () => {}) {
  const timer = setInterval(() => {
    releaseExpiredHolds(db).catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
