import { databaseError } from "../../db/sql-helpers.ts";

/**
 * Whether a database error is a seat lost to another buyer: the partial unique index that lets a seat
 * be held or sold at most once refused the claim. A normal answer (409), never a 500.
 */
export function lostSeatRace(error: unknown): boolean {
  const { code, constraint } = databaseError(error);
  return code === "23505" && constraint === "stock_claims_seat_live_uq";
}
