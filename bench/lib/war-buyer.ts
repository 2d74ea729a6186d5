import type pg from "pg";
import { type Answer, type Phone, placeFromCookie, type WarHttp } from "./war-http.ts";

/**
 * One simulated buyer and the honest journey through the war: queue (waiting room), be admitted,
 * hold, give the visitors' details, order, pay through the sandbox; a share abandon their hold.
 * Adversaries (war-adversaries.ts) hook in when a buyer is admitted or has paid.
 */

export type BuyerKind = "honest" | "bot";
export type Outcome =
  | "waiting"
  | "paid"
  | "missed"
  | "abandoned"
  | "lost_payment"
  | "failed"
  | "let_grant_expire";

export interface Buyer {
  i: number;
  id: string;
  kind: BuyerKind;
  /** How the account signed in: through the API (sign-up, verification, sign-in) or a DB session. */
  account: "api" | "db";
  phone: Phone;
  /** Milliseconds from the opening (negative: before it). */
  arriveAt: number;
  preOpening: boolean;
  /** Decided at arrival, so leaving abandoners out of a comparison biases nothing. */
  willAbandon: boolean;
  joined: boolean;
  joinIndex: number;
  entryId: string | null;
  orderKey: number | null;
  /** Last place a status poll answered, and when. */
  lastPlace: number | null;
  /** Places answered around a Redis outage (war-redis-fault.ts). */
  placeBeforeFault: number | null;
  placeAfterFault: number | null;
  admittedSeenAt: number | null;
  /** The grant's expiry as the admitted status answered it. */
  grantExpiresAt: number | null;
  holdId: string | null;
  holdAt: number | null;
  abandonedAt: number | null;
  externalId: string | null;
  paidAt: number | null;
  outcome: Outcome;
  /** Turned into an adversary when admitted (an expired-grant replayer): left out of honest rates. */
  converted: boolean;
}

export function newBuyer(
  fields: Pick<Buyer, "i" | "id" | "kind" | "account" | "phone" | "arriveAt" | "willAbandon">,
): Buyer {
  return {
    ...fields,
    preOpening: fields.arriveAt < 0,
    joined: false,
    joinIndex: -1,
    entryId: null,
    orderKey: null,
    lastPlace: null,
    placeBeforeFault: null,
    placeAfterFault: null,
    admittedSeenAt: null,
    grantExpiresAt: null,
    holdId: null,
    holdAt: null,
    abandonedAt: null,
    externalId: null,
    paidAt: null,
    outcome: "waiting",
    converted: false,
  };
}

export interface WarContext {
  http: WarHttp;
  pool: pg.Pool;
  slug: string;
  eventId: number;
  categoryId: number;
  /** The opening (epoch ms). */
  t0: number;
  /** True once the honest buyers stop (sold out, or out of time). */
  stopped(): boolean;
  /** Called when a waiting place was answered (Redis fault bookkeeping). */
  onPlace(buyer: Buyer, place: number): void;
  /** Admitted: answer "expire" to make this buyer an expired-grant replayer instead of buying. */
  onAdmitted(buyer: Buyer): "buy" | "expire";
  onPaid(buyer: Buyer): void;
  /** The bench ages an abandoned hold instead of waiting out its 15 minutes. */
  abandonAfterMs: number;
  abandoned: { holdId: string; at: number; buyerId: string }[];
  nextJoinIndex(): number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const brief = (answer: Answer | null) =>
  `${answer?.status ?? "network"} ${answer?.body?.errorCode ?? ""}`.trim();

/** Joins the line; true when a place was answered. */
export async function join(ctx: WarContext, buyer: Buyer, until?: number): Promise<Answer | null> {
  const answer = await ctx.http
    .call(buyer.phone, "join", "POST", `/api/v1/queue/${ctx.slug}/join`, undefined, { until })
    .catch(() => null);
  if (answer?.status === 200) {
    buyer.joined = true;
    if (buyer.joinIndex < 0) buyer.joinIndex = ctx.nextJoinIndex();
    const place = placeFromCookie(buyer.phone, ctx.eventId);
    if (place) {
      buyer.entryId = place.entryId;
      buyer.orderKey = place.orderKey;
    }
  }
  return answer;
}

/** Polls until the place is admitted; false when the line ended for it or the war stopped. */
export async function waitForTurn(ctx: WarContext, buyer: Buyer, first: Answer | null): Promise<boolean> {
  let state = first?.body?.data?.state as string | undefined;
  let wait = Number(first?.body?.data?.poll_after_seconds ?? 2);
  let expires = first?.body?.data?.admission_expires_at;
  while (state !== "admitted") {
    if (ctx.stopped()) return false;
    await sleep(wait * 1000);
    if (ctx.stopped()) return false;
    const answer = await ctx.http
      .call(buyer.phone, "status", "GET", `/api/v1/queue/${ctx.slug}/status`)
      .catch(() => null);
    if (answer?.status !== 200) {
      wait = 2;
      continue;
    }
    const data = answer.body?.data ?? {};
    state = data.state as string;
    wait = Number(data.poll_after_seconds ?? 2);
    expires = data.admission_expires_at;
    if (typeof data.place === "number") {
      buyer.lastPlace = data.place;
      ctx.onPlace(buyer, data.place);
    }
    if (state === "admission_ended" || state === "no_queue" || state === "not_in_line") return false;
  }
  buyer.admittedSeenAt = Date.now();
  buyer.grantExpiresAt = typeof expires === "string" ? Date.parse(expires) : null;
  return true;
}

/** A hold of one ticket of the war's category. */
export function hold(ctx: WarContext, phone: Phone) {
  return ctx.http.tryCall(phone, "hold", "POST", "/api/v1/transaction/checkout", {
    event_slug: ctx.slug,
    tickets: [{ category_id: ctx.categoryId, quantity: 1 }],
  });
}

/** Hold, details, order, pay: the purchase after admission. */
export async function buy(ctx: WarContext, buyer: Buyer): Promise<void> {
  const held = await hold(ctx, buyer.phone);
  if (held?.status !== 200) {
    buyer.outcome = "missed";
    return;
  }
  buyer.holdId = String(held.body?.data?.hold_id);
  buyer.holdAt = Date.now();
  if (buyer.willAbandon) {
    // Walks away: the bench moves the hold's expiry to now instead of waiting its 15 minutes.
    await sleep(ctx.abandonAfterMs);
    await ctx.pool.query("UPDATE checkout_holds SET expires_at = now() WHERE id = $1", [buyer.holdId]);
    await ctx.pool.query(
      "UPDATE stock_claims SET expires_at = now() WHERE id IN (SELECT claim_id FROM checkout_hold_claims WHERE hold_id = $1)",
      [buyer.holdId],
    );
    buyer.abandonedAt = Date.now();
    buyer.outcome = "abandoned";
    ctx.abandoned.push({ holdId: buyer.holdId, at: buyer.abandonedAt, buyerId: buyer.id });
    return;
  }
  const order = await orderAndPay(ctx, buyer.phone, buyer.i);
  buyer.externalId = order.externalId;
  if (order.outcome !== "paid") {
    buyer.outcome = order.outcome;
    return;
  }
  buyer.paidAt = Date.now();
  buyer.outcome = "paid";
  ctx.onPaid(buyer);
}

/** After a hold: the visitors' details, the order, and its payment through the sandbox. */
export async function orderAndPay(
  ctx: WarContext,
  phone: Phone,
  i: number,
): Promise<{ outcome: "paid" | "failed" | "lost_payment"; externalId: string | null; failure?: string }> {
  const person = { name: "Siti Rahma", email: `war-${i}@example.com`, phone_number: "+6281234567890" };
  const saved = await ctx.http.tryCall(
    phone,
    "participants",
    "POST",
    "/api/v1/transaction/checkout/participants",
    {
      buyer: person,
      visitors: [person],
    },
  );
  if (saved?.status !== 200)
    return { outcome: "failed", externalId: null, failure: `participants ${brief(saved)}` };
  const bought = await ctx.http.tryCall(phone, "buy", "POST", "/api/v1/transaction/buy-ticket", {
    payment_method: "va_bca",
  });
  if (bought?.status !== 200) return { outcome: "failed", externalId: null, failure: `buy ${brief(bought)}` };
  const externalId = String(bought.body?.data?.external_id);
  // The sandbox keeps its instruments in the database: any live process takes the payment, as a real
  // gateway's callback would reach any of them.
  const paid = await ctx.http.tryCall(
    phone,
    "pay",
    "POST",
    `/__sandbox/xendit/callback_virtual_accounts/external_id=${externalId}/simulate_payment`,
    {},
  );
  if (paid?.status !== 200) {
    // No process took the payment: the buyer cancels the order, freeing the ticket.
    await ctx.http.tryCall(phone, "cancel", "DELETE", "/api/v1/transaction/cancel-transaction", {
      external_id: externalId,
    });
    return { outcome: "lost_payment", externalId, failure: `pay ${brief(paid)}` };
  }
  return { outcome: "paid", externalId };
}

/** The honest buyer: arrives, queues, waits its turn, buys (or lets an expired grant be replayed). */
export async function runHonestBuyer(ctx: WarContext, buyer: Buyer): Promise<void> {
  await sleep(ctx.t0 + buyer.arriveAt - Date.now());
  if (ctx.stopped()) return;
  const joined = await join(ctx, buyer);
  if (joined?.status !== 200) {
    buyer.outcome = "failed";
    return;
  }
  if (!(await waitForTurn(ctx, buyer, joined))) return;
  if (ctx.onAdmitted(buyer) === "expire") {
    buyer.outcome = "let_grant_expire";
    return;
  }
  await buy(ctx, buyer);
}
