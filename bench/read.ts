// Read path under a ticket war (quality bar: landing-page and event-detail API >= 0.6x raw Node
// HTTP requests/s with p99 <= 25 ms at 256 connections), measured in one run against a baseline from
// the same load tool, so the ratio holds on any box. Table first, then one JSON line.

import { type AppServer, startAppServer } from "./lib/app-server.ts";
import { type HttpLoadResult, runHttpLoad } from "./lib/http-load.ts";
import { startRawHttpServer } from "./lib/raw-http.ts";
import { prepareReadDatabase } from "./lib/read-database.ts";
import { printReport, type ReportRow } from "./lib/report.ts";

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SECONDS = Number(process.env.BENCH_SECONDS ?? "10");
const CONNECTIONS = 256;
const GOAL_RATIO = 0.6;
const GOAL_P99_MS = 25;

const log = (message: string): void => {
  process.stderr.write(`[bench:read] ${message}\n`);
};
const round = (n: number, digits = 0): number => Number(n.toFixed(digits));

const interrupt = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    log(`${signal} received, cleaning up`);
    interrupt.abort();
  });

async function load(url: string, label: string, headers?: Record<string, string>): Promise<HttpLoadResult> {
  log(`${label}: ${CONNECTIONS} connections, ${SECONDS}s`);
  const result = await runHttpLoad({
    url,
    connections: CONNECTIONS,
    durationSeconds: SECONDS,
    headers,
    signal: interrupt.signal,
  });
  if (interrupt.signal.aborted) throw new Error("interrupted");
  if (result.errors > 0 || result.non2xx > 0)
    log(`warning: ${label} had ${result.errors} errors and ${result.non2xx} non-2xx responses`);
  return result;
}

/** The event a ticket war is about: the first upcoming one on the landing page. */
async function hotEventSlug(server: AppServer): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/public/events/landing-page?show=10`);
  const body = (await response.json()) as { data?: { rows?: { slug: string; status: string }[] } };
  const slug = body.data?.rows?.find((row) => row.status === "upcoming")?.slug;
  if (!slug) throw new Error("the seeded catalogue has no open event");
  return slug;
}

async function main(): Promise<void> {
  if (!(SECONDS > 0)) throw new Error(`BENCH_SECONDS must be > 0, got ${process.env.BENCH_SECONDS}`);
  log("preparing a scratch database at site scale (1,200 events, 140,000 tickets sold)");
  const database = await prepareReadDatabase(DATABASE_URL, log);
  try {
    const raw = await startRawHttpServer();
    let hello: HttpLoadResult;
    try {
      hello = await load(`http://127.0.0.1:${raw.port}/hello`, "raw Node hello-world");
    } finally {
      await raw.stop();
    }
    const server = await startAppServer(database.target);
    const results: Record<string, HttpLoadResult> = {};
    try {
      const base = `http://127.0.0.1:${server.port}/api/v1/public`;
      const slug = await hotEventSlug(server);
      const landing = `${base}/events/landing-page?show=24&page=1`;
      const runs: [string, string, Record<string, string>?][] = [
        ["landing", landing],
        ["detail", `${base}/events/detail/${slug}`],
        // Extra figures: stock of the hot event, what browsers get (brotli), and the floor the
        // shared pipeline (security headers, logging, hooks) sets for any route: /healthz.
        ["tickets", `${base}/active-tickets/event/${slug}`],
        ["landing_br", landing, { "accept-encoding": "gzip, deflate, br" }],
        ["healthz", `http://127.0.0.1:${server.port}/healthz`],
      ];
      for (const [name, url, headers] of runs) results[name] = await load(url, name, headers);
    } finally {
      await server.stop();
    }
    report(database.kind, hello, results);
  } finally {
    await database.drop();
  }
}

function report(kind: string, hello: HttpLoadResult, results: Record<string, HttpLoadResult>): void {
  const rows: ReportRow[] = [
    { figure: "raw Node hello-world", value: round(hello.requestsPerSecond), unit: "req/s" },
    { figure: "raw Node p50 / p99", value: `${hello.p50Ms} / ${hello.p99Ms}`, unit: "ms" },
  ];
  const json: Record<string, unknown> = {
    database: kind,
    connections: CONNECTIONS,
    seconds: SECONDS,
    raw_rps: round(hello.requestsPerSecond),
    raw_p99_ms: hello.p99Ms,
  };
  let goalMet = true;
  for (const [name, result] of Object.entries(results)) {
    const ratio = round(result.requestsPerSecond / hello.requestsPerSecond, 2);
    const errors = result.errors + result.non2xx;
    if (name === "landing" || name === "detail")
      goalMet &&= ratio >= GOAL_RATIO && result.p99Ms <= GOAL_P99_MS && errors === 0;
    rows.push(
      { figure: `${name} API`, value: round(result.requestsPerSecond), unit: "req/s" },
      { figure: `${name} p50 / p99`, value: `${result.p50Ms} / ${result.p99Ms}`, unit: "ms" },
      { figure: `${name} ratio to raw Node`, value: ratio, unit: "x" },
    );
    Object.assign(json, {
      [`${name}_rps`]: round(result.requestsPerSecond),
      [`${name}_p50_ms`]: result.p50Ms,
      [`${name}_p99_ms`]: result.p99Ms,
      [`${name}_ratio`]: ratio,
      [`${name}_errors`]: errors,
    });
  }
  // How close each endpoint runs to a trivial route through the same pipeline: near 1 means the
  // endpoint's own work is negligible and the shared hooks set the ceiling.
  const floor = results.healthz?.requestsPerSecond;
  if (floor) {
    for (const name of ["landing", "detail"]) {
      const value = round((results[name]?.requestsPerSecond ?? 0) / floor, 2);
      rows.push({ figure: `${name} ratio to /healthz`, value, unit: "x" });
      json[`${name}_vs_healthz`] = value;
    }
  }
  rows.push(
    { figure: "database", value: kind },
    { figure: `goal (>= ${GOAL_RATIO}x, p99 <= ${GOAL_P99_MS} ms)`, value: goalMet ? "met" : "NOT met" },
  );
  printReport("read", rows, { ...json, goal_met: goalMet });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const message = interrupt.signal.aborted ? "interrupted; cleaned up" : (error as Error).message;
    process.stderr.write(`bench:read failed: ${message}\n`);
    process.exit(interrupt.signal.aborted ? 130 : 1);
  },
);
