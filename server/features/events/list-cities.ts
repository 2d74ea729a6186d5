import type { CityList } from "#shared/contracts/event-filters.ts";
import type { Db } from "../../db/client.ts";
import { listOpenCities } from "./list-data.ts";

/** The city filter's choices: cities with events not over yet, busiest first. */
export async function listCities(db: Db, now: Date): Promise<CityList> {
  const rows = await listOpenCities(db, now);
  return { rows: rows.map((row) => ({ name: row.name, event_count: row.eventCount })) };
}
