import { visitorFieldsSeeder } from "../../features/checkout/visitor-fields-seeder.ts";
import { catalogueSeeder } from "../../features/events/seed/catalogue-seeder.ts";
import type { Tx } from "../transaction.ts";

export interface Seeder {
  /** Stable name recorded in `seed_runs`; renaming it makes the seeder run again. */
  name: string;
  run(tx: Tx, options: SeedOptions): Promise<void>;
}

export interface SeedOptions {
  /** Multiplier for benchmark-sized catalogues (`npm run db:seed -- --scale`). */
  scale: "demo" | "site";
}

/**
 * Seeders run in this order, each in its own transaction, once per database. Feature issues append
 * theirs (the catalogue issue adds organisers, events and tickets here).
 */
export const SEEDERS: Seeder[] = [catalogueSeeder, visitorFieldsSeeder];
