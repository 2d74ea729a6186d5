import type { Hold } from "#shared/contracts/checkout.ts";
import type { Db } from "../../db/client.ts";
import {
  databaseNow,
  insertHolds,
  type LockingPolicy,
  lockBuyersAndCategories,
  type RunningHold,
  readBatchState,
  releaseExpiredSeatClaims,
  releaseHolds,
  takenSeats,
} from "../stock/index.ts";
import type { CheckoutEvent } from "./data.ts";
import { checkoutError } from "./errors.ts";
import { checkAccountLimits, type PlannedLine, toHoldLine } from "./hold-plan.ts";

/** One buyer's checkout request, planned and checked against the catalogue before any lock. */
export interface HoldRequest {
  buyerId: string;
  holdId: string;
  lines: readonly PlannedLine[];
  key: string | null;
  hash: string;
  /** The stored answer of a reused key (throws 422 when the body differs). */
  replay(found: { request_hash: string | null; response: unknown }): Hold;
  build(expiresAt: Date): Hold;
}

export type HoldOutcome = { hold: Hold } | { error: unknown };

/**
 * The body of the checkout transaction for a BATCH of requests on one event, from distinct buyers
 * (ADR 0105; a batch of one is the plain checkout). ADR 0103's order, set-based, in few statements
 * (ADR 0128): 1. every buyer's advisory lock (ascending), then the categories' row locks, in one
 * statement; 2. ONE later statement (a fresh snapshot, so it sees what the previous lock holders
 * committed) reads stored answers, running carts, owned tickets, paid transactions, quotas and live
 * claims; 3. pure per-request rules (replay, previous transaction awaiting payment, one transaction
 * per account, per-account limits), then stock handed out in arrival order; 4. the winners' old carts
 * released and every winning hold inserted in one statement. A refusal is that request's answer and never aborts the others; a
 * database error aborts the batch (the caller then retries its requests one by one).
 */
export async function claimBatch(
  tx: Db,
  event: CheckoutEvent,
  requests: readonly HoldRequest[],
  policy: LockingPolicy,
  holdMs: number,
): Promise<HoldOutcome[]> {
  const locking = policy.claimLocks;
  const categoryIds = [...new Set(requests.flatMap((r) => r.lines.map((line) => line.category_id)))].sort(
    (a, b) => a - b,
  );
  const now = locking
    ? await lockBuyersAndCategories(tx, buyersOf(requests), categoryIds)
    : await databaseNow(tx);
  const limited = (lines: readonly PlannedLine[]) =>
    event.max_ticket_by_account !== null || lines.some((line) => line.perAccountLimit !== null);
  const state = await readBatchState(tx, {
    buyerIds: buyersOf(requests),
    keys: requests.flatMap((r) => (r.key ? [{ buyerId: r.buyerId, key: r.key }] : [])),
    eventId: event.id,
    categoryIds,
    needOwned: requests.some((r) => limited(r.lines)),
    needPaid: event.one_transaction_per_account,
    needReserved: policy.waitingListReserve,
  });
  const cart = (request: HoldRequest) => state.running.get(request.buyerId) ?? [];

  // Per request, in ADR 0103's order; a refusal is that request's answer only.
  const outcomes = requests.map((request): HoldOutcome | undefined => {
    try {
      const found = request.key ? state.stored.get(`${request.buyerId} ${request.key}`) : undefined;
      if (found) return { hold: request.replay(found) };
      if (cart(request).some((hold) => hold.status === "awaiting_payment" && !hold.expired))
        throw checkoutError.previousTransaction();
      if (event.one_transaction_per_account && state.paid.has(request.buyerId))
        throw checkoutError.alreadyHaveTransaction();
      if (limited(request.lines))
        checkAccountLimits(request.lines, state.owned.get(request.buyerId) ?? new Map(), {
          maxTicketByAccount: event.max_ticket_by_account,
        });
      return undefined;
    } catch (error) {
      return { error };
    }
  });

  const contenders = requests.flatMap((_, index) => (outcomes[index] ? [] : [index]));
  if (contenders.length > 0) {
    // Stock freed while accounts wait on the category's list is theirs: the sweeper offers it in join order.
    const left = new Map(
      categoryIds.map((id) => [
        id,
        state.reserved.has(id) ? 0 : (state.quotas.get(id) ?? 0) - (state.live.get(id) ?? 0),
      ]),
    );
    for (const index of contenders) {
      try {
        allot(requests[index]!.lines, left, cart(requests[index]!));
      } catch (error) {
        outcomes[index] = { error };
      }
    }
  }
  const winners = requests.filter((_, index) => !outcomes[index]);
  await claimSeats(
    tx,
    winners.flatMap((request) => request.lines.flatMap((line) => line.seats.map((seat) => seat.id))),
    locking,
  );
  // A new checkout discards the buyer's unpaid cart (the web warned), only now that it has won.
  await releaseHolds(
    tx,
    winners.flatMap((request) => cart(request).map((hold) => hold.id)),
  );
  const expiresAt = new Date(now.getTime() + holdMs);
  const held = winners.map((request) => {
    const hold = request.build(expiresAt);
    outcomes[requests.indexOf(request)] = { hold };
    return {
      id: request.holdId,
      buyerId: request.buyerId,
      eventId: event.id,
      claims: request.lines,
      subTotal: request.lines.reduce((sum, line) => sum + line.subtotal, 0),
      lines: request.lines.map(toHoldLine),
      idempotencyKey: request.key,
      requestHash: request.hash,
      response: hold,
    };
  });
  await insertHolds(tx, held, expiresAt);
  return outcomes as HoldOutcome[];
}

const buyersOf = (requests: readonly HoldRequest[]) => requests.map((request) => request.buyerId);

/**
 * Takes this request's tickets from what is `left` per category, or refuses it with 'Failed to
 * Checkout' and what remains. The buyer's own cart counts as available to them: it is released if
 * (and only if) this checkout wins.
 */
function allot(
  lines: readonly PlannedLine[],
  left: Map<number, number>,
  cart: readonly RunningHold[],
): undefined {
  const mine = (categoryId: number) => cart.reduce((sum, hold) => sum + (hold.live.get(categoryId) ?? 0), 0);
  const short: Record<string, { name: string; left: number }> = {};
  for (const line of lines) {
    const available = (left.get(line.category_id) ?? 0) + mine(line.category_id);
    if (line.quantity > available)
      short[`tickets.${line.requestIndex}.quantity`] = { name: line.name, left: Math.max(available, 0) };
  }
  if (Object.keys(short).length > 0) throw checkoutError.failedToCheckout(short);
  for (const line of lines)
    left.set(line.category_id, (left.get(line.category_id) ?? 0) - line.quantity + mine(line.category_id));
  return undefined;
}

/** Seats: release expired holds still occupying them, then a friendly early answer if one is taken. */
async function claimSeats(tx: Db, seatIds: readonly number[], locking: boolean): Promise<void> {
  if (seatIds.length === 0) return;
  await releaseExpiredSeatClaims(tx, seatIds);
  // The partial unique index is what actually guarantees it (a lost race aborts with 23505).
  if (locking && (await takenSeats(tx, seatIds)).length > 0) throw checkoutError.seatUnavailable();
}
