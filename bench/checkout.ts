// Checkout under a ticket war: one event, one general-admission category of 20,000 tickets, signed-in
// buyers hammering POST /api/v1/transaction/checkout through the full HTTP path of the real server
// (a child process, production mode) on PostgreSQL. Prints committed holds/s as a ratio to the raw
// hot-row UPDATE measured in the same run, latencies, and the audit (oversold, duplicates).

import { randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { hashSessionToken } from "../server/features/sessions/session-reader.ts";
import { startAppServer } from "./lib/app-server.ts";
import { assertPostgresReachable, measureHotRowTps, scratchSuffix } from "./lib/hot-row.ts";
import { sampleActivity } from "./lib/pg-activity.ts";
import { printReport, type ReportRow } from "./lib/report.ts";

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SECONDS = Number(process.env.BENCH_SECONDS ?? "10");
const STOCK = 20_000;
const LEVELS = [256, 1_024];
// 64: the anchors' client count. Lower only when the server's max_connections is shared with other runs
// (the figure is then not the anchors' baseline, but before/after ratios in one run still compare).
const HOT_ROW_CLIENTS = Number(process.env.BENCH_HOT_ROW_CLIENTS ?? "64");
// BENCH_SCRATCH_SUFFIX keeps runs of several engineers on one server out of each other's databases.
const SCRATCH = `bench_checkout${scratchSuffix()}`;
const log = (message: string) => process.stderr.write(`[bench:checkout] ${message}\n`);
const withDb = (url: string, name: string) =>
  Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: withDb(DATABASE_URL, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One event + category and `count` signed-in buyers, inserted in bulk. */
async function seed(pool: pg.Pool, level: number, count: number) {
  const slug = `bench-war-${level}`;
  const { rows: org } = await pool.query(
    "INSERT INTO organisers (slug, name) VALUES ($1, 'Bench') RETURNING id",
    [`bench-org-${level}`],
  );
  const { rows: ev } = await pool.query(
    `INSERT INTO events (slug, title, category, city, venue_name, organiser_id, starts_at, ends_at)
     VALUES ($1, 'Bench War', 'concert', 'Jakarta', 'GBK', $2, now() + interval '30 days', now() + interval '31 days')
     RETURNING id`,
    [slug, org[0].id],
  );
  const { rows: cat } = await pool.query(
    "INSERT INTO ticket_categories (event_id, name, price, quota, per_transaction_max) VALUES ($1, 'Festival', 1500000, $2, 5) RETURNING id",
    [ev[0].id, STOCK],
  );
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString("base64url"));
  const { rows: buyers } = await pool.query(
    `INSERT INTO buyers (name, email) SELECT 'Bench ' || n, 'bench-${level}-' || n || '@example.com'
     FROM generate_series(1, $1) n RETURNING id`,
    [count],
  );
  await pool.query(
    "INSERT INTO sessions (token_hash, buyer_id) SELECT * FROM unnest($1::text[], $2::uuid[])",
    [tokens.map(hashSessionToken), buyers.map((b: { id: string }) => b.id)],
  );
  return { slug, categoryId: cat[0].id as number, tokens };
}

function post(agent: http.Agent, port: number, token: string, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/v1/transaction/checkout",
        headers: {
          "content-type": "application/json",
          cookie: `tiketin_session=${token}`,
          "accept-language": "en",
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function war(port: number, pool: pg.Pool, level: number) {
  const { slug, categoryId, tokens } = await seed(pool, level, STOCK + level);
  const agent = new http.Agent({ keepAlive: true, maxSockets: level });
  const latencies: number[] = [];
  let next = 0,
    holds = 0,
    shed = 0,
    refused = 0,
    errors = 0,
    duplicateOrders = 0,
    lastHoldAt = 0,
    soldOut = false;
  const activity = sampleActivity(pool, SCRATCH);
  const started = performance.now();
  const deadline = started + SECONDS * 6_000;
  const worker = async () => {
    while (!soldOut && performance.now() < deadline) {
      const i = next++;
      if (i >= tokens.length) return;
      const body = JSON.stringify({
        event_slug: slug,
        tickets: [{ category_id: categoryId, quantity: 1 }],
        idempotency_key: `bench-${level}-${i}`,
      });
      for (;;) {
        const t0 = performance.now();
        // Every 10th buyer double-submits: both answers must name the same hold.
        const sends =
          i % 10 === 0
            ? [post(agent, port, tokens[i]!, body), post(agent, port, tokens[i]!, body)]
            : [post(agent, port, tokens[i]!, body)];
        const answers = await Promise.all(sends).catch(() => null);
        if (!answers) {
          errors++;
          break;
        }
        const [first, second] = answers;
        latencies.push(performance.now() - t0);
        if (first!.status === 503) {
          shed++;
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        if (first!.status === 200) {
          holds++;
          lastHoldAt = performance.now();
          if (
            second?.status === 200 &&
            JSON.parse(second.body).data.hold_id !== JSON.parse(first!.body).data.hold_id
          )
            duplicateOrders++;
        } else {
          refused++;
          soldOut = first!.status === 409;
        }
        break;
      }
    }
  };
  await Promise.all(Array.from({ length: level }, worker));
  const sessions = await activity.stop();
  agent.destroy();
  const seconds = ((lastHoldAt || performance.now()) - started) / 1000;
  const audit = await pool.query(
    `SELECT (SELECT GREATEST(sold + held - quota, 0) FROM ticket_category_stock WHERE category_id = $1) AS oversold,
            (SELECT sold + held FROM ticket_category_stock WHERE category_id = $1) AS taken,
            (SELECT count(*) FROM (SELECT seat_id FROM stock_claims WHERE seat_id IS NOT NULL AND status IN ('held','sold') GROUP BY seat_id HAVING count(*) > 1) d) AS dup_seats,
            (SELECT count(*) FROM (SELECT 1 FROM checkout_holds GROUP BY buyer_id, idempotency_key HAVING count(*) > 1) d) AS dup_keys`,
    [categoryId],
  );
  latencies.sort((a, b) => a - b);
  return {
    level,
    holds,
    seconds,
    holdsPerS: holds / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    shed,
    refused,
    errors,
    soldOut,
    duplicateOrders: duplicateOrders + Number(audit.rows[0].dup_keys),
    oversold: Number(audit.rows[0].oversold),
    duplicateSeats: Number(audit.rows[0].dup_seats),
    taken: Number(audit.rows[0].taken),
    sessions,
  };
}

async function main() {
  await assertPostgresReachable(DATABASE_URL);
  log(`hot-row baseline (${HOT_ROW_CLIENTS} clients)`);
  const hot = await measureHotRowTps({
    databaseUrl: DATABASE_URL,
    clients: HOT_ROW_CLIENTS,
    durationSeconds: SECONDS,
  });
  await admin(`DROP DATABASE IF EXISTS ${SCRATCH} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${SCRATCH}`);
  const url = withDb(DATABASE_URL, SCRATCH);
  const database = openDatabase({ kind: "postgres", url });
  await runMigrations(database);
  await database.close();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const server = await startAppServer({ url });
  const results = [];
  try {
    for (const level of LEVELS) {
      log(`${level} concurrent buyers, ${STOCK} tickets`);
      results.push(await war(server.port, pool, level));
    }
  } finally {
    await server.stop();
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS ${SCRATCH} WITH (FORCE)`);
  }
  const rows: ReportRow[] = [
    { figure: `raw hot-row UPDATE (${hot.tool}, ${HOT_ROW_CLIENTS} clients)`, value: hot.tps, unit: "tps" },
  ];
  for (const r of results)
    rows.push(
      { figure: `${r.level} buyers: committed holds`, value: r.holdsPerS, unit: "holds/s" },
      { figure: `${r.level} buyers: ratio to hot row`, value: r.holdsPerS / hot.tps, unit: "x" },
      {
        figure: `${r.level} buyers: p50 / p99`,
        value: `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)}`,
        unit: "ms",
      },
      {
        figure: `${r.level} buyers: shed (503) / refused / errors`,
        value: `${r.shed} / ${r.refused} / ${r.errors}`,
      },
      {
        figure: `${r.level} buyers: oversold / dup seats / dup orders`,
        value: `${r.oversold} / ${r.duplicateSeats} / ${r.duplicateOrders}`,
      },
      {
        figure: `${r.level} buyers: DB sessions running / lock wait / WAL+IO wait / idle in tx`,
        value: [
          r.sessions.get("running") ?? 0,
          r.sessions.get("waiting: Lock") ?? 0,
          (r.sessions.get("waiting: LWLock") ?? 0) + (r.sessions.get("waiting: IO") ?? 0),
          r.sessions.get("idle in transaction") ?? 0,
        ]
          .map((n) => n.toFixed(2))
          .join(" / "),
        unit: "avg",
      },
      {
        // Closed loop (each buyer sends again on an answer): mean latency = buyers / throughput, so the
        // p99 can only reach a target T when throughput >= buyers / T.
        figure: `${r.level} buyers: Little's law, mean latency at this rate / at the hot row's`,
        value: `${((r.level / r.holdsPerS) * 1000).toFixed(0)} / ${((r.level / hot.tps) * 1000).toFixed(0)}`,
        unit: "ms",
      },
      {
        figure: `${r.level} buyers: sold+held (stock ${STOCK})`,
        value: r.taken,
        unit: r.soldOut ? "sold out" : "not sold out",
      },
    );
  const [a, b] = results;
  printReport("checkout", rows, {
    buyers: a?.level,
    holds_per_s: Math.round(a?.holdsPerS ?? 0),
    hot_row_tps: Math.round(hot.tps),
    hot_row_clients: HOT_ROW_CLIENTS,
    ratio: Number(((a?.holdsPerS ?? 0) / hot.tps).toFixed(2)),
    p99_ms: Math.round(a?.p99 ?? 0),
    holds_per_s_1024: Math.round(b?.holdsPerS ?? 0),
    ratio_1024: Number(((b?.holdsPerS ?? 0) / hot.tps).toFixed(2)),
    p99_ms_1024: Math.round(b?.p99 ?? 0),
    db_sessions: Object.fromEntries(
      results.map((r) => [
        r.level,
        Object.fromEntries([...r.sessions].map(([what, n]) => [what, Number(n.toFixed(2))])),
      ]),
    ),
    oversold: results.reduce((s, r) => s + r.oversold, 0),
    duplicate_seats: results.reduce((s, r) => s + r.duplicateSeats, 0),
    duplicate_orders: results.reduce((s, r) => s + r.duplicateOrders, 0),
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
