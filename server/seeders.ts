import { type Config, ConfigError, loadConfig, paymentSandboxEnabled } from "./config/env.ts";
import type { Db } from "./db/client.ts";
import { type SeedReport, seedDatabase } from "./db/seed/run-seed.ts";
import type { Seeder } from "./db/seed/seeder.ts";
import { visitorFieldsSeeder } from "./features/checkout/visitor-fields-seeder.ts";
import { waitingRoomSeeder } from "./features/waiting-room/index.ts";
import { catalogueSeeder } from "./seed/catalogue/catalogue-seeder.ts";
import { demoOrganizerSeeder } from "./seed/demo-organizer-seeder.ts";

/**
 * Every feature's seeder, in the order they run (each in its own transaction, once per database): the
 * visitor forms and the demo waiting room need the catalogue's events. A feature that seeds adds its seeder here.
 */
export const SEEDERS: readonly Seeder[] = [catalogueSeeder, visitorFieldsSeeder, waitingRoomSeeder];

/**
 * The demo data a starting server seeds (`SEED_ON_START`): every seeder, plus the demo organiser (a
 * known password) only where the demo runs, beside the sandbox gateway. One place for `npm start` and
 * `npm run start:cluster`'s primary, so both seed the same demo.
 */
export function seedOnStart(db: Db, config: Config): Promise<SeedReport> {
  const demo = paymentSandboxEnabled(config);
  return seedDatabase(
    db,
    { scale: "demo", demoWaitingRoom: config.DEMO_WAITING_ROOM },
    demo ? [...SEEDERS, demoOrganizerSeeder] : SEEDERS,
  );
}

/** The settings, or the message and exit code 78 (EX_CONFIG) when they are wrong. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}
