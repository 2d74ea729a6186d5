import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { organisers } from "../../db/schema/index.ts";
import { rows } from "../../db/sql-helpers.ts";

export interface DayRow {
  day: string;
  orders: number | string;
  total: number | string;
  inet_fee: number | string;
  payment_fee: number | string;
}

/**
 * Paid orders (Payment Success) summed per calendar day in WIB of their payment. The day is computed
 * from the UTC instant plus 7 hours, so the session's time zone never moves an order to another day.
 * Orders of a cancelled event stay in: the money was collected, and what is owed back is tracked by
 * the refund list, not subtracted here (no money moves in the product).
 */
export function paidDays(db: Db, eventId: number): Promise<DayRow[]> {
  return rows<DayRow>(
    db,
    sql`SELECT to_char((p.paid_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD') AS day,
          count(*) AS orders, sum(p.total) AS total, sum(p.inet_fee) AS inet_fee,
          sum(p.payment_fee) AS payment_fee
        FROM payment_transactions p
        WHERE p.event_id = ${eventId} AND p.status = 'Payment Success'
          AND p.source IN ('online', 'box_office_qris')
        GROUP BY 1 ORDER BY 1`,
  );
}

export interface DoorSourceRow {
  source: "complimentary" | "guest_list" | "box_office_cash" | "box_office_qris";
  orders: string;
  tickets: string;
  total: string;
}

/**
 * Paid door orders per source with their tickets: complimentary and guest list carry no money, box
 * office cash was collected by the organiser at the door (never owed by the platform, so it is left out
 * of the days above), box office QRIS went through the gateway and is in the days.
 */
export function doorSources(db: Db, eventId: number): Promise<DoorSourceRow[]> {
  return rows<DoorSourceRow>(
    db,
    sql`SELECT p.source, count(*) AS orders, sum(p.total) AS total,
          sum((SELECT count(*) FROM e_tickets t WHERE t.transaction_id = p.id)) AS tickets
        FROM payment_transactions p
        WHERE p.event_id = ${eventId} AND p.status = 'Payment Success' AND p.source <> 'online'
        GROUP BY p.source`,
  );
}

/** The organisation's payout account as a statement shows it (the last four digits only). */
export async function findPayoutAccount(db: Db, organiserId: number) {
  const [org] = await db
    .select({
      bank: organisers.payoutBank,
      last4: organisers.payoutAccountLast4,
      holder: organisers.payoutHolder,
    })
    .from(organisers)
    .where(eq(organisers.id, organiserId));
  return org ?? null;
}
