import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import pg from "pg";

export interface HotRowOptions {
  /** Any database on the target server; the scratch database is created next to it. */
  databaseUrl: string;
  /** 64 in the baseline: the client count the performance anchors quote. */
  clients: number;
  durationSeconds: number;
  /** Aborting ends the run early (pgbench is killed / the node loop stops); cleanup still runs. */
  signal?: AbortSignal;
}

export interface HotRowResult {
  tps: number;
  tool: "pgbench" | "node-pg";
}

// A dedicated scratch database, so the benchmark can never touch app data and
// can always be dropped wholesale, even after a crashed earlier run.
const SCRATCH_DB = `bench_baseline${scratchSuffix()}`;

// From /work/shared/reference/baseline-bench/setup.sql: only the `hot` table is
// needed here. fillfactor=50 leaves room for HOT updates, as in the reference run.
const SETUP_SQL = [
  "CREATE TABLE hot(id int primary key, remaining int not null) WITH (fillfactor=50)",
  "INSERT INTO hot VALUES (1, 1000000000)",
  "VACUUM ANALYZE hot",
];

// /work/shared/reference/baseline-bench/hot.sql: the conditional decrement every
// checkout design is compared against.
const HOT_UPDATE = "UPDATE hot SET remaining = remaining - 1 WHERE id = 1 AND remaining >= 1;";

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * `_<BENCH_SCRATCH_SUFFIX>` (letters, digits, underscore), or nothing: lets benches of several people
 * share one PostgreSQL server without dropping each other's scratch databases mid-run.
 */
export function scratchSuffix(): string {
  const suffix = process.env.BENCH_SCRATCH_SUFFIX ?? "";
  if (!/^[a-z0-9_]*$/i.test(suffix)) throw new Error("BENCH_SCRATCH_SUFFIX: letters, digits and _ only");
  return suffix ? `_${suffix.toLowerCase()}` : "";
}

/** Same server and credentials, different database name. */
function withDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Redacts the password so URLs can go into error messages. */
function redact(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = "***";
  return url.toString();
}

async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Fails fast with a readable message when Postgres is down, so a bench run does
 * not spend its HTTP phase first and only then discover there is no database.
 */
export async function assertPostgresReachable(databaseUrl: string): Promise<void> {
  try {
    await withClient(withDatabase(databaseUrl, "postgres"), (c) => c.query("SELECT 1"));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`Postgres unreachable at ${redact(databaseUrl)}: ${reason}`);
  }
}

function findOnPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

/**
 * Hot-row UPDATE throughput at `clients` concurrent clients, in a freshly
 * created scratch database that is dropped again afterwards.
 * Prefers pgbench (a C client, so the figure is the server's, not node's);
 * falls back to a pg.Pool loop when pgbench is not installed.
 */
export async function measureHotRowTps(options: HotRowOptions): Promise<HotRowResult> {
  const adminUrl = withDatabase(options.databaseUrl, "postgres");
  const scratchUrl = withDatabase(options.databaseUrl, SCRATCH_DB);
  // WITH (FORCE) (PG13+) evicts sessions left behind by an interrupted run.
  const dropScratch = (): Promise<unknown> =>
    withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${SCRATCH_DB} WITH (FORCE)`));

  await dropScratch();
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${SCRATCH_DB}`));
  try {
    await withClient(scratchUrl, async (c) => {
      for (const statement of SETUP_SQL) await c.query(statement);
    });
    const pgbench = findOnPath("pgbench");
    return pgbench
      ? { tps: await runPgbench(pgbench, scratchUrl, options), tool: "pgbench" }
      : { tps: await runNodeLoop(scratchUrl, options), tool: "node-pg" };
  } finally {
    await dropScratch();
  }
}

async function runPgbench(pgbench: string, scratchUrl: string, options: HotRowOptions): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), "bench-hot-"));
  try {
    const script = join(dir, "hot.sql");
    await writeFile(script, `${HOT_UPDATE}\n`);
    // -n: no vacuum of pgbench's own tables (we use none). The connection URL is
    // passed as the dbname argument, which libpq expands to host/port/user.
    const args = [
      "-n",
      "-c",
      String(options.clients),
      "-j",
      "2",
      "-T",
      String(options.durationSeconds),
      "-f",
      script,
      scratchUrl,
    ];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(pgbench, args, { stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const kill = (): void => {
        child.kill("SIGINT");
      };
      options.signal?.addEventListener("abort", kill, { once: true });
      child.once("error", reject);
      child.once("close", (code, signal) => {
        options.signal?.removeEventListener("abort", kill);
        if (code === 0) resolve(stdout);
        else if (options.signal?.aborted) reject(new Error("pgbench interrupted"));
        else
          reject(
            new Error(`pgbench failed (code ${code}, signal ${signal}): ${stderr.trim() || stdout.trim()}`),
          );
      });
    });
    return parsePgbenchTps(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** PG14+ prints one "tps = N (without initial connection time)" line; older versions print "excluding connections establishing" too. */
function parsePgbenchTps(output: string): number {
  const lines = [...output.matchAll(/^tps = ([\d.]+) \((.*)\)$/gm)];
  const preferred = lines.find((m) => /without|excluding/.test(m[2] ?? "")) ?? lines[0];
  const tps = preferred ? Number(preferred[1]) : Number.NaN;
  if (!Number.isFinite(tps)) throw new Error(`could not parse tps from pgbench output:\n${output}`);
  return tps;
}

/**
 * Fallback: `clients` pooled connections, each issuing the UPDATE back to back
 * (autocommit, like pgbench). Node's single event loop can become the limit
 * here, which is why pgbench is preferred.
 */
async function runNodeLoop(scratchUrl: string, options: HotRowOptions): Promise<number> {
  const pool = new pg.Pool({
    connectionString: scratchUrl,
    max: options.clients,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // Connection-level errors also reject the in-flight query, which is what we
  // act on; without listeners they would crash the process instead (e.g. when
  // DROP DATABASE ... WITH (FORCE) kills connections pool.end() is still closing).
  const ignore = (): void => {};
  pool.on("error", ignore);
  try {
    // Connect everyone first so connection setup is not part of the timed window (as pgbench reports it).
    const clients = await Promise.all(Array.from({ length: options.clients }, () => pool.connect()));
    for (const client of clients) client.on("error", ignore);
    let committed = 0;
    const started = performance.now();
    const deadline = started + options.durationSeconds * 1000;
    try {
      await Promise.all(
        clients.map(async (client) => {
          while (performance.now() < deadline && !options.signal?.aborted) {
            await client.query(HOT_UPDATE);
            committed++;
          }
        }),
      );
    } finally {
      for (const client of clients) client.release();
    }
    const elapsedSeconds = (performance.now() - started) / 1000;
    return committed / elapsedSeconds;
  } finally {
    await pool.end();
  }
}
