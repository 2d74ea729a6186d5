import { createHash, randomUUID } from "node:crypto";
import { type CheckoutBody, HOLD_MINUTES, type Hold, holdSchema } from "#shared/contracts/checkout.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { AppError } from "../../http/app-error.ts";
import { listCategoriesWithStock } from "../events/stock-data.ts";
import type { AuthorizedBuyerId } from "../sessions/require-viewer.ts";
import { claimInTransaction } from "./claim-stock.ts";
import { findCheckoutEvent, findHoldByKey, findSeats } from "./data.ts";
import type { CheckoutDeps, Protection } from "./deps.ts";
import { checkoutError } from "./errors.ts";
import { planHold, toHoldLine } from "./hold-plan.ts";
import { databaseError } from "./sql-rows.ts";

const HOLD_MS = HOLD_MINUTES * 60_000;

/** The request as compared for idempotency: same key + same normalised body = the same checkout. */
export function requestHash(body: CheckoutBody): string {
  const normalised = {
    event_slug: body.event_slug.toLowerCase(),
    tickets: [...body.tickets].sort((a, b) => a.category_id - b.category_id),
    seat_ids: [...(body.seat_ids ?? [])].sort((a, b) => a - b),
  };
  return createHash("sha256").update(JSON.stringify(normalised)).digest("hex");
}

function replay(found: { request_hash: string | null; response: unknown }, hash: string): Hold {
  if (found.request_hash !== hash) throw checkoutError.idempotencyMismatch();
  // Through the schema, so key order (jsonb reorders keys) and bytes match the first answer exactly.
  return holdSchema.parse(found.response);
}

/**
 * POST /transaction/checkout: claims the tickets in ONE transaction and returns the hold. Reads that
 * need no lock happen first (event, categories, seats, pure rules); the transaction then takes the
 * buyer's lock, replays or refuses a reused key, replaces the buyer's unpaid cart, checks per-account
 * limits, and only then locks the categories, re-counts live claims and inserts: the hot lock is held
 * for three statements and the commit.
 */
export async function createHold(
  deps: CheckoutDeps,
  buyerId: AuthorizedBuyerId,
  body: CheckoutBody,
  idempotencyKey: string | null,
  protection: Protection = {},
): Promise<Hold> {
  const key = protection.idempotency === "off" ? null : idempotencyKey;
  const hash = requestHash(body);
  if (key) {
    const found = await findHoldByKey(deps.db, buyerId, key);
    if (found) return replay(found, hash);
  }
  const event = await findCheckoutEvent(deps.db, body.event_slug);
  if (!event) throw checkoutError.eventNotFound();
  const [categories, seats] = await Promise.all([
    listCategoriesWithStock(deps.db, event.id),
    findSeats(deps.db, body.seat_ids ?? []),
  ]);
  const lines = planHold(body, categories, seats, event.ends_at, deps.clock.now());
  const holdId = randomUUID();
  try {
    return await inTransaction(deps.db, (tx) =>
      claimInTransaction(tx, {
        buyerId,
        event,
        lines,
        key,
        hash,
        protection,
        replay: (found) => replay(found, hash),
        build: (expiresAt) =>
          holdSchema.parse({
            hold_id: holdId,
            event_slug: event.slug,
            expired_at: new Date(expiresAt.getTime()).toISOString(),
            hold_minutes: HOLD_MINUTES,
            is_seat_ticket: lines.some((line) => line.seats.length > 0),
            tickets: lines.map(toHoldLine),
            sub_total: lines.reduce((sum, line) => sum + line.subtotal, 0),
          }),
        holdMs: HOLD_MS,
      }),
    );
  } catch (error) {
    throw mapConstraint(error);
  }
}

/** A lost race on a constraint is a normal answer (409), never a 500. */
function mapConstraint(error: unknown): unknown {
  const { code, constraint } = databaseError(error);
  if (code !== "23505") return error;
  if (constraint === "stock_claims_seat_live_uq") return checkoutError.seatUnavailable();
  if (constraint === "checkout_holds_one_running_uq") return checkoutError.previousTransaction();
  return checkoutError.idempotencyMismatch() satisfies AppError;
}
