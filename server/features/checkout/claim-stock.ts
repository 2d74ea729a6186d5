import type { Hold } from "#shared/contracts/checkout.ts";
import type { Db } from "../../db/client.ts";
import {
  type CheckoutEvent,
  findHoldByKey,
  hasTransactionForEvent,
  liveClaimCounts,
  ownedTickets,
  runningHolds,
  takenSeats,
} from "./data.ts";
import type { Protection } from "./deps.ts";
import { checkoutError } from "./errors.ts";
import { checkAccountLimits, type PlannedLine } from "./hold-plan.ts";
import {
  databaseNow,
  insertHold,
  lockBuyer,
  lockCategories,
  releaseExpiredSeatClaims,
  releaseHolds,
} from "./mutations.ts";

export interface ClaimInput {
  buyerId: string;
  event: CheckoutEvent;
  lines: readonly PlannedLine[];
  key: string | null;
  hash: string;
  protection: Protection;
  replay(found: { request_hash: string | null; response: unknown }): Hold;
  build(expiresAt: Date): Hold;
  holdMs: number;
}

/** The body of the checkout transaction (see createHold for the order and why). */
export async function claimInTransaction(tx: Db, input: ClaimInput): Promise<Hold> {
  const { buyerId, event, lines } = input;
  const locking = input.protection.locking !== "none";
  const now = locking ? await lockBuyer(tx, buyerId) : await databaseNow(tx);
  if (input.key) {
    const found = await findHoldByKey(tx, buyerId, input.key);
    if (found) return input.replay(found);
  }
  const running = await runningHolds(tx, buyerId);
  if (running.some((hold) => hold.status === "awaiting_payment" && !hold.expired))
    throw checkoutError.previousTransaction();
  // Starting a new checkout discards the unpaid cart (the web warned the buyer first).
  await releaseHolds(
    tx,
    running.map((hold) => hold.id),
  );
  if (event.one_transaction_per_account && (await hasTransactionForEvent(tx, buyerId, event.id)))
    throw checkoutError.alreadyHaveTransaction();
  const limited = event.max_ticket_by_account !== null || lines.some((line) => line.perAccountLimit !== null);
  if (limited)
    checkAccountLimits(lines, await ownedTickets(tx, buyerId, event.id), {
      maxTicketByAccount: event.max_ticket_by_account,
    });

  const categoryIds = lines.map((line) => line.category_id).sort((a, b) => a - b);
  const seatIds = lines.flatMap((line) => line.seats.map((seat) => seat.id));
  const quotas = await lockCategories(tx, categoryIds, locking);
  checkQuota(lines, quotas, await liveClaimCounts(tx, categoryIds));
  if (seatIds.length > 0) {
    await releaseExpiredSeatClaims(tx, seatIds);
    // A friendly early answer; the partial unique index is what actually guarantees it.
    if (locking && (await takenSeats(tx, seatIds)).length > 0) throw checkoutError.seatUnavailable();
  }
  const expiresAt = new Date(now.getTime() + input.holdMs);
  const response = input.build(expiresAt);
  await insertHold(tx, {
    id: response.hold_id,
    buyerId,
    eventId: event.id,
    expiresAt,
    lines,
    idempotencyKey: input.key,
    requestHash: input.hash,
    response,
  });
  return response;
}

function checkQuota(
  lines: readonly PlannedLine[],
  quotas: ReadonlyMap<number, number>,
  live: ReadonlyMap<number, number>,
): void {
  const short: Record<string, { name: string; left: number }> = {};
  for (const line of lines) {
    const left = (quotas.get(line.category_id) ?? 0) - (live.get(line.category_id) ?? 0);
    if (line.quantity > left)
      short[`tickets.${line.requestIndex}.quantity`] = { name: line.name, left: Math.max(left, 0) };
  }
  if (Object.keys(short).length > 0) throw checkoutError.failedToCheckout(short);
}
