import { inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { seedRuns } from "../schema/index.ts";
import { inTransaction } from "../transaction.ts";
import type { Seeder, SeedOptions } from "./seeder.ts";

export interface SeedReport {
  ran: string[];
  skipped: string[];
}

/**
 * Runs every given seeder (the app's are `SEEDERS` in `server/seeders.ts`) that has not run on this
 * database yet. Each seeder and its `seed_runs` row commit together, so a crash mid-seed leaves
 * nothing half-recorded and the next start simply resumes.
 */
export async function seedDatabase(
  db: Db,
  options: SeedOptions,
  seeders: readonly Seeder[],
): Promise<SeedReport> {
  const report: SeedReport = { ran: [], skipped: [] };
  if (seeders.length === 0) return report;
  const done = await db
    .select({ name: seedRuns.name })
    .from(seedRuns)
    .where(
      inArray(
        seedRuns.name,
        seeders.map((s) => s.name),
      ),
    );
  const doneNames = new Set(done.map((row) => row.name));
  for (const seeder of seeders) {
    if (doneNames.has(seeder.name)) {
      report.skipped.push(seeder.name);
      continue;
    }
    await inTransaction(db, async (tx) => {
      await seeder.run(tx, options);
      await tx.insert(seedRuns).values({ name: seeder.name }).onConflictDoNothing();
    });
    report.ran.push(seeder.name);
  }
  return report;
}
