import { randomUUID } from "node:crypto";
import { type CheckoutBody, HOLD_MINUTES, type Hold, holdSchema } from "#shared/contracts/checkout.ts";
import type { Db } from "../../db/client.ts";
import { assertSameRequest, requestFingerprint } from "../../http/idempotency.ts";
import type { AppServices } from "../../services.ts";
import { listBundleItems } from "../events/index.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { STRICT_LOCKING } from "../stock/index.ts";
import type { HoldOutcome, HoldRequest } from "./claim-stock.ts";
import { findCheckoutEvent, findHoldByKey, findSeats, listCheckoutCategories } from "./data.ts";
import type { CheckoutDeps } from "./deps.ts";
import { checkoutError } from "./errors.ts";
import { runHolds } from "./hold-batches.ts";
import { createCombiner } from "./hold-combiner.ts";
import { planHold, toHoldLine } from "./hold-plan.ts";
import type { TicketRequest } from "./ticket-request.ts";

/** Holds per batch: the anchors measured 20-100 per commit; a full batch of 256 stays well inside the
 * 65,535 bind parameters of one statement (about 17 per hold). */
const MAX_BATCH = 256;

/** The request as compared for idempotency: same key + same normalised body = the same checkout. */
export function requestHash(body: CheckoutBody): string {
  const normalised = {
    event_slug: body.event_slug.toLowerCase(),
    tickets: [...body.tickets].sort((a, b) => a.category_id - b.category_id),
    seat_ids: [...(body.seat_ids ?? [])].sort((a, b) => a - b),
  };
  return requestFingerprint(normalised);
}

function replay(found: { request_hash: string | null; response: unknown }, hash: string): Hold {
  assertSameRequest(found.request_hash, hash, checkoutError.idempotencyMismatch);
  // Through the schema, so key order (jsonb reorders keys) and bytes match the first answer exactly.
  return holdSchema.parse(found.response);
}

/**
 * POST /transaction/checkout: claims the tickets in ONE transaction and returns the hold.
 * General-admission requests join their event's combiner (ADR 0105), which reads the catalogue once
 * and claims for many buyers per transaction; seated requests go alone. Either way the transaction
 * takes the buyers' locks, replays or refuses reused keys, checks per-account rules, locks the
 * categories, counts live claims once and inserts (ADRs 0103, 0117).
 */
export async function createHold(
  deps: CheckoutDeps,
  buyerId: AuthorizedBuyerId,
  body: CheckoutBody,
  idempotencyKey: string | null,
): Promise<Hold> {
  // Checked by the server before any claim: for a queued event, no admission, no hold (409).
  const key = deps.locking.idempotency ? idempotencyKey : null;
  const receipt = deps.admission ? await deps.admission(body.event_slug, buyerId, key) : null;
  const ticket: TicketRequest = { buyerId, body, key, hash: requestHash(body) };
  const alone = !deps.holds || (body.seat_ids ?? []).length > 0;
  const outcome = alone
    ? (await holdTickets(deps, [ticket]))[0]!
    : await deps.holds!.submit(body.event_slug.toLowerCase(), ticket);
  if ("error" in outcome) throw outcome.error;
  await receipt?.(outcome.hold.hold_id);
  return outcome.hold;
}

/**
 * Batches of one lane running at once: two overlap one batch's reads and round trips with the other's;
 * their claims still take turns on the category lock inside the database.
 */
const BATCHES_IN_FLIGHT = 2;

/**
 * `deps` with a combiner of its own: one per app instance (or per simulated process in tests). Its
 * batches run on `batchDb`: in production connections of their own (`BATCHES_IN_FLIGHT` of them), so a
 * batch's statements never wait behind hundreds of per-request reads in the shared pool (ADR 0128).
 */
export function withHoldCombiner(deps: CheckoutDeps, maxQueued: number, batchDb: Db = deps.db): CheckoutDeps {
  const combined: CheckoutDeps = { ...deps };
  combined.holds = createCombiner<TicketRequest, HoldOutcome>({
    maxBatch: MAX_BATCH,
    maxConcurrent: BATCHES_IN_FLIGHT,
    maxQueued,
    owner: (ticket) => ticket.buyerId,
    run: (batch) => holdTickets(combined, batch, batchDb),
    tooBusy: checkoutError.busy,
  });
  return combined;
}

/**
 * Checkouts of ONE event: reads without locks first (event, categories, seats, bundle items: once for
 * the batch), the pure rules of `planHold` per request, then one claiming transaction for all that
 * passed. A request refused before the lock still replays its key's first answer if it has one.
 */
export async function holdTickets(
  deps: CheckoutDeps,
  tickets: readonly TicketRequest[],
  db: Db = deps.db,
): Promise<HoldOutcome[]> {
  const event = await findCheckoutEvent(db, tickets[0]!.body.event_slug);
  const planned: (HoldRequest | { error: unknown })[] = [];
  if (!event) planned.push(...tickets.map(() => ({ error: checkoutError.eventNotFound() })));
  else {
    const wanted = new Set(tickets.flatMap((t) => t.body.tickets.map((line) => line.category_id)));
    const [categories, seats] = await Promise.all([
      listCheckoutCategories(db, event.id),
      findSeats(db, [...new Set(tickets.flatMap((t) => t.body.seat_ids ?? []))]),
    ]);
    const bundles = categories.filter((category) => category.isBundle && wanted.has(category.id));
    const items = await listBundleItems(
      db,
      bundles.map((category) => category.id),
    );
    const now = deps.clock.now();
    for (const ticket of tickets) {
      try {
        const lines = planHold(ticket.body, categories, seats, event.ends_at, now, items);
        planned.push(toRequest(ticket, event.slug, lines));
      } catch (error) {
        planned.push({ error });
      }
    }
  }
  const requests = planned.filter((p): p is HoldRequest => !("error" in p));
  const claimed = event && requests.length > 0 ? await runHolds(db, event, requests, deps.locking) : [];
  return Promise.all(
    planned.map(async (p, i): Promise<HoldOutcome> => {
      if (!("error" in p)) return claimed[requests.indexOf(p)]!;
      const { buyerId, key, hash } = tickets[i]!;
      // A reused key replays its first answer even if the same request would now be refused (sold out).
      const found = key ? await findHoldByKey(deps.db, buyerId, key) : undefined;
      if (!found) return p;
      try {
        return { hold: replay(found, hash) };
      } catch (error) {
        return { error };
      }
    }),
  );
}

function toRequest(
  ticket: TicketRequest,
  eventSlug: string,
  lines: ReturnType<typeof planHold>,
): HoldRequest {
  const holdId = randomUUID();
  return {
    buyerId: ticket.buyerId,
    holdId,
    lines,
    key: ticket.key,
    hash: ticket.hash,
    replay: (found) => replay(found, ticket.hash),
    build: (expiresAt) =>
      holdSchema.parse({
        hold_id: holdId,
        event_slug: eventSlug,
        expired_at: new Date(expiresAt.getTime()).toISOString(),
        hold_minutes: HOLD_MINUTES,
        is_seat_ticket: lines.some((line) => line.seats.length > 0),
        tickets: lines.map(toHoldLine),
        sub_total: lines.reduce((sum, line) => sum + line.subtotal, 0),
      }),
  };
}

/**
 * Checkouts waiting for one event's next batch in this process; past it, 503 + Retry-After at once.
 * Waiting here costs a little memory, not a database connection, so it can be generous.
 */
const MAX_QUEUED_PER_LANE = 2_048;

/** The checkout's deps for one app: strict locking and the app's own combiner. */
export const checkoutDeps = (
  services: Pick<AppServices, "db" | "database" | "config" | "clock" | "cipher"> &
    Partial<Pick<AppServices, "waitingRoom">>,
): CheckoutDeps =>
  withHoldCombiner(
    {
      db: services.db,
      config: services.config,
      clock: services.clock,
      cipher: services.cipher,
      locking: STRICT_LOCKING,
      admission: services.waitingRoom?.admissionGate,
    },
    MAX_QUEUED_PER_LANE,
    services.database.ownConnections(BATCHES_IN_FLIGHT, "holds"),
  );
