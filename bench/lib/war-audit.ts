import type { Redis } from "ioredis";
import type pg from "pg";

/**
 * bench:war's audit, from the server's own record rather than from what the simulated buyers saw:
 * the line (order keys, admission order and times) from `waiting_room_entries` (PostgreSQL store) or
 * `waiting_room_replica` (the Redis store's copy in PostgreSQL; Redis itself when the copy is empty),
 * and stock, tickets and payments from their tables.
 */

export interface LinePlace {
  id: string;
  key: number;
  buyerId: string | null;
  /** Epoch ms, null while not admitted. */
  admittedAt: number | null;
  /** The store's admission sequence number (one counter across every process), when it keeps one. */
  seq: number | null;
  returnedAt: number | null;
  settledAt: number | null;
  /** Dropped from the line (an account's second place): not a place any more. */
  dropped: boolean;
}

export interface LineRecord {
  source: string;
  places: LinePlace[];
}

const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

export async function readLineRecord(
  pool: pg.Pool,
  eventId: number,
  store: "redis" | "postgres",
  redis: { client: Redis; prefix: string } | null,
): Promise<LineRecord> {
  const table = store === "postgres" ? "waiting_room_entries" : "waiting_room_replica";
  const dropped = store === "postgres" ? "false" : "dropped_at IS NOT NULL";
  const { rows } = await pool.query(
    `SELECT id, order_key, buyer_id, admitted_at, admission_seq, share_returned_at, settled_at, ${dropped} AS dropped
     FROM ${table} WHERE event_id = $1`,
    [eventId],
  );
  if (rows.length > 0 || !redis)
    return {
      source: table,
      places: rows.map((row) => ({
        id: row.id,
        key: Number(row.order_key),
        buyerId: row.buyer_id,
        admittedAt: ms(row.admitted_at),
        seq: row.admission_seq,
        returnedAt: ms(row.share_returned_at),
        settledAt: ms(row.settled_at),
        dropped: row.dropped,
      })),
    };
  return { source: "Redis (the replica table was empty)", places: await readRedisLine(redis, eventId) };
}

/** Every place of the line as Redis holds it (redis-scripts.ts: `q` and the `e:<id>` hashes). */
export async function readRedisLine(
  redis: { client: Redis; prefix: string },
  eventId: number,
): Promise<LinePlace[]> {
  const p = `${redis.prefix}wr:${eventId}:`;
  const reply = (await redis.client.call("ZRANGE", `${p}q`, "0", "-1", "WITHSCORES")) as unknown[];
  // RESP3 answers WITHSCORES as [member, score] pairs, RESP2 as one flat list: read either.
  const pairs = Array.isArray(reply[0])
    ? (reply as [string, string][])
    : Array.from(
        { length: reply.length / 2 },
        (_, i) => [reply[2 * i], reply[2 * i + 1]] as [string, string],
      );
  const pipeline = redis.client.pipeline();
  for (const [id] of pairs) pipeline.hmget(`${p}e:${id}`, "b", "a", "n", "r", "s");
  const fields = ((await pipeline.exec()) ?? []).map((r) => (r[1] ?? []) as (string | null)[]);
  const num = (value: string | null | undefined) => (value ? Number(value) : null);
  return pairs.map(([id, score], i) => ({
    id: String(id),
    key: Number(score),
    buyerId: fields[i]?.[0] || null,
    admittedAt: num(fields[i]?.[1]),
    seq: num(fields[i]?.[2]),
    returnedAt: num(fields[i]?.[3]),
    settledAt: num(fields[i]?.[4]),
    dropped: false,
  }));
}

/**
 * Pairs out of the server's own queue order: a place with a lower order key admitted after one with a
 * higher key, or still not admitted when a higher one was. Admission order is `admission_seq` when
 * every admitted place has one (one counter across processes), else `admitted_at` (places admitted in
 * one step share it, and are not counted against each other).
 */
export function countInversions(places: readonly LinePlace[]) {
  const live = places.filter((p) => !p.dropped);
  const admitted = live.filter((p) => p.admittedAt !== null);
  const bySeq = admitted.length > 0 && admitted.every((p) => p.seq !== null);
  const order = (p: LinePlace) =>
    p.admittedAt === null ? Number.POSITIVE_INFINITY : bySeq ? p.seq! : p.admittedAt;
  const sorted = [...live].sort((a, b) => a.key - b.key).map(order);
  // Merge-sort count of i < j with a[i] > a[j].
  const work = (list: number[]): [number[], number] => {
    if (list.length < 2) return [list, 0];
    const mid = list.length >> 1;
    const [left, a] = work(list.slice(0, mid));
    const [right, b] = work(list.slice(mid));
    const merged: number[] = [];
    let count = a + b;
    let i = 0;
    let j = 0;
    while (i < left.length && j < right.length) {
      if (left[i]! <= right[j]!) merged.push(left[i++]!);
      else {
        merged.push(right[j++]!);
        count += left.length - i;
      }
    }
    return [[...merged, ...left.slice(i), ...right.slice(j)], count];
  };
  const highestAdmitted = Math.max(Number.NEGATIVE_INFINITY, ...admitted.map((p) => p.key));
  return {
    inversions: work(sorted)[1],
    /** Places passed over: not admitted, though a place with a higher key was. */
    passedOver: live.filter((p) => p.admittedAt === null && p.key < highestAdmitted).length,
    basis: bySeq ? "admission_seq" : "admitted_at",
    places: live.length,
    admitted: admitted.length,
  };
}

/**
 * Admissions a minute over the steady part of the war, from the server's admission times: from the
 * first admission step `skipMs` after the first one, to the last step before `until`, leaving out
 * `excluded` spans (a Redis outage and the step after it). Shares given back in the window each
 * admitted one more on top of the rate, so they are subtracted. Both ends are admission steps, so the
 * window holds whole steps.
 */
export function admissionRate(
  places: readonly LinePlace[],
  options: { admitPerMinute: number; until: number; skipMs?: number; excluded?: [number, number][] },
) {
  const excluded = options.excluded ?? [];
  const inExcluded = (t: number) => excluded.some(([from, to]) => t >= from && t <= to);
  const times = places
    .map((p) => p.admittedAt)
    .filter((t): t is number => t !== null)
    .sort((a, b) => a - b);
  if (times.length < 2) return null;
  const start = times.find((t) => t >= times[0]! + (options.skipMs ?? 3_000));
  const end = times.filter((t) => t <= options.until).at(-1);
  if (start === undefined || end === undefined || end <= start) return null;
  const inWindow = (t: number | null) => t !== null && t > start && t <= end && !inExcluded(t);
  const admissions = times.filter(inWindow).length;
  const returns = places.filter((p) => inWindow(p.returnedAt)).length;
  const skipped = excluded.reduce(
    (sum, [from, to]) => sum + Math.max(0, Math.min(to, end) - Math.max(from, start)),
    0,
  );
  const minutes = (end - start - skipped) / 60_000;
  if (minutes <= 0) return null;
  const perMinute = (admissions - returns) / minutes;
  return {
    perMinute,
    deviation: perMinute / options.admitPerMinute - 1,
    seconds: minutes * 60,
    admissions,
    returns,
    from: start,
    to: end,
  };
}

/**
 * Admission steps stamped earlier than a step the sequence says came before them: a step that took its
 * `now` before another process's step committed. The credit earned since `credit_at` is then counted
 * twice (the stamp moves back, the next step earns the same seconds again), which shows as a rate above
 * the configured one. Needs admission sequence numbers.
 */
export function stepsBackInTime(places: readonly LinePlace[]) {
  const admitted = places
    .filter((p) => p.admittedAt !== null && p.seq !== null)
    .sort((a, b) => a.seq! - b.seq!);
  let latest = Number.NEGATIVE_INFINITY;
  const steps = new Set<number>();
  let worstMs = 0;
  for (const p of admitted) {
    if (p.admittedAt! < latest) {
      steps.add(p.admittedAt!);
      worstMs = Math.max(worstMs, latest - p.admittedAt!);
    }
    latest = Math.max(latest, p.admittedAt!);
  }
  return { steps: steps.size, worstMs, checked: admitted.length > 0 };
}

export interface StockAudit {
  quota: number;
  sold: number;
  heldLive: number;
  tickets: number;
  /** Tickets beyond their order's claimed quantity, plus tickets beyond the sold claims. */
  doubleTickets: number;
  /** Accounts holding more than one ticket (every buyer here may buy one, once). */
  accountsWithTwoTickets: number;
  /** Orders the gateway was paid for (the sandbox said so) that are neither paid nor flagged for a refund. */
  lostPayments: number;
  paidNeedingRefund: number;
}

export async function auditStock(
  pool: pg.Pool,
  event: { eventId: number; categoryId: number },
  quota: number,
  paidExternalIds: readonly string[],
): Promise<StockAudit> {
  const { rows: claims } = await pool.query(
    `SELECT coalesce(sum(quantity) FILTER (WHERE status = 'sold'), 0)::int AS sold,
            coalesce(sum(quantity) FILTER (WHERE status = 'held' AND expires_at > now()), 0)::int AS held
     FROM stock_claims WHERE category_id = $1`,
    [event.categoryId],
  );
  const { rows: tickets } = await pool.query(
    "SELECT count(*)::int AS n FROM e_tickets WHERE category_id = $1",
    [event.categoryId],
  );
  const { rows: extra } = await pool.query(
    `SELECT coalesce(sum(greatest(t.n - coalesce(c.q, 0), 0)), 0)::int AS extra
     FROM (SELECT transaction_id, count(*) AS n FROM e_tickets WHERE event_id = $1 GROUP BY transaction_id) t
     JOIN payment_transactions p ON p.id = t.transaction_id
     LEFT JOIN (SELECT hc.hold_id, sum(sc.quantity) AS q FROM checkout_hold_claims hc
                JOIN stock_claims sc ON sc.id = hc.claim_id GROUP BY hc.hold_id) c ON c.hold_id = p.hold_id`,
    [event.eventId],
  );
  const { rows: twice } = await pool.query(
    `SELECT count(*)::int AS n FROM (SELECT holder_buyer_id FROM e_tickets WHERE event_id = $1
     GROUP BY holder_buyer_id HAVING count(*) > 1) x`,
    [event.eventId],
  );
  const { rows: payments } = await pool.query(
    `SELECT count(*) FILTER (WHERE status <> 'Payment Success' AND NOT needs_refund)::int AS lost,
            count(*) FILTER (WHERE needs_refund)::int AS refund
     FROM payment_transactions WHERE external_id = ANY($1::text[])`,
    [paidExternalIds],
  );
  const sold = claims[0].sold as number;
  const ticketCount = tickets[0].n as number;
  return {
    quota,
    sold,
    heldLive: claims[0].held,
    tickets: ticketCount,
    doubleTickets: (extra[0].extra as number) + Math.max(0, ticketCount - sold),
    accountsWithTwoTickets: twice[0].n,
    lostPayments: payments[0].lost,
    paidNeedingRefund: payments[0].refund,
  };
}

/** Sold and live (held, unexpired) tickets of the category now. */
export async function liveStock(pool: pg.Pool, categoryId: number) {
  const { rows } = await pool.query(
    "SELECT coalesce(sum(quantity) FILTER (WHERE status = 'sold'), 0)::int AS sold, coalesce(sum(quantity) FILTER (WHERE status = 'sold' OR (status = 'held' AND expires_at > now())), 0)::int AS live FROM stock_claims WHERE category_id = $1",
    [categoryId],
  );
  return rows[0] as { sold: number; live: number };
}
