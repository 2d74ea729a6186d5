import pg from "pg";
import { openDatabase } from "../../server/db/client.ts";
import { runMigrations } from "../../server/db/migrate.ts";
import { TEMPLATE_DATABASE, testPostgresUrl, withDatabase } from "./postgres-url.ts";

/**
 * On PostgreSQL: migrate a template database once per run; every test file then clones it with
 * `CREATE DATABASE ... TEMPLATE`, which is a file copy and far faster than migrating again.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = testPostgresUrl();
  if (!url) return undefined;
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
