import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { arrayLiteral } from "../../db/sql-helpers.ts";

const SEED_HOLD = sql`now() + interval '15 minutes'`;

/** Demo data: these seats of a section (labels like `A12`) sold, or held for 15 minutes. */
export async function insertSeedSeatClaims(
  tx: Db,
  sectionId: number,
  status: "sold" | "held",
  labels: readonly string[],
): Promise<void> {
  if (labels.length === 0) return;
  await tx.execute(sql`
    INSERT INTO stock_claims (category_id, seat_id, quantity, status, expires_at)
    SELECT s.category_id, s.id, 1, ${status}::text, ${status === "held" ? SEED_HOLD : sql`NULL::timestamptz`}
    FROM seats s
    WHERE s.section_id = ${sectionId}::int AND (s.row_label || s.seat_number) = ANY(${arrayLiteral(labels)}::text[])`);
}

/**
 * Demo data: general-admission sales as claims of two tickets each (one for an odd remainder),
 * generated in the database (the site scale's 140,000 tickets take one statement, not 70,000
 * inserts), and one running hold per category for `held`.
 */
export async function insertSeedCategoryClaims(
  tx: Db,
  categories: readonly { id: number; sold: number; held: number }[],
): Promise<void> {
  const sold = categories.filter((c) => c.sold > 0);
  await tx.execute(sql`
    INSERT INTO stock_claims (category_id, quantity, status)
    SELECT c.id, LEAST(2, c.sold - (g - 1) * 2), 'sold'
    FROM unnest(${arrayLiteral(sold.map((c) => c.id))}::int[], ${arrayLiteral(sold.map((c) => c.sold))}::int[]) AS c(id, sold)
    CROSS JOIN LATERAL generate_series(1, (c.sold + 1) / 2) AS g`);
  const held = categories.filter((c) => c.held > 0);
  await tx.execute(sql`
    INSERT INTO stock_claims (category_id, quantity, status, expires_at)
    SELECT c.id, c.held, 'held', ${SEED_HOLD}
    FROM unnest(${arrayLiteral(held.map((c) => c.id))}::int[], ${arrayLiteral(held.map((c) => c.held))}::int[]) AS c(id, held)`);
}

/** Demo data: `used` uses of a voucher, already spent (no checkout holds them). */
export async function insertSeedVoucherUses(tx: Db, voucherId: number, used: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO voucher_claims (voucher_id, status)
    SELECT ${voucherId}::int, 'used' FROM generate_series(1, ${used}::int)`);
}
