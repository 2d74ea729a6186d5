import type { Seeder } from "./db/seed/seeder.ts";
import { visitorFieldsSeeder } from "./features/checkout/visitor-fields-seeder.ts";
import { catalogueSeeder } from "./features/events/seed/catalogue-seeder.ts";

/**
 * Every feature's seeder, in the order they run (each in its own transaction, once per database): the
 * visitor forms need the catalogue's events. A feature that seeds adds its seeder here.
 */
export const SEEDERS: readonly Seeder[] = [catalogueSeeder, visitorFieldsSeeder];
