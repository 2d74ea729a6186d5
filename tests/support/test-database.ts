import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { runMigrations } from "../../server/db/migrate.ts";
import { PGLITE_TEMPLATE_ENV, TEMPLATE_DATABASE, testPostgresUrl, withDatabase } from "./postgres-url.ts";

export interface TestDatabase extends Database {
  /** Connection string of this file's own database (PostgreSQL only). */
  url: string | null;
  /** Closes connections and drops the per-file database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database that belongs to one test file: a clone of the migrated template on
 * PostgreSQL, or a new in-memory PGlite instance. Nothing is shared between files, so files can run in
 * parallel and in any order.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) {
    const templateFile = process.env[PGLITE_TEMPLATE_ENV];
    const loadDataDir = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
    const database = openDatabase({ kind: "pglite", loadDataDir });
    if (!loadDataDir) await runMigrations(database);
    return { ...database, url: null, destroy: () => database.close() };
  }
  const name = `tiketin_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const database = openDatabase({ kind: "postgres", url, poolMax: 20 });
  return {
    ...database,
    url,
    destroy: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
