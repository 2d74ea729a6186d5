import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { runMigrations } from "../../server/db/migrate.ts";
import { seedDatabase } from "../../server/db/seed/run-seed.ts";
import { SEEDERS } from "../../server/seeders.ts";

export interface ReadDatabase {
  kind: "postgres" | "pglite";
  /** For the server child: a Postgres URL or a PGlite data directory. */
  target: { url?: string; pgliteDir?: string };
  drop(): Promise<void>;
}

// A dedicated scratch database: the bench never touches app data and can always drop it wholesale.
// BENCH_SCRATCH_DB names another one, so engineers sharing a PostgreSQL server do not drop each other's.
const SCRATCH_DB = scratchName(process.env.BENCH_SCRATCH_DB ?? "bench_read");

function scratchName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`BENCH_SCRATCH_DB must be a plain name, got ${name}`);
  return name;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({
    connectionString: withDatabase(url, "postgres"),
    connectionTimeoutMillis: 3_000,
  });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function migrateAndSeed(database: Database): Promise<void> {
  try {
    await runMigrations(database);
    // The site's stated scale: 1,200 events, 800 organisers, 140,000 tickets sold.
    await seedDatabase(database.db, { scale: "site" }, SEEDERS);
  } finally {
    await database.close();
  }
}

/**
 * A scratch database seeded at site scale: PostgreSQL when one answers at `serverUrl`, else PGlite in
 * a temporary directory (the server child then opens the same directory).
 */
export async function prepareReadDatabase(
  serverUrl: string,
  log: (message: string) => void,
): Promise<ReadDatabase> {
  try {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${SCRATCH_DB} WITH (FORCE)`);
    await adminQuery(serverUrl, `CREATE DATABASE ${SCRATCH_DB}`);
  } catch (error) {
    log(`no PostgreSQL at ${new URL(serverUrl).host} (${(error as Error).message}); using PGlite`);
    const dir = await mkdtemp(join(tmpdir(), "bench-read-"));
    await migrateAndSeed(openDatabase({ kind: "pglite", dataDir: dir }));
    return {
      kind: "pglite",
      target: { pgliteDir: dir },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const url = withDatabase(serverUrl, SCRATCH_DB);
  await migrateAndSeed(openDatabase({ kind: "postgres", url, poolMax: 4 }));
  return {
    kind: "postgres",
    target: { url },
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${SCRATCH_DB} WITH (FORCE)`),
  };
}
