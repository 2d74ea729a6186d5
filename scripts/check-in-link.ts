import { loadConfig } from "../server/config/env.ts";
import { databaseTarget } from "../server/database-target.ts";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { demoCheckInLink } from "../server/features/e-tickets/demo-check-in.ts";

/**
 * `npm run check-in-link [-- <event-slug>]`: prints a new check-in link for the event (default: the
 * next upcoming one). The secret is in the link's fragment and is shown only here, once.
 */
const config = loadConfig();
const database = openDatabase(databaseTarget(config));
try {
  await runMigrations(database);
  const link = await demoCheckInLink(database.db, config.PUBLIC_BASE_URL, process.argv[2]);
  console.warn(link ? `check-in link: ${link}` : "no upcoming event to check in");
} finally {
  await database.close();
}
