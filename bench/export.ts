// The export figure: an event with 140,000 sold tickets (the site's stated total, all in ONE event),
// exported by its owner as orders CSV/XLSX and attendees CSV/XLSX (plus attendees CSV with the identity
// numbers opened), each over HTTP from a freshly started server process. Per export: rows, bytes, wall
// time, and the server's peak RSS growth over its idle baseline. Goal: growth < 100 MB.
//
// On PostgreSQL: a scratch database (created and dropped) is migrated and seeded at site scale
// (`npm run db:seed -- --scale`: 1,200 events and 140,000 tickets sold, but as stock claims only, no
// orders or tickets), plus the demo organiser; then 140,000 real tickets (70,000 orders of two, visitor
// answers with the NIK sealed by the app's cipher under the key the server is given) go into one event.
//
//   npm run bench:export
//   BENCH_EXPORT_TICKETS=20000 npm run bench:export        # a quicker, smaller run

import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { seedDatabase } from "../server/db/seed/run-seed.ts";
import { createDataCipher } from "../server/security/data-cipher.ts";
import { DEMO_ORGANIZER, demoOrganizerSeeder } from "../server/seed/demo-organizer-seeder.ts";
import { SEEDERS } from "../server/seeders.ts";
import { startAppServer } from "./lib/app-server.ts";
import { type ExportEvent, insertTickets, pickEvent } from "./lib/export-data.ts";
import { type Download, downloadExport } from "./lib/export-download.ts";
import { assertPostgresReachable, scratchSuffix } from "./lib/hot-row.ts";
import { idleRssMb, waitUntilIdle, watchPeak } from "./lib/proc-memory.ts";
import { printReport, type ReportRow } from "./lib/report.ts";

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TICKETS = bounded("BENCH_EXPORT_TICKETS", 140_000, 1_000, 1_000_000);
const GOAL_MB = 100;
const SCRATCH = `bench_export${scratchSuffix()}`;

const EXPORTS = [
  { name: "orders CSV", kind: "orders", query: "format=csv" },
  { name: "orders XLSX", kind: "orders", query: "format=xlsx" },
  { name: "attendees CSV", kind: "attendees", query: "format=csv" },
  { name: "attendees XLSX", kind: "attendees", query: "format=xlsx" },
  {
    name: "attendees CSV, NIK opened",
    kind: "attendees",
    query: "format=csv&reveal=yes&reason=Audit%20bench%20ekspor",
  },
] as const;

function bounded(name: string, fallback: number, min: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name}: ${min}..${max}`);
  return value;
}

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0] ?? "?";
const loadStart = loadAverage();
const log = (message: string) => process.stderr.write(`[bench:export] ${message}\n`);
const withDb = (url: string, name: string) =>
  Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: withDb(DATABASE_URL, "postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Signs the demo organiser (the organisation's owner) in through the API, as the sign-in page does. */
async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "password", ...DEMO_ORGANIZER }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("tiketin_session="));
  if (response.status !== 200 || !session) throw new Error(`sign-in answered ${response.status}`);
  return session.split(";")[0] ?? "";
}

interface Measured extends Download {
  name: string;
  expectedRows: number;
  idleMb: number;
  peakMb: number;
  /** The idle RSS again, 2 s after the last byte: lower than `idleMb` when a collection freed start-up garbage. */
  afterMb: number;
  settled: boolean;
  method: string;
}

/** One export from a fresh server: start, sign in, let start-up work finish, baseline, download, peak. */
async function measure(
  url: string,
  key: string,
  event: ExportEvent,
  spec: (typeof EXPORTS)[number],
): Promise<Measured> {
  // No render threads: their heaps take no part in an export, and their idle collections moved the
  // baseline by tens of MB either way.
  const server = await startAppServer({ url }, { DATA_ENCRYPTION_KEY: key, RENDER_THREADS: "0" });
  try {
    const cookie = await signIn(server.port);
    // Start-up seals clear answers at rest over every ticket; the baseline is taken once that is done.
    const settled = await waitUntilIdle(server.pid, 90_000);
    const idleMb = await idleRssMb(server.pid);
    const watch = watchPeak(server.pid);
    const path = `/api/v1/organizer/organizations/${event.organiserId}/events/${event.eventId}/exports/${spec.kind}?${spec.query}`;
    const download = await downloadExport(server.port, path, cookie);
    const peakMb = watch.stop();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const afterMb = await idleRssMb(server.pid);
    const expectedRows = spec.kind === "orders" ? event.orders : event.tickets;
    log(
      `${spec.name}: ${download.status}, ${download.rows} rows, ${download.bytes} bytes, ${(download.ms / 1_000).toFixed(1)} s, RSS ${idleMb.toFixed(0)} -> ${peakMb.toFixed(0)} MB, ${afterMb.toFixed(0)} after`,
    );
    return {
      ...download,
      name: spec.name,
      expectedRows,
      idleMb,
      peakMb,
      afterMb,
      settled,
      method: watch.method,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const began = performance.now();
  await assertPostgresReachable(DATABASE_URL);
  await admin(`DROP DATABASE IF EXISTS ${SCRATCH} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${SCRATCH}`);
  const url = withDb(DATABASE_URL, SCRATCH);
  const results: Measured[] = [];
  let event: ExportEvent | null = null;
  let seedMs = 0;
  let insertMs = 0;
  try {
    let t0 = performance.now();
    const database = openDatabase({ kind: "postgres", url, poolMax: 4 });
    try {
      await runMigrations(database);
      await seedDatabase(database.db, { scale: "site" }, [...SEEDERS, demoOrganizerSeeder]);
    } finally {
      await database.close();
    }
    seedMs = performance.now() - t0;
    log(`migrated and seeded at site scale in ${(seedMs / 1_000).toFixed(1)} s`);
    // The server seals and opens answers with this key; the bench seals them with the same one.
    const key = randomBytes(32).toString("base64");
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      t0 = performance.now();
      event = await insertTickets(
        pool,
        await pickEvent(pool),
        TICKETS,
        createDataCipher(Buffer.from(key, "base64")),
      );
      insertMs = performance.now() - t0;
    } finally {
      await pool.end();
    }
    log(
      `${event.tickets} tickets in ${event.orders} orders into event ${event.eventId} (${event.slug}), ${event.checkedIn} checked in, in ${(insertMs / 1_000).toFixed(1)} s`,
    );
    for (const spec of EXPORTS) results.push(await measure(url, key, event, spec));
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${SCRATCH} WITH (FORCE)`);
  }
  report(event, results, seedMs, insertMs, performance.now() - began);
  if (results.some((r) => !passes(r))) process.exitCode = 1;
}

const growth = (r: Measured) => r.peakMb - r.idleMb;
/** The stricter figure the goal is judged on: over the lower of the baselines before and after. */
const strictGrowth = (r: Measured) => r.peakMb - Math.min(r.idleMb, r.afterMb);
const passes = (r: Measured) => r.status === 200 && r.rows === r.expectedRows && strictGrowth(r) < GOAL_MB;

function report(
  event: ExportEvent | null,
  results: Measured[],
  seedMs: number,
  insertMs: number,
  ms: number,
) {
  process.stdout.write(
    [
      "Each export runs on a freshly started server process (production mode, its own database pool),",
      "signed in as the demo organiser (the organisation's owner), once the server has been idle for a",
      "second (start-up seals clear answers at rest over every ticket). Idle baseline: the median of ten",
      `VmRSS reads 100 ms apart. Peak: ${results[0]?.method ?? "-"} while the body`,
      "is read to the end and thrown away (no Accept-Encoding, so the bytes are the file's). Growth =",
      "peak - baseline, and (judged against the goal) peak - min(baseline, idle RSS 2 s after the export):",
      "start-up's pass over the tickets leaves garbage in the baseline that a collection during the export",
      "may free, which would hide the export's own growth in the first figure.",
      "",
    ].join("\n"),
  );
  const rows: ReportRow[] = [
    { figure: "tickets / orders in the event", value: `${event?.tickets} / ${event?.orders}` },
    { figure: "site-scale seed (migrate + seeders)", value: seedMs / 1_000, unit: "s" },
    { figure: "bulk insert of the tickets", value: insertMs / 1_000, unit: "s" },
    { figure: "load average (1 min) at start / end", value: `${loadStart} / ${loadAverage()}` },
    { figure: `goal: server peak RSS growth < ${GOAL_MB} MB`, value: GOAL_MB, unit: "MB" },
  ];
  for (const r of results) {
    rows.push(
      { figure: `${r.name}: rows (expected ${r.expectedRows})`, value: r.rows },
      { figure: `${r.name}: bytes`, value: r.bytes / 1_048_576, unit: "MiB" },
      { figure: `${r.name}: wall time`, value: r.ms / 1_000, unit: "s" },
      { figure: `${r.name}: rows per second`, value: r.rows / (r.ms / 1_000), unit: "/s" },
      {
        figure: `${r.name}: RSS idle -> peak -> idle after`,
        value: `${r.idleMb.toFixed(0)} -> ${r.peakMb.toFixed(0)} -> ${r.afterMb.toFixed(0)}${r.settled ? "" : " (never idle)"}`,
        unit: "MB",
      },
      { figure: `${r.name}: peak RSS growth over idle before`, value: growth(r), unit: "MB" },
      { figure: `${r.name}: peak RSS growth over min(before, after)`, value: strictGrowth(r), unit: "MB" },
      { figure: `${r.name}: within goal`, value: passes(r) ? "yes" : "NO" },
    );
  }
  rows.push({ figure: "whole bench", value: ms / 1_000, unit: "s" });
  printReport("export", rows, {
    goal_mb: GOAL_MB,
    load_start: Number(loadStart),
    load_end: Number(loadAverage()),
    tickets: event?.tickets,
    orders: event?.orders,
    exports: results.map((r) => ({
      name: r.name,
      rows: r.rows,
      bytes: r.bytes,
      ms: Math.round(r.ms),
      idle_mb: Math.round(r.idleMb),
      peak_mb: Math.round(r.peakMb),
      after_mb: Math.round(r.afterMb),
      growth_mb: Math.round(growth(r)),
      strict_growth_mb: Math.round(strictGrowth(r)),
      pass: passes(r),
    })),
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
