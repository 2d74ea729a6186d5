import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";

export interface HoldClaim {
  id: number;
  category_id: number;
  seat_id: number | null;
  quantity: number;
  status: "held" | "sold" | "released";
}

/** The stock claims a hold made, whatever their state now. */
export async function claimsOfHold(tx: Db, holdId: string): Promise<HoldClaim[]> {
  return rows<HoldClaim>(
    tx,
    sql`SELECT sc.id::float8 AS id, sc.category_id, sc.seat_id, sc.quantity, sc.status
        FROM checkout_hold_claims hc JOIN stock_claims sc ON sc.id = hc.claim_id
        WHERE hc.hold_id = ${holdId} ORDER BY sc.id`,
  );
}
