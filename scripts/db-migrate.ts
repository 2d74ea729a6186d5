import { loadConfig } from "../server/config/env.ts";
import { databaseTarget } from "../server/database-target.ts";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";

/** `npm run db:migrate`: apply the committed migrations to the configured database. */
const config = loadConfig();
const database = openDatabase(databaseTarget(config));
try {
  await runMigrations(database);
  console.warn(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}
