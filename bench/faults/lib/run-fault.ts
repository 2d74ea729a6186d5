import pg from "pg";
import { hasWebBuild } from "../../../server/web-build.ts";
import { createScratchDatabase, type ScratchDatabase } from "../../lib/war-setup.ts";
import { type PrivatePostgres, privatePostgres } from "./private-postgres.ts";

/** What every drill gets: its own PostgreSQL, a migrated scratch database on it, and a pool to audit with. */
export interface FaultContext {
  /** The script's private PostgreSQL (never the machine's shared one): the drills stop, restart or slow it. */
  postgres: PrivatePostgres;
  /** A migrated database of this run's own, dropped afterwards. */
  db: ScratchDatabase;
  /** A few connections to it, for seeding and the audit after the fault. */
  pool: pg.Pool;
  /** A progress line on stderr, named after the script (stdout carries the figures). */
  log: (message: string) => void;
}

/**
 * The frame of every script under bench/faults/: a web build is required (the server runs in production
 * mode); the private PostgreSQL (FAULT_PG_PORT, 55432; FAULT_PG_DIR, /tmp/wt-faults-pg) is started, a
 * scratch database migrated on it, the drill run, and everything stopped and dropped whatever happened.
 * The drill returns the exit code (`finish` in fault-watch.ts prints the figures and computes it: 1 on
 * any missed goal, such as a lost or doubled write); an error is printed and exits 1. `around` wraps
 * the whole run, for setup that must come before PostgreSQL (disk-full mounts its tmpfs).
 */
export function runFault(
  name: string,
  drill: (context: FaultContext) => Promise<number>,
  options: { around?: (run: () => Promise<number>) => Promise<number> } = {},
): void {
  const log = (message: string) => process.stderr.write(`[fault:${name}] ${message}\n`);
  const run = async (): Promise<number> => {
    const postgres = privatePostgres({
      dir: process.env.FAULT_PG_DIR ?? "/tmp/wt-faults-pg",
      port: Number(process.env.FAULT_PG_PORT ?? "55432"),
    });
    await postgres.start();
    try {
      const db = await createScratchDatabase(postgres.url);
      const pool = new pg.Pool({ connectionString: db.url, max: 4 });
      // A pool that outlives a PostgreSQL restart: its idle clients' errors are expected, the next query reconnects.
      pool.on("error", () => {});
      try {
        return await drill({ postgres, db, pool, log });
      } finally {
        await pool.end();
        await db.drop().catch((error: unknown) => log(`drop failed: ${String(error)}`));
      }
    } finally {
      await postgres.stop();
      log("private PostgreSQL stopped");
    }
  };
  const main = async (): Promise<number> => {
    if (!hasWebBuild())
      throw new Error("no web build: run `npm run build` first (or point WEB_BUILD_DIR at one)");
    return options.around ? options.around(run) : run();
  };
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
