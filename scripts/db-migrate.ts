import { loadConfig } from "../server/config/env.ts";
import { databaseTarget } from "../server/database-target.ts";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { sealVisitorAnswersAtRest } from "../server/personal-data.ts";
import { dataCipherFromConfig } from "../server/security/data-cipher.ts";

/**
 * `npm run db:migrate`: apply the committed migrations to the configured database, then seal visitors'
 * answers stored in clear (the server also does this at start, in the background). Safe to run twice.
 */
const config = loadConfig();
const database = openDatabase(databaseTarget(config));
try {
  await runMigrations(database);
  console.warn(`migrations applied (${database.kind})`);
  // The data step of the at-rest migration: visitors' identity and health answers stored in clear.
  const sealed = await sealVisitorAnswersAtRest(database.db, dataCipherFromConfig(config));
  console.warn(`visitor answers sealed: ${sealed.holds} holds, ${sealed.tickets} tickets`);
} finally {
  await database.close();
}
