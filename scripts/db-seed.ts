import { loadConfig } from "../server/config/env.ts";
import { databaseTarget } from "../server/database-target.ts";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { seedDatabase } from "../server/db/seed/run-seed.ts";
import { SEEDERS } from "../server/seeders.ts";

/** `npm run db:seed [-- --scale]`: migrate, then run every seeder this database has not run yet. */
const scale = process.argv.includes("--scale") ? "site" : "demo";
const config = loadConfig();
const database = openDatabase(databaseTarget(config));
try {
  await runMigrations(database);
  const report = await seedDatabase(database.db, { scale }, SEEDERS);
  console.warn(
    `seed (${scale}) on ${database.kind}: ran [${report.ran.join(", ")}], already done [${report.skipped.join(", ")}]`,
  );
} finally {
  await database.close();
}
