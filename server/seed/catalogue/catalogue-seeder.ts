import type { Seeder } from "../../db/seed/seeder.ts";
import { insertCatalogue } from "./insert-catalogue.ts";
import { planCatalogue } from "./plan-catalogue.ts";

/**
 * The demo catalogue (72 events with every feature on show) or, with `--scale`, the site's stated
 * scale (1,200 events, 800 organisers, 140,000 tickets sold). Dates are relative to the moment it runs.
 */
export const catalogueSeeder: Seeder = {
  name: "catalogue",
  async run(tx, options) {
    await insertCatalogue(tx, planCatalogue(options.scale, new Date()));
  },
};
