// Baseline figures for this box, measured in one run: the raw Node HTTP ceiling
// and the Postgres hot-row ceiling. Later benches (read path, checkout) report
// their results as ratios to these, so hardware differences cancel out.

import { assertPostgresReachable, measureHotRowTps } from "./lib/hot-row.ts";
import { type HttpLoadResult, runHttpLoad } from "./lib/http-load.ts";
import { type RawHttpServer, startRawHttpServer } from "./lib/raw-http.ts";
import { printReport } from "./lib/report.ts";

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SECONDS = Number(process.env.BENCH_SECONDS ?? "10");
// 256 connections: the concurrency the read-endpoint SLOs are stated at.
const CONNECTIONS = 256;
// 64 clients: the client count of the hot-row anchor in performance_anchors.md.
const PG_CLIENTS = 64;

const round = (n: number, digits = 0): number => Number(n.toFixed(digits));
const log = (message: string): void => {
  // stderr, so stdout stays "table + one JSON line".
  process.stderr.write(`[bench:baseline] ${message}\n`);
};

// Ctrl-C / SIGTERM: stop the current step early and fall through to cleanup
// instead of dying with a server child or scratch database left behind.
const interrupt = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal} received, cleaning up`);
    interrupt.abort();
  });
}

function throwIfInterrupted(): void {
  if (interrupt.signal.aborted) throw new Error("interrupted");
}

async function measureHttp(server: RawHttpServer, path: string): Promise<HttpLoadResult> {
  log(`HTTP ${path}: ${CONNECTIONS} connections, ${SECONDS}s`);
  const result = await runHttpLoad({
    url: `http://127.0.0.1:${server.port}${path}`,
    connections: CONNECTIONS,
    durationSeconds: SECONDS,
    signal: interrupt.signal,
  });
  throwIfInterrupted();
  if (result.errors > 0 || result.non2xx > 0) {
    log(`warning: ${path} had ${result.errors} errors and ${result.non2xx} non-2xx responses`);
  }
  return result;
}

async function main(): Promise<void> {
  if (!Number.isFinite(SECONDS) || SECONDS <= 0)
    throw new Error(`BENCH_SECONDS must be > 0, got ${process.env.BENCH_SECONDS}`);
  // Check Postgres before spending time on HTTP, so a missing DB fails in seconds.
  await assertPostgresReachable(DATABASE_URL);

  const server = await startRawHttpServer();
  let hello: HttpLoadResult;
  let json8k: HttpLoadResult;
  try {
    hello = await measureHttp(server, "/hello");
    json8k = await measureHttp(server, "/json8k");
  } finally {
    await server.stop();
  }

  // After the HTTP server is gone, so pgbench and Postgres get both cores.
  log(`Postgres hot row: ${PG_CLIENTS} clients, ${SECONDS}s`);
  const hot = await measureHotRowTps({
    databaseUrl: DATABASE_URL,
    clients: PG_CLIENTS,
    durationSeconds: SECONDS,
    signal: interrupt.signal,
  });
  throwIfInterrupted();

  printReport(
    "baseline",
    [
      { figure: "raw HTTP hello-world", value: hello.requestsPerSecond, unit: "req/s" },
      { figure: "raw HTTP hello-world p50", value: hello.p50Ms, unit: "ms" },
      { figure: "raw HTTP hello-world p99", value: hello.p99Ms, unit: "ms" },
      { figure: "raw HTTP 8 KB JSON", value: json8k.requestsPerSecond, unit: "req/s" },
      { figure: "raw HTTP 8 KB JSON p50", value: json8k.p50Ms, unit: "ms" },
      { figure: "raw HTTP 8 KB JSON p99", value: json8k.p99Ms, unit: "ms" },
      { figure: `Postgres hot-row UPDATE (${hot.tool})`, value: hot.tps, unit: "tps" },
      { figure: "HTTP connections / PG clients", value: `${CONNECTIONS} / ${PG_CLIENTS}` },
      { figure: "seconds per figure", value: SECONDS, unit: "s" },
    ],
    {
      http_hello_rps: round(hello.requestsPerSecond),
      http_hello_p50_ms: hello.p50Ms,
      http_hello_p99_ms: hello.p99Ms,
      http_json8k_rps: round(json8k.requestsPerSecond),
      http_json8k_p50_ms: json8k.p50Ms,
      http_json8k_p99_ms: json8k.p99Ms,
      http_errors: hello.errors + json8k.errors,
      http_non2xx: hello.non2xx + json8k.non2xx,
      hot_row_tps: round(hot.tps),
      hot_row_tool: hot.tool,
      connections: CONNECTIONS,
      pg_clients: PG_CLIENTS,
      seconds: SECONDS,
    },
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    // After an abort, whatever step was running fails as a consequence; say so plainly.
    const message = interrupt.signal.aborted
      ? "interrupted; cleaned up"
      : err instanceof Error
        ? err.message
        : String(err);
    process.stderr.write(`bench:baseline failed: ${message}\n`);
    process.exit(interrupt.signal.aborted ? 130 : 1);
  },
);
