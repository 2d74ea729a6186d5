// The ticket war, end to end through 3 server processes on one PostgreSQL and one Redis (issue 19):
// an event with 2,000 tickets and 20,000 signed-in buyers; half arrive in the second before the sale
// opens, the rest over the next 60 s. Each queues (waiting room), is admitted, holds, orders and pays
// through the sandbox; 10% abandon their hold. Prints sold/oversold, time to sell out, admission
// fairness (inversions, chi-square of the pre-opening shuffle), queue-status latency and throughput
// against raw Node HTTP, and what abandoned holds did. `--kill` SIGKILLs one process mid-war.
//
//   npm run bench:war                                  # the issue's sizes
//   npm run bench:war -- --tickets 200 --buyers 2000 --spread 20 --rate 600   # a quick run
//   npm run bench:war -- --kill                        # plus the fault

import { randomBytes } from "node:crypto";
import http from "node:http";
import { Redis } from "ioredis";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { hashSessionToken } from "../server/features/sessions/session-reader.ts";
import { shuffleChiSquare } from "./lib/chi-square.ts";
import { runHttpLoad } from "./lib/http-load.ts";
import { startRawHttpServer } from "./lib/raw-http.ts";
import { printReport, type ReportRow } from "./lib/report.ts";
import { startCluster } from "./lib/war-cluster.ts";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const TICKETS = flag("tickets", 2_000);
const BUYERS = flag("buyers", 20_000);
const SPREAD_S = flag("spread", 60);
const RATE = flag("rate", 1_200); // admissions a minute
const ABANDON = flag("abandon", 0.1);
const MAX_S = flag("max-seconds", 600);
const KILL = args.includes("--kill");
const PORTS = [4400, 4401, 4402];
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const SCRATCH = "bench_war";
/** The sandbox's API key in this run (its simulate endpoints take it as the Basic auth username, like Xendit's). */
const SANDBOX_KEY = `xnd_bench_${randomBytes(12).toString("hex")}`;
const SANDBOX_AUTH = `Basic ${Buffer.from(`${SANDBOX_KEY}:`).toString("base64")}`;
const SLUG = "bench-war";
const FIFO_BASE = 2 ** 52;
/** The bench ages an abandoned hold this long after taking it (instead of waiting its 15 minutes). */
const ABANDON_AFTER_MS = 2_000;

for (const [name, value] of Object.entries({ TICKETS, BUYERS, SPREAD_S, RATE, MAX_S }))
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000)
    throw new Error(`bad --${name.toLowerCase()}`);

const log = (message: string) => process.stderr.write(`[bench:war] ${message}\n`);
const withDb = (url: string, name: string) =>
  Object.assign(new URL(url), { pathname: `/${name}` }).toString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: withDb(DATABASE_URL, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// ---- HTTP: one keep-alive agent per process; a refused connection fails over to the next live one ----
const agents = PORTS.map(() => new http.Agent({ keepAlive: true, maxSockets: 128 }));
const alive = PORTS.map(() => true);

interface Answer {
  status: number;
  body: { status?: number; errorCode?: string; data?: Record<string, unknown> } | null;
  cookies: string[];
  headers: http.IncomingHttpHeaders;
  ms: number;
}

function send(
  portIndex: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent: agents[portIndex],
        host: "127.0.0.1",
        port: PORTS[portIndex],
        method,
        path,
        headers: {
          "accept-language": "en",
          ...(payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
        timeout: 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: Answer["body"] = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = null;
          }
          const setCookie = response.headers["set-cookie"] ?? [];
          resolve({
            status: response.statusCode ?? 0,
            body: parsed,
            cookies: setCookie.map((c) => c.split(";")[0]!),
            headers: response.headers,
            ms: performance.now() - started,
          });
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", reject);
    if (payload) request.write(payload);
    request.end();
  });
}

/** Times a buyer tries again after a 503/429 (waiting its Retry-After, as the web's buyer would tap again). */
const SHED_RETRIES = 8;
let shedAnswers = 0;

/** One step of a buyer: a refusal for load (503, 429) is waited out and tried again, like a person would. */
async function call(buyer: Buyer, method: string, path: string, body?: unknown): Promise<Answer> {
  for (let retry = 0; ; retry++) {
    const answer = await callOnce(buyer, method, path, body);
    if ((answer.status !== 503 && answer.status !== 429) || retry >= SHED_RETRIES || stopAll) return answer;
    shedAnswers++;
    const after = Number(answer.headers["retry-after"] ?? 1);
    await sleep((Number.isFinite(after) ? Math.min(after, 10) : 1) * 1000 * (0.5 + Math.random()));
  }
}

/** Like a load balancer: the buyer's usual process, or the next live one when it is gone. */
async function callOnce(buyer: Buyer, method: string, path: string, body?: unknown): Promise<Answer> {
  for (let attempt = 0; attempt < PORTS.length * 2; attempt++) {
    const index = (buyer.home + attempt) % PORTS.length;
    if (!alive[index]) continue;
    const cookie = [`tiketin_session=${buyer.token}`, ...buyer.cookies.values()].join("; ");
    const headers: Record<string, string> = path.startsWith("/__sandbox/")
      ? { cookie, authorization: SANDBOX_AUTH }
      : { cookie };
    try {
      const answer = await send(index, method, path, headers, body);
      for (const c of answer.cookies) buyer.cookies.set(c.split("=")[0]!, c);
      return answer;
    } catch {
      await sleep(50);
    }
  }
  throw new Error("no live process answered");
}

// ---- buyers ----
interface Buyer {
  i: number;
  id: string;
  token: string;
  home: number;
  arriveAt: number;
  cookies: Map<string, string>;
  joined: boolean;
  joinIndex: number;
  admittedSeenAt: number | null;
  holdId: string | null;
  holdAt: number | null;
  abandonedAt: number | null;
  paidAt: number | null;
  outcome: "waiting" | "paid" | "missed" | "abandoned" | "lost_payment" | "failed";
}

const statusMs: number[] = [];
let joinCounter = 0;
let stopAll = false;
const abandonedHolds: { holdId: string; at: number; buyerId: string }[] = [];
const errors = new Map<string, number>();
const noteError = (what: string) => {
  if (!errors.has(what)) log(`first ${what}`);
  errors.set(what, (errors.get(what) ?? 0) + 1);
};

async function runBuyer(buyer: Buyer, t0: number, categoryId: number, pool: pg.Pool) {
  await sleep(t0 + buyer.arriveAt - Date.now());
  if (stopAll) return;
  const joined = await call(buyer, "POST", `/api/v1/queue/${SLUG}/join`).catch(() => null);
  if (joined?.status !== 200) {
    noteError(`join ${joined?.status ?? "network"}`);
    buyer.outcome = "failed";
    return;
  }
  buyer.joined = true;
  buyer.joinIndex = joinCounter++;
  let state = joined.body?.data?.state as string;
  let wait = Number(joined.body?.data?.poll_after_seconds ?? 2);
  while (state !== "admitted" && !stopAll) {
    await sleep(wait * 1000);
    if (stopAll) return;
    const answer = await call(buyer, "GET", `/api/v1/queue/${SLUG}/status`).catch(() => null);
    if (answer?.status !== 200) {
      noteError(`status ${answer?.status ?? "network"}`);
      wait = 2;
      continue;
    }
    statusMs.push(answer.ms);
    state = answer.body?.data?.state as string;
    wait = Number(answer.body?.data?.poll_after_seconds ?? 2);
    if (state === "admission_ended" || state === "no_queue") return;
  }
  if (stopAll) return;
  buyer.admittedSeenAt = Date.now();
  const held = await call(buyer, "POST", "/api/v1/transaction/checkout", {
    event_slug: SLUG,
    tickets: [{ category_id: categoryId, quantity: 1 }],
  }).catch(() => null);
  if (held?.status !== 200) {
    noteError(`hold ${held?.status ?? "network"} ${held?.body?.errorCode ?? ""}`.trim());
    buyer.outcome = "missed";
    return;
  }
  buyer.holdId = String(held.body?.data?.hold_id);
  buyer.holdAt = Date.now();
  if (Math.random() < ABANDON) {
    // Walks away: the bench moves the hold's expiry to now instead of waiting its 15 minutes.
    await sleep(ABANDON_AFTER_MS);
    await pool.query("UPDATE checkout_holds SET expires_at = now() WHERE id = $1", [buyer.holdId]);
    await pool.query(
      "UPDATE stock_claims SET expires_at = now() WHERE id IN (SELECT claim_id FROM checkout_hold_claims WHERE hold_id = $1)",
      [buyer.holdId],
    );
    buyer.abandonedAt = Date.now();
    buyer.outcome = "abandoned";
    abandonedHolds.push({ holdId: buyer.holdId, at: buyer.abandonedAt, buyerId: buyer.id });
    return;
  }
  const saved = await call(buyer, "POST", "/api/v1/transaction/checkout/participants", {
    buyer: { name: "Siti Rahma", email: `war-${buyer.i}@example.com`, phone_number: "+6281234567890" },
    visitors: [{ name: "Siti Rahma", email: `war-${buyer.i}@example.com`, phone_number: "+6281234567890" }],
  }).catch(() => null);
  if (saved?.status !== 200) {
    noteError(`participants ${saved?.status ?? "network"} ${saved?.body?.errorCode ?? ""}`.trim());
    buyer.outcome = "failed";
    return;
  }
  const bought = await call(buyer, "POST", "/api/v1/transaction/buy-ticket", {
    payment_method: "va_bca",
  }).catch(() => null);
  if (bought?.status !== 200) {
    noteError(`buy ${bought?.status ?? "network"} ${bought?.body?.errorCode ?? ""}`.trim());
    buyer.outcome = "failed";
    return;
  }
  const externalId = String(bought.body?.data?.external_id);
  // The sandbox keeps its instruments in the database (issue 19 item 5): any live process takes the
  // payment, as a real gateway's callback would reach any of them.
  const paid = await call(
    buyer,
    "POST",
    `/__sandbox/xendit/callback_virtual_accounts/external_id=${externalId}/simulate_payment`,
    {},
  ).catch(() => null);
  if (paid?.status !== 200) {
    noteError(`pay ${paid?.status ?? "process gone"}`);
    buyer.outcome = "lost_payment";
    // No process took the payment: the buyer cancels the order, freeing the ticket.
    await call(buyer, "DELETE", "/api/v1/transaction/cancel-transaction", { external_id: externalId }).catch(
      () => noteError("cancel network"),
    );
    return;
  }
  buyer.paidAt = Date.now();
  buyer.outcome = "paid";
}

/**
 * Pairs out of queue order: an entry admitted after (or instead of) one with a later key. `admitted` is
 * the admission's sequence number kept by the store (one counter across every process), not a clock.
 */
function countInversions(entries: { key: number; admitted: number }[]): number {
  const sorted = [...entries].sort((a, b) => a.key - b.key).map((e) => e.admitted);
  // Merge-sort count of i < j with a[i] > a[j] (never admitted = Infinity).
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
  return work(sorted)[1];
}

async function main() {
  log(
    `tickets ${TICKETS}, buyers ${BUYERS}, spread ${SPREAD_S}s, rate ${RATE}/min, abandon ${ABANDON}${KILL ? ", --kill" : ""}`,
  );
  await admin(`DROP DATABASE IF EXISTS ${SCRATCH} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${SCRATCH}`);
  const url = withDb(DATABASE_URL, SCRATCH);
  const migrator = openDatabase({ kind: "postgres", url });
  await runMigrations(migrator);
  await migrator.close();
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  const prefix = `bench-war-${randomBytes(4).toString("hex")}:`;
  const redis = new Redis(REDIS_URL);

  // Seed: one event, one general-admission category, the buyers with sessions, the room (opening later).
  const { rows: org } = await pool.query(
    "INSERT INTO organisers (slug, name) VALUES ('bench-war', 'Bench') RETURNING id",
  );
  const { rows: ev } = await pool.query(
    `INSERT INTO events (slug, title, category, city, venue_name, organiser_id, starts_at, ends_at)
     VALUES ($1, 'Bench War', 'concert', 'Jakarta', 'GBK', $2, now() + interval '30 days', now() + interval '31 days')
     RETURNING id`,
    [SLUG, org[0].id],
  );
  const eventId = ev[0].id as number;
  const { rows: cat } = await pool.query(
    "INSERT INTO ticket_categories (event_id, name, price, quota, per_transaction_max) VALUES ($1, 'Festival', 1500000, $2, 1) RETURNING id",
    [eventId, TICKETS],
  );
  const categoryId = cat[0].id as number;
  const tokens = Array.from({ length: BUYERS }, () => randomBytes(24).toString("base64url"));
  const { rows: buyerRows } = await pool.query(
    `INSERT INTO buyers (name, email, email_verified_at) SELECT 'Pembeli ' || n, 'war-' || n || '@example.com', now()
     FROM generate_series(1, $1) n RETURNING id`,
    [BUYERS],
  );
  await pool.query(
    "INSERT INTO sessions (token_hash, buyer_id) SELECT * FROM unnest($1::text[], $2::uuid[])",
    [tokens.map(hashSessionToken), buyerRows.map((b: { id: string }) => b.id)],
  );
  await pool.query(
    "INSERT INTO waiting_rooms (event_id, enabled, opens_at, admit_per_minute, token_minutes) VALUES ($1, true, now() + interval '1 day', $2, 10)",
    [eventId, RATE],
  );

  log("starting 3 server processes on 4400-4402");
  const cluster = await startCluster(PORTS, {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: url,
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    PAYMENT_SANDBOX: "true",
    XENDIT_SECRET_KEY: SANDBOX_KEY,
    SEED_ON_START: "false",
    RENDER_THREADS: "0",
    LOG_LEVEL: "warn",
  });
  for (const [i, p] of cluster.processes.entries())
    p.child.once("exit", () => {
      alive[i] = false;
    });

  // The opening: 3 s from now (arrivals start 1 s before it).
  const t0 = Date.now() + 3_000;
  await pool.query("UPDATE waiting_rooms SET opens_at = $2 WHERE event_id = $1", [eventId, new Date(t0)]);
  await sleep(1_100); // every process's settings cache has seen the new opening
  const half = Math.floor(BUYERS / 2);
  const buyers: Buyer[] = buyerRows.map((row: { id: string }, i: number) => ({
    i,
    id: row.id,
    token: tokens[i]!,
    home: i % PORTS.length,
    arriveAt: i < half ? -1_000 + Math.random() * 1_000 : Math.random() * SPREAD_S * 1_000,
    cookies: new Map(),
    joined: false,
    joinIndex: -1,
    admittedSeenAt: null,
    holdId: null,
    holdAt: null,
    abandonedAt: null,
    paidAt: null,
    outcome: "waiting",
  }));

  let soldOutAt: number | null = null;
  let killedAt: number | null = null;
  const sold = async () => {
    const { rows } = await pool.query(
      "SELECT coalesce(sum(quantity) FILTER (WHERE status = 'sold'), 0)::int AS sold, coalesce(sum(quantity) FILTER (WHERE status = 'sold' OR (status = 'held' AND expires_at > now())), 0)::int AS live FROM stock_claims WHERE category_id = $1",
      [categoryId],
    );
    return rows[0] as { sold: number; live: number };
  };
  let maxLive = 0;
  const monitor = (async () => {
    const killAt = t0 + (TICKETS / RATE) * 60_000 * 0.4;
    while (!stopAll) {
      await sleep(250);
      const now = await sold();
      maxLive = Math.max(maxLive, now.live);
      if (KILL && killedAt === null && Date.now() >= killAt) {
        killedAt = Date.now();
        log(
          `kill -9 the process on ${PORTS[1]} at t+${((killedAt - t0) / 1000).toFixed(1)} s (sold so far ${now.sold})`,
        );
        cluster.kill(1);
      }
      if (now.sold >= TICKETS && soldOutAt === null) {
        soldOutAt = Date.now();
        stopAll = true;
      }
      if (Date.now() - t0 > MAX_S * 1000) {
        log("max duration reached");
        stopAll = true;
      }
    }
  })();
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      for (const p of cluster.processes) if (p.alive) p.child.kill("SIGKILL");
      process.exit(130);
    });
  log("the war begins");
  await Promise.all([...buyers.map((b) => runBuyer(b, t0, categoryId, pool)), monitor]);
  const final = await sold();
  log(`war over: sold ${final.sold}`);

  // ---- fairness, from Redis: order keys and admission times of every place ----
  const p = `${prefix}wr:${eventId}:`;
  // Abandoned holds' shares go back at the next admission step after the 5 s grace: let it happen.
  if (abandonedHolds.length > 0)
    await sleep(Math.max(0, (abandonedHolds.at(-1)?.at ?? 0) + 8_000 - Date.now()));
  // RESP3 answers WITHSCORES as [member, score] pairs, RESP2 as one flat list: read either.
  const reply = (await redis.call("ZRANGE", `${p}q`, "0", "-1", "WITHSCORES")) as unknown[];
  const pairs = Array.isArray(reply[0])
    ? (reply as [string, string][])
    : Array.from(
        { length: reply.length / 2 },
        (_, i) => [reply[2 * i], reply[2 * i + 1]] as [string, string],
      );
  const ids = pairs.map(([id]) => String(id));
  const keys = pairs.map(([, score]) => Number(score));
  const pipeline = redis.pipeline();
  for (const id of ids) pipeline.hmget(`${p}e:${id}`, "n", "b", "r");
  const fields = ((await pipeline.exec()) ?? []).map((r) => r[1] as (string | null)[]);
  const entries = ids.map((id, i) => ({
    id,
    key: keys[i]!,
    admitted: fields[i]?.[0] ? Number(fields[i]![0]) : Number.POSITIVE_INFINITY,
    buyerId: fields[i]?.[1] ?? "",
    returnedAt: fields[i]?.[2] ? Number(fields[i]![2]) : null,
  }));
  const inversions = countInversions(entries);
  const byBuyer = new Map(entries.map((e) => [e.buyerId, e]));
  // Pre-opening arrivals: random keys; their places in the order they arrived (join answers' order).
  const preOpening = buyers
    .filter((b) => b.joined && (byBuyer.get(b.id)?.key ?? FIFO_BASE) < FIFO_BASE)
    .sort((a, b) => a.joinIndex - b.joinIndex);
  const preRank = new Map(
    [...preOpening]
      .sort((a, b) => byBuyer.get(a.id)!.key - byBuyer.get(b.id)!.key)
      .map((b, i) => [b.id, i + 1]),
  );
  const shuffle = shuffleChiSquare(preOpening.map((b) => preRank.get(b.id)!));

  // ---- abandoned holds: how fast their share went back to the line (and the next one was admitted) ----
  const returnLatency = abandonedHolds
    .map((a) => {
      const entry = byBuyer.get(a.buyerId);
      return entry?.returnedAt ? entry.returnedAt - a.at : null;
    })
    .filter((v): v is number => v !== null)
    .sort((a, b) => a - b);

  // ---- the fault's audit ----
  const joinedBuyers = buyers.filter((b) => b.joined);
  const placesLost = joinedBuyers.filter((b) => !byBuyer.has(b.id)).length;
  const tokensLost = buyers.filter(
    (b) =>
      b.admittedSeenAt !== null && !Number.isFinite(byBuyer.get(b.id)?.admitted ?? Number.POSITIVE_INFINITY),
  ).length;
  const acked = buyers.filter((b) => b.holdId !== null).map((b) => b.holdId!);
  const { rows: holdRows } = await pool.query(
    "SELECT status, count(*)::int AS n FROM checkout_holds WHERE id = ANY($1::uuid[]) GROUP BY status",
    [acked],
  );
  const holdsFound = holdRows.reduce((s: number, r: { n: number }) => s + r.n, 0);

  // ---- status throughput: one process answering a waiting buyer's poll vs raw Node HTTP, same bytes ----
  // The buyers stop first: the figure is the status path's capacity (and raw Node's) on a quiet box,
  // not what is left of one while 17,000 other buyers keep polling all three processes.
  const waiting = buyers.filter((b) => b.joined && b.admittedSeenAt === null && alive[b.home]).at(-1);
  stopAll = true;
  await sleep(3_000);
  let statusRps = Number.NaN;
  let rawRps = Number.NaN;
  let statusBytes = 0;
  if (waiting) {
    const home = alive[0] ? 0 : 2;
    const cookie = [`tiketin_session=${waiting.token}`, ...waiting.cookies.values()].join("; ");
    const sample = await send(home, "GET", `/api/v1/queue/${SLUG}/status`, { cookie });
    const bodyText = JSON.stringify(sample.body);
    statusBytes = Buffer.byteLength(bodyText);
    const raw = await startRawHttpServer();
    await fetch(`http://127.0.0.1:${raw.port}/replay/status`, {
      method: "POST",
      body: JSON.stringify({
        // The app's own header lines (security headers, no-store, a request id), so both send the same
        // bytes; Node adds date, connection and keep-alive to each, and content-length is the raw server's.
        headers: Object.fromEntries(
          Object.entries(sample.headers).filter(
            ([name]) => !["date", "connection", "keep-alive", "content-length"].includes(name),
          ),
        ),
        body: Buffer.from(bodyText).toString("base64"),
      }),
    });
    const rounds = { app: [] as number[], raw: [] as number[] };
    for (let round = 0; round < 2; round++) {
      const app = await runHttpLoad({
        url: `http://127.0.0.1:${PORTS[home]}/api/v1/queue/${SLUG}/status`,
        connections: 64,
        durationSeconds: 5,
        headers: { cookie, "accept-language": "en" },
      });
      rounds.app.push(app.requestsPerSecond);
      const base = await runHttpLoad({
        url: `http://127.0.0.1:${raw.port}/replay/status`,
        connections: 64,
        durationSeconds: 5,
      });
      rounds.raw.push(base.requestsPerSecond);
    }
    await raw.stop();
    statusRps = Math.max(...rounds.app);
    rawRps = Math.max(...rounds.raw);
  }

  stopAll = true;
  await cluster.stop();
  if (!process.env.BENCH_KEEP_KEYS) await redis.del(...(await redis.keys(`${prefix}*`)));
  else log(`kept Redis keys under ${prefix}`);
  redis.disconnect();
  await pool.end();
  for (const agent of agents) agent.destroy();

  const sortedStatus = [...statusMs].sort((a, b) => a - b);
  const outcomes = buyers.reduce<Record<string, number>>((acc, b) => {
    acc[b.outcome] = (acc[b.outcome] ?? 0) + 1;
    return acc;
  }, {});
  const rows: ReportRow[] = [
    { figure: "tickets / buyers / processes", value: `${TICKETS} / ${BUYERS} / ${PORTS.length}` },
    { figure: "sold", value: final.sold, unit: "tickets" },
    { figure: "oversold (must be 0)", value: Math.max(0, final.sold - TICKETS), unit: "tickets" },
    { figure: "most tickets live at once (<= stock)", value: maxLive, unit: "tickets" },
    { figure: "time to sell out", value: soldOutAt ? (soldOutAt - t0) / 1000 : "not sold out", unit: "s" },
    { figure: "admission inversions vs queue order (must be 0)", value: inversions },
    { figure: "places in line", value: entries.length },
    {
      figure: "pre-opening shuffle chi-square (10x10)",
      value: `${shuffle.chi2.toFixed(1)} df ${shuffle.df} p ${shuffle.p.toFixed(3)}`,
    },
    {
      figure: "places drawn at opening / joined after (FIFO)",
      value: `${preOpening.length} / ${entries.filter((e) => e.key >= FIFO_BASE).length}`,
    },
    { figure: "answers refused for load (503/429), waited out and retried", value: shedAnswers },
    { figure: "queue status p50", value: pct(sortedStatus, 50), unit: "ms" },
    { figure: "queue status p99", value: pct(sortedStatus, 99), unit: "ms" },
    { figure: "queue status polls during the war", value: statusMs.length },
    { figure: `status req/s, one process (${statusBytes} B JSON)`, value: statusRps, unit: "req/s" },
    { figure: "raw Node HTTP, same bytes", value: rawRps, unit: "req/s" },
    { figure: "status / raw (goal >= 0.8x)", value: statusRps / rawRps, unit: "x" },
    { figure: "abandoned holds", value: abandonedHolds.length },
    {
      figure: "abandoned: expiry -> share back + next admitted, p50",
      value: pct(returnLatency, 50) / 1000,
      unit: "s",
    },
    {
      figure: "abandoned: expiry -> share back + next admitted, max",
      value: (returnLatency.at(-1) ?? Number.NaN) / 1000,
      unit: "s",
    },
    { figure: "abandoned shares returned", value: `${returnLatency.length} of ${abandonedHolds.length}` },
    { figure: "buyer outcomes", value: JSON.stringify(outcomes) },
    { figure: "refusals and errors seen", value: JSON.stringify(Object.fromEntries(errors)) },
  ];
  if (KILL)
    rows.push(
      { figure: "kill -9 at", value: killedAt ? (killedAt - t0) / 1000 : "not reached", unit: "s" },
      { figure: "places lost (must be 0)", value: placesLost },
      { figure: "admissions lost (must be 0)", value: tokensLost },
      { figure: "acknowledged holds found (stand or released)", value: `${holdsFound} of ${acked.length}` },
      {
        figure: "hold states",
        value: JSON.stringify(
          Object.fromEntries(holdRows.map((r: { status: string; n: number }) => [r.status, r.n])),
        ),
      },
    );
  printReport("bench:war", rows, {
    tickets: TICKETS,
    buyers: BUYERS,
    sold: final.sold,
    oversold: Math.max(0, final.sold - TICKETS),
    sellOutSeconds: soldOutAt ? (soldOutAt - t0) / 1000 : null,
    inversions,
    chiSquare: shuffle,
    statusP50Ms: pct(sortedStatus, 50),
    statusP99Ms: pct(sortedStatus, 99),
    statusRps,
    rawRps,
    ratio: statusRps / rawRps,
    abandoned: abandonedHolds.length,
    abandonedReturnP50Ms: pct(returnLatency, 50),
    kill: KILL
      ? {
          killedAt: killedAt ? (killedAt - t0) / 1000 : null,
          placesLost,
          tokensLost,
          holdsFound,
          acked: acked.length,
        }
      : null,
  });
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
