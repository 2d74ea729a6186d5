// First view of the landing, an event and the terms page under Lighthouse's mobile preset, on the
// production server (child process, in-memory PGlite). Quality bar: performance >= 95, JS <= 130 KB
// gzip on landing and event pages, CLS <= 0.02. Needs a web build (`npm run build`, or WEB_BUILD_DIR).

import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { hasWebBuild } from "../server/web-build.ts";
import { printReport, type ReportRow } from "./lib/report.ts";

const PORT = Number(process.env.BENCH_WEB_PORT ?? process.env.PORT ?? "3270");
const RUNS = Number(process.env.BENCH_RUNS ?? "3");
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  // The site's first-visit language redirect follows the browser: an Indonesian browser stays put.
  "--accept-lang=id-ID",
];
const BASE = `http://127.0.0.1:${PORT}`;
const STARTUP_TIMEOUT_MS = 120_000;

const log = (message: string): void => {
  // stderr, so stdout stays "table + one JSON line".
  process.stderr.write(`[bench:web] ${message}\n`);
};

interface PageFigures {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Sum of the scripts' transfer sizes as Lighthouse saw them (the server's brotli). */
  jsTransferKb: number;
  /** The same scripts gzipped (zlib default level): the budget's unit. */
  jsGzipKb: number;
}

function startServer(): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_BASE_URL: BASE,
      PGLITE_DATA_DIR: "memory://",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  process.once("exit", () => child.kill("SIGKILL"));
  const ready = (async () => {
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${BASE}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("server did not become ready");
  })();
  return { child, ready };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** An upcoming event with tickets, read from the API like any client. */
async function eventPath(): Promise<string> {
  const response = await fetch(`${BASE}/api/v1/public/events/landing-page?show=24&page=1`);
  const body = (await response.json()) as {
    data: { rows: { slug: string; status: string; start_from_price: number | null }[] };
  };
  const event = body.data.rows.find((row) => row.status === "upcoming" && row.start_from_price !== null);
  if (!event) throw new Error("no upcoming event in the catalogue");
  return `/event/${event.slug}`;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function gzipKb(urls: readonly string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
    );
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** `BENCH_WEB_DETAILS=1`: each run also prints its long tasks and main-thread time by kind (why TBT is what it is). */
const DETAILS = process.env.BENCH_WEB_DETAILS === "1";
/** `BENCH_WEB_PAGES=landing,event` audits only those pages (all three when unset). */
const ONLY_PAGES = process.env.BENCH_WEB_PAGES?.split(",").map((name) => name.trim());

type AuditItems = { details?: { items?: Record<string, unknown>[] } } | undefined;
function logMainThread(name: string, lhr: { audits: Record<string, unknown> }): void {
  const items = (id: string) => (lhr.audits[id] as AuditItems)?.details?.items ?? [];
  for (const task of items("long-tasks").slice(0, 6))
    log(
      `${name}: long task ${Math.round(Number(task.duration))} ms at ${Math.round(Number(task.startTime))} ms, ${String(task.url)}`,
    );
  const kinds = items("mainthread-work-breakdown").map(
    (item) => `${item.groupLabel} ${Math.round(Number(item.duration))} ms`,
  );
  log(`${name}: main thread ${kinds.join(", ")}`);
}

/** One Lighthouse run; a trace that failed to record (NO_NAVSTART and the like) is retried twice. */
async function lighthouseRun(port: number, path: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${BASE}${path}`, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    const error = result ? result.lhr.runtimeError : { message: "no result" };
    if (result && !error) return result.lhr;
    if (attempt >= 3) throw new Error(`${path}: ${error?.message}`);
    log(`${path}: ${error?.message}; retrying`);
  }
}

async function audit(port: number, name: string, path: string): Promise<PageFigures> {
  const runs: Omit<PageFigures, "page" | "path" | "jsGzipKb">[] = [];
  let scripts: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const lhr = await lighthouseRun(port, path);
    if (DETAILS) logMainThread(name, lhr);
    const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)
      ?.items ?? []) as NetworkItem[];
    const js = items.filter((item) => item.resourceType === "Script");
    scripts = js.map((item) => item.url);
    runs.push({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      jsTransferKb: js.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    });
    log(`${name} run ${run + 1}/${RUNS}: performance ${runs.at(-1)?.performance}`);
  }
  const pick = (key: keyof (typeof runs)[number]) => median(runs.map((figures) => figures[key]));
  return {
    page: name,
    path,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    lcpMs: Math.round(pick("lcpMs")),
    cls: Number(pick("cls").toFixed(4)),
    tbtMs: Math.round(pick("tbtMs")),
    jsTransferKb: Number(pick("jsTransferKb").toFixed(1)),
    jsGzipKb: Number((await gzipKb(scripts)).toFixed(1)),
  };
}

async function main(): Promise<void> {
  if (!hasWebBuild()) throw new Error("no web build: run `npm run build` first (or set WEB_BUILD_DIR)");
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`BENCH_RUNS must be >= 1, got ${process.env.BENCH_RUNS}`);
  log(`starting the production server on ${BASE}`);
  const server = startServer();
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  const results: PageFigures[] = [];
  try {
    await server.ready;
    const pages = [
      { name: "landing", path: "/" },
      { name: "event", path: await eventPath() },
      { name: "terms", path: "/terms-and-conditions" },
    ];
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    for (const { name, path } of pages.filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page.name))) {
      // One unmeasured visit warms the server's caches, as a live site's would be.
      await fetch(`${BASE}${path}`);
      results.push(await audit(chrome.port, name, path));
    }
  } finally {
    await chrome?.kill();
    await stopServer(server.child);
  }

  const rows: ReportRow[] = results.flatMap((figures) => [
    { figure: `${figures.page}: performance`, value: figures.performance, unit: "/100" },
    { figure: `${figures.page}: accessibility`, value: figures.accessibility, unit: "/100" },
    { figure: `${figures.page}: LCP`, value: figures.lcpMs, unit: "ms" },
    { figure: `${figures.page}: CLS`, value: figures.cls },
    { figure: `${figures.page}: TBT`, value: figures.tbtMs, unit: "ms" },
    { figure: `${figures.page}: JS gzip`, value: figures.jsGzipKb, unit: "KB" },
    { figure: `${figures.page}: JS transfer`, value: figures.jsTransferKb, unit: "KB" },
  ]);
  const json: Record<string, unknown> = { runs: RUNS };
  for (const figures of results) {
    json[figures.page] = {
      path: figures.path,
      performance: figures.performance,
      accessibility: figures.accessibility,
      lcp_ms: figures.lcpMs,
      cls: figures.cls,
      tbt_ms: figures.tbtMs,
      js_gzip_kb: figures.jsGzipKb,
      js_transfer_kb: figures.jsTransferKb,
    };
  }
  const budget = results.filter((figures) => figures.page !== "terms");
  json.meets_budget = budget.every(
    (figures) => figures.performance >= 95 && figures.jsGzipKb <= 130 && figures.cls <= 0.02,
  );
  printReport("web", rows, json);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
