import type { Tx } from "../transaction.ts";

/**
 * One step of the seed. Features write theirs; the composition root lists them in order
 * (`server/seeders.ts`) and hands the list to `seedDatabase`, so `server/db` imports no feature.
 */
export interface Seeder {
  /** Stable name recorded in `seed_runs`; renaming it makes the seeder run again. */
  name: string;
  run(tx: Tx, options: SeedOptions): Promise<void>;
}

export interface SeedOptions {
  /** Multiplier for benchmark-sized catalogues (`npm run db:seed -- --scale`). */
  scale: "demo" | "site";
  /** Whether the demo gets an event with a waiting room (DEMO_WAITING_ROOM; the browser tests turn it off). */
  demoWaitingRoom?: boolean;
}
