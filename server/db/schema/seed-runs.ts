import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per seeder that has filled this database, so seeding an empty database happens once. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});
