import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../../server/db/client.ts";
import { runMigrations } from "../../server/db/migrate.ts";
import { PGLITE_TEMPLATE_ENV, TEMPLATE_DATABASE, testPostgresUrl, withDatabase } from "./postgres-url.ts";

/**
 * On PostgreSQL: migrate a template database once per run; every test file then clones it with
 * `CREATE DATABASE ... TEMPLATE`, which is a file copy and far faster than migrating again.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = testPostgresUrl();
  if (!url) return preparePgliteTemplate();
  const admin = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  } finally {
    await admin.end();
  }
  const template = openDatabase({ kind: "postgres", url: withDatabase(url, TEMPLATE_DATABASE), poolMax: 1 });
  await runMigrations(template);
  await template.close();
  return async () => {
    const cleanup = new pg.Client({ connectionString: withDatabase(url, "postgres") });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
    await cleanup.end();
  };
}

/**
 * On PGlite: migrate once and dump the data directory; each test file loads the dump (about 0.4 s)
 * instead of running initdb and every migration again (about 2 s). Workers find it through the env.
 */
async function preparePgliteTemplate(): Promise<() => Promise<void>> {
  const template = openDatabase({ kind: "pglite" });
  await runMigrations(template);
  const client = (template.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await template.close();
  const file = path.join(tmpdir(), `tiketin-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => rm(file, { force: true });
}
