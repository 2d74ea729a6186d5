import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";

/**
 * Gives refunded or cancelled tickets back to sale: for each, one sold claim of the order's hold is
 * released: the seat's claim for a seated ticket (its seat is free again), else one of the category's
 * sold claims shrinks by one (released when it was the last). Call inside the transaction that voids the
 * tickets, after the order's row lock. A ticket whose hold has no matching sold claim (an order that
 * never took stock, such as one seeded) releases nothing. Answers how many tickets went back.
 */
export async function releaseSoldTickets(
  tx: Db,
  holdId: string,
  tickets: readonly { categoryId: number; seatId: number | null }[],
): Promise<number> {
  let released = 0;
  for (const ticket of tickets) {
    const [claim] = await rows<{ id: number; quantity: number }>(
      tx,
      sql`SELECT sc.id::float8 AS id, sc.quantity FROM checkout_hold_claims hc
          JOIN stock_claims sc ON sc.id = hc.claim_id
          WHERE hc.hold_id = ${holdId} AND sc.status = 'sold' AND sc.category_id = ${ticket.categoryId}
            AND ${ticket.seatId === null ? sql`sc.seat_id IS NULL` : sql`sc.seat_id = ${ticket.seatId}`}
          ORDER BY sc.id LIMIT 1 FOR UPDATE OF sc`,
    );
    if (!claim) continue;
    await tx.execute(
      claim.quantity > 1
        ? sql`UPDATE stock_claims SET quantity = quantity - 1, updated_at = now() WHERE id = ${claim.id}`
        : sql`UPDATE stock_claims SET status = 'released', updated_at = now() WHERE id = ${claim.id}`,
    );
    released++;
  }
  return released;
}
