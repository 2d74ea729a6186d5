// `npm run bench:metrics` (ADR 0135): what `/metrics` costs. Two figures, a few seconds in all:
//
// 1. A scrape at 100 events on sale: the app (in this process, PostgreSQL) with 100 events on sale and
//    100 past ones, 20,000 tickets sold, 2,000 held, 3,000 orders in every payment state, 10 waiting
//    rooms of 500 places, 1,000 unsent mails (SMTP_URL set, so the outbox section is read) and 200
//    pending webhooks, plus HTTP counts as if 150 routes had been hit with several status codes.
//    `GET /metrics` is scraped 20 times over loopback: time (p50, p95, max), size plain and gzipped,
//    samples, and the database part's own time.
// 2. The cost on a hot read: the read fast path replaying a stored API read (what a ticket war's
//    traffic mostly is) to a stub socket, in a loop, with the metrics' observer and without, alternated
//    in rounds (CPU time, medians); the difference is what counting adds per request. The same for the
//    pipeline's hook alone (one observation).
//
// Its own database `bench_metrics_<pid>` on the server at BENCH_DATABASE_URL or DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), created and dropped by the run. Table first, then one
// JSON line.

import type { IncomingMessage, ServerResponse } from "node:http";
import { loadavg } from "node:os";
import { Writable } from "node:stream";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { buildApp } from "../server/app.ts";
import { buildServices } from "../server/build-services.ts";
import { loadConfig } from "../server/config/env.ts";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { apiResponseHead } from "../server/http/api-response-head.ts";
import { createReadFastPath } from "../server/http/read-fast-path.ts";
import { createHttpRecorder } from "../server/metrics/http-recorder.ts";
import { printReport } from "./lib/report.ts";

const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const EVENTS_ON_SALE = 100;
const SCRAPES = 20;
const TOKEN = "bench-metrics-token-0123456789abcdef";
const FAST_PATH_LOOPS = 200_000;
const ROUNDS = 5;

/** CPU time (user and system) this process used since `since`, in ns. */
const cpuNs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) * 1_000;
};
const log = (message: string) => process.stderr.write(`[bench:metrics] ${message}\n`);
const round = (n: number, digits = 0) => Number(n.toFixed(digits));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The catalogue and traffic of a busy sale night, written in a few statements. */
async function fill(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO organisers (slug, name) VALUES ('bench-org', 'Bench Organiser');
      -- 100 on sale (a sale open since some hours), 100 past (ended: never in the per-event series).
      INSERT INTO events (slug, title, category, city, venue_name, organiser_id, starts_at, ends_at)
      SELECT 'bench-event-' || i, 'Bench Event ' || i, 'concert', 'Jakarta', 'Bench Hall',
        (SELECT id FROM organisers WHERE slug = 'bench-org'),
        CASE WHEN i <= ${EVENTS_ON_SALE} THEN now() + (i || ' days')::interval ELSE now() - (i || ' days')::interval END,
        CASE WHEN i <= ${EVENTS_ON_SALE} THEN now() + (i || ' days')::interval + interval '4 hours'
             ELSE now() - (i || ' days')::interval + interval '4 hours' END
      FROM generate_series(1, ${EVENTS_ON_SALE * 2}) i;
      INSERT INTO ticket_categories (event_id, name, price, quota, sale_starts_at)
      SELECT e.id, 'CAT ' || c, 150000, 1000, now() - interval '3 hours'
      FROM events e CROSS JOIN generate_series(1, 2) c;
      -- 100 sold and 10 held tickets per category.
      INSERT INTO stock_claims (category_id, quantity, status, expires_at)
      SELECT c.id, 1, CASE WHEN n <= 100 THEN 'sold' ELSE 'held' END,
        CASE WHEN n <= 100 THEN NULL ELSE now() + interval '10 minutes' END
      FROM ticket_categories c CROSS JOIN generate_series(1, 110) n;
      -- 30 orders per event on sale, each its own buyer and hold, across every payment state.
      INSERT INTO buyers (name, email)
      SELECT 'Buyer ' || i, 'buyer' || i || '@bench.test' FROM generate_series(1, ${EVENTS_ON_SALE * 30}) i;
      WITH numbered AS (
        SELECT b.id AS buyer_id, row_number() OVER (ORDER BY b.email) AS n FROM buyers b
      ), placed AS (
        SELECT buyer_id, n, (SELECT id FROM events WHERE slug = 'bench-event-' || (1 + (n - 1) % ${EVENTS_ON_SALE})) AS event_id,
          (ARRAY['Waiting For Payment', 'Payment Success', 'Payment Expired', 'Cancelled'])[1 + n % 4] AS status
        FROM numbered
      ), holds AS (
        INSERT INTO checkout_holds (id, buyer_id, event_id, status, expires_at, is_seat_ticket, sub_total, lines)
        SELECT gen_random_uuid(), buyer_id, event_id,
          CASE status WHEN 'Waiting For Payment' THEN 'awaiting_payment' WHEN 'Payment Success' THEN 'paid' ELSE 'released' END,
          now() + interval '20 minutes', false, 150000, '[]'::jsonb
        FROM placed RETURNING id, buyer_id, event_id
      )
      INSERT INTO payment_transactions (external_id, invoice_number, buyer_id, hold_id, event_id, status,
        payment_method, instrument, sub_total, voucher_discount, sub_total_payment, tax, inet_fee, payment_fee,
        total, expires_at, paid_at)
      SELECT 'trx_bench_' || p.n, 'INV-BENCH-' || p.n, h.buyer_id, h.id, h.event_id, p.status, 'va_bca', 'va',
        150000, 0, 150000, 0, 5000, 4000, 159000, now() + interval '20 minutes',
        CASE WHEN p.status = 'Payment Success' THEN now() END
      FROM holds h JOIN placed p ON p.buyer_id = h.buyer_id;
      -- 10 waiting rooms, open, 500 places each (the database's line store), 200 admitted.
      INSERT INTO waiting_rooms (event_id, enabled, opens_at, admit_per_minute, admitted)
      SELECT id, true, now() - interval '5 minutes', 600, 200 FROM events WHERE slug ~ '^bench-event-([1-9]|10)$';
      INSERT INTO waiting_room_entries (id, event_id, visitor_id, order_key, admitted_at)
      SELECT gen_random_uuid(), r.event_id, 'visitor-' || r.event_id || '-' || n, n,
        CASE WHEN n <= 200 THEN now() - interval '1 minute' END
      FROM waiting_rooms r CROSS JOIN generate_series(1, 500) n;
      INSERT INTO mail_outbox ("to", subject, text, html)
      SELECT 'buyer' || i || '@bench.test', 'Bench mail ' || i, 'text', '<p>html</p>' FROM generate_series(1, 1000) i;
      INSERT INTO webhook_endpoints (organiser_id, url, event_types, secret_ciphertext)
      SELECT id, 'https://example.invalid/hook', ARRAY['order.paid'], 'x' FROM organisers WHERE slug = 'bench-org';
      INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, ordering_key, body, attempts)
      SELECT (SELECT id FROM webhook_endpoints LIMIT 1), 'msg_' || i, 'order.paid', 'order-' || i, '{}', i % 3
      FROM generate_series(1, 200) i;
      ANALYZE;
    `);
  } finally {
    await client.end();
  }
}

/** Every distinct label set the HTTP counts would hold after a night of traffic on 150 routes. */
function fillHttpCounts(observe: (method: string, route: string, status: number, seconds: number) => void) {
  for (let i = 0; i < 150; i++) {
    const route = `/api/v1/bench/route-${i}/:id`;
    for (const status of [200, 304, 404]) observe("GET", route, status, 0.0005 * (1 + (i % 40)));
    if (i % 3 === 0) for (const status of [200, 400, 409, 503]) observe("POST", route, status, 0.02);
  }
}

interface ScrapeFigures {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  bytes: number;
  gzipBytes: number;
  samples: number;
  databaseMs: number;
  /** CPU time of this process per scrape (the server's part and the client's reading of the answer). */
  cpuMs: number;
  perEventSeries: number;
}

async function measureScrape(url: string): Promise<ScrapeFigures> {
  const database = openDatabase({ kind: "postgres", url, poolMax: 20 });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    METRICS_TOKEN: TOKEN,
    DATABASE_URL: url,
    // The outbox section is read only where mail is delivered; nothing here sends any.
    SMTP_URL: "smtp://127.0.0.1:1",
  });
  const services = buildServices({ config, database });
  services.metrics.collectProcessMetrics();
  fillHttpCounts((method, route, status, seconds) =>
    services.metrics.http.observe(method, route, status, seconds, "pipeline"),
  );
  const app = await buildApp({ services, logStream: new Writable({ write: (_c, _e, done) => done() }) });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    let cpu = 0;
    const scrape = async () => {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const text = await response.text();
      if (response.status !== 200)
        throw new Error(`scrape answered ${response.status}: ${text.slice(0, 200)}`);
      cpu += cpuNs(cpuStarted);
      return { ms: performance.now() - started, text };
    };
    for (let i = 0; i < 3; i++) await scrape();
    const times: number[] = [];
    let last = "";
    cpu = 0;
    for (let i = 0; i < SCRAPES; i++) {
      const { ms, text } = await scrape();
      times.push(ms);
      last = text;
    }
    times.sort((a, b) => a - b);
    const sampleLines = last.split("\n").filter((line) => line !== "" && !line.startsWith("#"));
    const sections = Object.fromEntries(
      [...last.matchAll(/^tiketin_database_metrics_duration_seconds\{section="([a-z_]+)"\} (\S+)$/gm)].map(
        ([, section, seconds]) => [section!, round(Number(seconds) * 1000, 1)],
      ),
    );
    log(`database sections of the last scrape (ms): ${JSON.stringify(sections)}`);
    const databaseSeconds = Object.values(sections).reduce((sum, ms) => sum + ms, 0) / 1000;
    const down = sampleLines.filter(
      (line) => line.startsWith("tiketin_database_metrics_up") && line.endsWith(" 0"),
    );
    if (down.length > 0) throw new Error(`sections not read: ${down.join(", ")}`);
    return {
      p50Ms: round(percentile(times, 50), 1),
      p95Ms: round(percentile(times, 95), 1),
      maxMs: round(times.at(-1)!, 1),
      bytes: Buffer.byteLength(last),
      gzipBytes: gzipSync(last).length,
      samples: sampleLines.length,
      databaseMs: round(databaseSeconds * 1000, 1),
      cpuMs: round(cpu / SCRAPES / 1e6, 1),
      perEventSeries: sampleLines.filter((line) => line.includes('event="')).length,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

interface FastPathFigures {
  /** ns per replayed read: access log off / on (a stub writer), counted or not. */
  logOffNs: number;
  logOffCountedNs: number;
  logOnNs: number;
  logOnCountedNs: number;
  /** What counting adds per read: with the access log off (one clock read more) and on (the clock is shared). */
  addedLogOffNs: number;
  addedLogOnNs: number;
  /** One observation alone, as the pipeline's onResponse hook makes it. */
  observeNs: number;
}

/** ns per replayed read through the fast path, with and without the metrics' observer, alternated. */
function measureFastPath(): FastPathFigures {
  const recorder = createHttpRecorder();
  const build = (options: { log: boolean; count: boolean }) => {
    const fastPath = createReadFastPath();
    fastPath.attach({
      accessLog: options.log ? () => {} : null,
      trustProxy: false,
      apiHead: apiResponseHead({ https: false }),
      observe: options.count
        ? (method, route, status, seconds) => recorder.observe(method, route, status, seconds, "fast_path")
        : undefined,
    });
    const far = Date.now() + 3_600_000;
    fastPath.rememberRead(
      { url: "/api/v1/events?page=1", locale: "id", acceptEncoding: undefined, route: "/api/v1/events" },
      {
        headers: { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=1" },
        body: Buffer.from(JSON.stringify({ status: 1, message: "OK", data: { rows: [] } })),
        etag: '"bench"',
        freshUntil: far,
        refreshAt: far,
      },
    );
    return fastPath;
  };
  const req = {
    method: "GET",
    url: "/api/v1/events?page=1",
    headers: { "accept-language": "id", "x-request-id": "bench-request-id-0001" },
    socket: { remoteAddress: "127.0.0.1" },
  } as unknown as IncomingMessage;
  let written = 0;
  const res = {
    statusCode: 200,
    writeHead(status: number) {
      res.statusCode = status;
      return res;
    },
    end(body?: Buffer) {
      written += body?.length ?? 0;
      return res;
    },
  } as unknown as ServerResponse;
  // CPU time, not wall time: on a shared machine the wall clock also counts the time other processes
  // ran, and that is not what counting costs.
  const timed = (fastPath: ReturnType<typeof createReadFastPath>) => {
    const started = process.cpuUsage();
    for (let i = 0; i < FAST_PATH_LOOPS; i++) if (!fastPath.serve(req, res)) throw new Error("not served");
    return cpuNs(started) / FAST_PATH_LOOPS;
  };
  const variants = {
    logOff: build({ log: false, count: false }),
    logOffCounted: build({ log: false, count: true }),
    logOn: build({ log: true, count: false }),
    logOnCounted: build({ log: true, count: true }),
  };
  const times: Record<keyof typeof variants, number[]> = {
    logOff: [],
    logOffCounted: [],
    logOn: [],
    logOnCounted: [],
  };
  for (const fastPath of Object.values(variants)) timed(fastPath);
  // Alternated in rounds, medians taken: a busy machine moves every variant alike.
  for (let r = 0; r < ROUNDS; r++)
    for (const [name, fastPath] of Object.entries(variants))
      times[name as keyof typeof variants].push(timed(fastPath));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const started = process.cpuUsage();
  for (let i = 0; i < FAST_PATH_LOOPS; i++)
    recorder.observe("GET", "/api/v1/events/:slug", 200, 0.004, "pipeline");
  const observeNs = cpuNs(started) / FAST_PATH_LOOPS;
  if (written === 0) throw new Error("nothing written");
  const m = Object.fromEntries(
    Object.entries(times).map(([name, values]) => [name, median(values)]),
  ) as Record<keyof typeof variants, number>;
  return {
    logOffNs: round(m.logOff),
    logOffCountedNs: round(m.logOffCounted),
    logOnNs: round(m.logOn),
    logOnCountedNs: round(m.logOnCounted),
    addedLogOffNs: round(m.logOffCounted - m.logOff),
    addedLogOnNs: round(m.logOnCounted - m.logOn),
    observeNs: round(observeNs),
  };
}

async function main(): Promise<void> {
  const name = `bench_metrics_${process.pid}`;
  const admin = new pg.Client({ connectionString: withDatabase(SERVER_URL, "postgres") });
  await admin.connect();
  const url = withDatabase(SERVER_URL, name);
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    const started = performance.now();
    const database = openDatabase({ kind: "postgres", url, poolMax: 2 });
    await runMigrations(database);
    await database.close();
    await fill(url);
    log(`database ${name} filled in ${round((performance.now() - started) / 1000, 1)} s`);
    const scrape = await measureScrape(url);
    const fast = measureFastPath();
    printReport(
      "metrics",
      [
        { figure: "scrape p50", value: scrape.p50Ms, unit: "ms" },
        { figure: "scrape p95", value: scrape.p95Ms, unit: "ms" },
        { figure: "scrape max", value: scrape.maxMs, unit: "ms" },
        { figure: "database part of the last scrape", value: scrape.databaseMs, unit: "ms" },
        { figure: "app CPU per scrape (with the client)", value: scrape.cpuMs, unit: "ms" },
        { figure: "answer size", value: scrape.bytes, unit: "bytes" },
        { figure: "answer size gzipped", value: scrape.gzipBytes, unit: "bytes" },
        { figure: "samples", value: scrape.samples },
        { figure: "per-event samples", value: scrape.perEventSeries },
        { figure: "fast-path read, access log off", value: fast.logOffNs, unit: "ns" },
        { figure: "  counted", value: fast.logOffCountedNs, unit: "ns" },
        { figure: "fast-path read, access log on", value: fast.logOnNs, unit: "ns" },
        { figure: "  counted", value: fast.logOnCountedNs, unit: "ns" },
        {
          figure: "added per fast-path read, log off / on",
          value: `${fast.addedLogOffNs} / ${fast.addedLogOnNs}`,
          unit: "ns",
        },
        { figure: "one observation (pipeline hook)", value: fast.observeNs, unit: "ns" },
        { figure: "load average (1 min) at the end", value: round(loadavg()[0]!, 1) },
      ],
      { eventsOnSale: EVENTS_ON_SALE, scrape, fastPath: fast, loadAverage: round(loadavg()[0]!, 1) },
    );
  } finally {
    if (process.env.BENCH_KEEP_DB === "1") log(`kept ${name} (BENCH_KEEP_DB=1)`);
    else await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
