import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { PaymentStatus } from "../../db/schema/index.ts";
import { inList, rows } from "../../db/sql-helpers.ts";

export interface PaymentStateCount {
  status: PaymentStatus;
  needsRefund: boolean;
  count: number;
}

/** Orders of these events by payment state (the metrics' payments; the (event, status) index). */
export async function paymentStatesOfEvents(
  db: Db,
  eventIds: readonly number[],
): Promise<PaymentStateCount[]> {
  if (eventIds.length === 0) return [];
  const found = await rows<{ status: PaymentStatus; needs_refund: boolean; n: number }>(
    db,
    sql`SELECT status, needs_refund, count(*)::int AS n FROM payment_transactions
        WHERE event_id IN ${inList(eventIds)} GROUP BY status, needs_refund`,
  );
  return found.map((row) => ({ status: row.status, needsRefund: row.needs_refund, count: row.n }));
}

/**
 * Seconds the oldest order still Waiting For Payment has been past its deadline: how far the expiry
 * job is behind (0 when it is not). Reads only the waiting orders' partial index.
 */
export async function paymentExpiryLagSeconds(db: Db): Promise<number> {
  const [row] = await rows<{ lag: number | null }>(
    db,
    sql`SELECT extract(epoch FROM now() - min(expires_at))::float8 AS lag FROM payment_transactions
        WHERE status = 'Waiting For Payment' AND expires_at <= now()`,
  );
  return Math.max(0, row?.lag ?? 0);
}
