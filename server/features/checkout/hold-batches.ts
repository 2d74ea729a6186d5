import { HOLD_MINUTES } from "#shared/contracts/checkout.ts";
import type { Db } from "../../db/client.ts";
import { databaseError } from "../../db/sql-helpers.ts";
import { inTransaction } from "../../db/transaction.ts";
import { type LockingPolicy, lostSeatRace } from "../stock/index.ts";
import { claimBatch, type HoldOutcome, type HoldRequest } from "./claim-stock.ts";
import type { CheckoutEvent } from "./data.ts";
import { checkoutError } from "./errors.ts";

const HOLD_MS = HOLD_MINUTES * 60_000;

/**
 * Runs the requests in ONE transaction. If the database refuses the batch as a whole (a lost seat
 * race, a constraint), nothing of it was written: each request is then retried alone, so one
 * buyer's conflict becomes that buyer's answer and never anyone else's.
 */
export async function runHolds(
  db: Db,
  event: CheckoutEvent,
  requests: readonly HoldRequest[],
  policy: LockingPolicy,
): Promise<HoldOutcome[]> {
  try {
    return await inTransaction(db, (tx) => claimBatch(tx, event, requests, policy, HOLD_MS));
  } catch (error) {
    if (requests.length === 1) return [{ error: mapConstraint(error) }];
    return Promise.all(requests.map(async (request) => (await runHolds(db, event, [request], policy))[0]!));
  }
}

/** A lost race on a constraint is a normal answer (409), never a 500. */
function mapConstraint(error: unknown): unknown {
  const { code, constraint } = databaseError(error);
  if (code !== "23505") return error;
  if (lostSeatRace(error)) return checkoutError.seatUnavailable();
  if (constraint === "checkout_holds_one_running_uq") return checkoutError.previousTransaction();
  return checkoutError.idempotencyMismatch();
}
