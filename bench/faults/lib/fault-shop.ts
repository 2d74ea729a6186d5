import { randomBytes } from "node:crypto";
import type pg from "pg";
import type { Answer, FaultHttp } from "./fault-http.ts";

/**
 * The purchase the faults drive, step by step as a phone does it: hold (with an idempotency key, so a
 * retry after a lost answer replays the same hold), the visitors' details, the order, and the sandbox
 * gateway's simulated payment (whose callback the sandbox delivers to the app, retrying with backoff).
 * Every id the app acknowledged (a 2xx) is kept, for the audit against the database afterwards.
 */

export const SESSION_COOKIE = "tiketin_session";

export interface Acknowledged {
  holds: Map<string, string>;
  /** external_id -> hold id */
  orders: Map<string, string>;
  payments: Set<string>;
}

export const newAcknowledged = (): Acknowledged => ({
  holds: new Map(),
  orders: new Map(),
  payments: new Set(),
});

/** The sandbox's API key for a run: its simulate endpoints take it as the Basic auth username. */
export const sandboxKey = () => `xnd_fault_${randomBytes(12).toString("hex")}`;

/** One event with one general-admission category of `tickets`, no waiting room (checkout is open). */
export async function seedShopEvent(pool: pg.Pool, slug: string, tickets: number) {
  const { rows: org } = await pool.query(
    "INSERT INTO organisers (slug, name) VALUES ($1, 'Fault') RETURNING id",
    [`${slug}-org`],
  );
  const { rows: ev } = await pool.query(
    `INSERT INTO events (slug, title, category, city, venue_name, organiser_id, starts_at, ends_at)
     VALUES ($1, 'Fault Drill', 'concert', 'Jakarta', 'GBK', $2, now() + interval '30 days', now() + interval '31 days')
     RETURNING id`,
    [slug, org[0].id],
  );
  const { rows: cat } = await pool.query(
    "INSERT INTO ticket_categories (event_id, name, price, quota, per_transaction_max) VALUES ($1, 'Festival', 250000, $2, 1) RETURNING id",
    [ev[0].id, tickets],
  );
  return { slug, eventId: ev[0].id as number, categoryId: cat[0].id as number };
}

/** The session cookie, and the buyer's other cookies (the waiting room's visitor and place cookies). */
const cookie = (token: string, jar?: Map<string, string>) => ({
  cookie: [`${SESSION_COOKIE}=${token}`, ...(jar?.values() ?? [])].join("; "),
});

/** Hold, details, order: the external id of the order, or null (the step that failed is tallied). */
export async function holdAndOrder(
  http: FaultHttp,
  event: { slug: string; categoryId: number },
  /** `purchase`: the buyer's how-many-th purchase (each its own idempotency key); 0 by default. */
  buyer: {
    token: string;
    i: number;
    purchase?: number;
    jar?: Map<string, string>;
    address?: string;
    /** Set to the hold's refusal code (`admission_required`: the event's waiting room is on). */
    refusedBy?: string;
  },
  acked: Acknowledged,
  /** Tries after a 429/503 before giving up on a step. */
  retries = 10,
): Promise<string | null> {
  const who = {
    ...cookie(buyer.token, buyer.jar),
    ...(buyer.address ? { "x-forwarded-for": buyer.address } : {}),
  };
  const holdKey = `fault-hold-${buyer.i}-${buyer.purchase ?? 0}`;
  const held = await http.call(
    "hold",
    "POST",
    "/api/v1/transaction/checkout",
    who,
    {
      event_slug: event.slug,
      tickets: [{ category_id: event.categoryId, quantity: 1 }],
      idempotency_key: holdKey,
    },
    retries,
  );
  buyer.refusedBy = held?.body?.errorCode;
  if (held?.status !== 200) return null;
  const holdId = String(held.body?.data?.hold_id);
  acked.holds.set(holdId, holdKey);
  const person = {
    name: "Siti Rahma",
    email: `fault-${buyer.i}@example.com`,
    phone_number: "+6281234567890",
  };
  const saved = await http.call(
    "participants",
    "POST",
    "/api/v1/transaction/checkout/participants",
    who,
    { buyer: person, visitors: [person] },
    retries,
  );
  if (saved?.status !== 200) return null;
  const bought: Answer | null = await http.call("order", "POST", "/api/v1/transaction/buy-ticket", who, {
    payment_method: "va_bca",
  });
  if (bought?.status !== 200) return null;
  const externalId = String(bought.body?.data?.external_id);
  acked.orders.set(externalId, holdId);
  return externalId;
}

/** The gateway takes the payment (the sandbox then calls the app back); true when acknowledged. */
export async function pay(http: FaultHttp, sandboxAuth: string, externalId: string, acked: Acknowledged) {
  const paid = await http.call(
    "pay",
    "POST",
    `/__sandbox/xendit/callback_virtual_accounts/external_id=${externalId}/simulate_payment`,
    { authorization: sandboxAuth },
    {},
  );
  if (paid?.status === 200) acked.payments.add(externalId);
  return paid?.status === 200;
}

/**
 * Every acknowledged write against the database: lost (acknowledged, not there), doubled (there more
 * than once), and the stock (sold + held within the quota, no ticket issued twice).
 */
export async function auditShop(pool: pg.Pool, categoryId: number, acked: Acknowledged) {
  const holdIds = [...acked.holds.keys()];
  const externalIds = [...acked.orders.keys()];
  const paidIds = [...acked.payments];
  const one = async (text: string, values: unknown[]) => Number((await pool.query(text, values)).rows[0].n);
  const holdsFound = await one("SELECT count(*) AS n FROM checkout_holds WHERE id = ANY($1::uuid[])", [
    holdIds,
  ]);
  // Each buyer buys once, with one idempotency key: a second hold of the same buyer is a doubled write.
  const holdsPerBuyerOver1 = await one(
    "SELECT count(*) AS n FROM (SELECT 1 FROM checkout_holds GROUP BY buyer_id HAVING count(*) > 1) d",
    [],
  );
  const ordersFound = await one(
    "SELECT count(*) AS n FROM payment_transactions WHERE external_id = ANY($1::text[])",
    [externalIds],
  );
  const doubledOrders = await one(
    "SELECT count(*) AS n FROM (SELECT 1 FROM payment_transactions GROUP BY hold_id HAVING count(*) > 1) d",
    [],
  );
  const paidFound = await one(
    "SELECT count(*) AS n FROM payment_transactions WHERE external_id = ANY($1::text[]) AND status = 'Payment Success'",
    [paidIds],
  );
  const ticketsPerPaid = await pool.query<{ external_id: string; n: string }>(
    `SELECT t.external_id, count(e.id) AS n FROM payment_transactions t
     LEFT JOIN e_tickets e ON e.transaction_id = t.id
     WHERE t.external_id = ANY($1::text[]) GROUP BY t.external_id`,
    [paidIds],
  );
  const paidWithoutTicket = ticketsPerPaid.rows.filter((r) => Number(r.n) === 0).length;
  const paidWithTwoTickets = ticketsPerPaid.rows.filter((r) => Number(r.n) > 1).length;
  const { rows: stock } = await pool.query(
    "SELECT quota, sold, held FROM ticket_category_stock WHERE category_id = $1",
    [categoryId],
  );
  const tickets = await one(
    "SELECT count(*) AS n FROM e_tickets WHERE category_id = $1 AND status = 'valid'",
    [categoryId],
  );
  const quota = Number(stock[0]?.quota ?? 0);
  const sold = Number(stock[0]?.sold ?? 0);
  const held = Number(stock[0]?.held ?? 0);
  return {
    lostHolds: holdIds.length - holdsFound,
    lostOrders: externalIds.length - ordersFound,
    lostPayments: paidIds.length - paidFound + paidWithoutTicket,
    doubledHolds: holdsPerBuyerOver1,
    doubledOrders,
    doubledTickets: paidWithTwoTickets + Math.max(0, tickets - sold),
    quota,
    sold,
    held,
    tickets,
    oversold: Math.max(0, sold + held - quota),
  };
}

export type ShopAudit = Awaited<ReturnType<typeof auditShop>>;

/** Keeps what Set-Cookie says in the jar (name -> "name=value"). */
function keepCookies(jar: Map<string, string>, answer: Answer | null): void {
  const lines = answer?.headers["set-cookie"] ?? [];
  for (const line of lines) {
    const pair = line.split(";")[0] ?? "";
    const name = pair.split("=")[0] ?? "";
    if (name) jar.set(name, pair);
  }
}

/**
 * The waiting room's side of a purchase, as a phone does it: join the event's line, poll the status as
 * often as it says until admitted, then buy. Answers when the turn came (epoch ms), or null when `until`
 * passed first or the line refused.
 */
export async function waitForTurn(
  http: FaultHttp,
  slug: string,
  buyer: { token: string; jar: Map<string, string>; address: string },
  until: number,
): Promise<number | null> {
  const headers = () => ({ ...cookie(buyer.token, buyer.jar), "x-forwarded-for": buyer.address });
  const joined = await http.call("join", "POST", `/api/v1/queue/${slug}/join`, headers());
  keepCookies(buyer.jar, joined);
  if (joined?.status !== 200) return null;
  let data = joined.body?.data ?? {};
  while (data.state !== "admitted") {
    if (data.state !== "waiting" && data.state !== "before_opening" && data.state !== undefined) return null;
    const wait = Math.min(2, Number(data.poll_after_seconds ?? 1)) * 1000;
    if (Date.now() + wait > until) return null;
    await new Promise((resolve) => setTimeout(resolve, wait));
    const status = await http.call("status", "GET", `/api/v1/queue/${slug}/status`, headers());
    keepCookies(buyer.jar, status);
    data = status?.status === 200 ? (status.body?.data ?? {}) : {};
  }
  return Date.now();
}
