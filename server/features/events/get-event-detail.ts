import { effectiveAnalyticsIds } from "#shared/analytics/analytics-ids.ts";
import type { EventDetail } from "#shared/contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { listCategoryStockOfEvents } from "../stock/index.ts";
import { findEvent, listLineup } from "./data.ts";
import { eventNotFound, requireEventRef } from "./event-errors.ts";
import { summarizeSale } from "./sale-summary.ts";
import { toEventDetail, toTalent } from "./to-contract.ts";

/** One event by numeric id or slug, with organiser and lineup; 404 when there is none. */
export async function getEventDetail(
  db: Db,
  rawRef: string,
  now: Date,
  publicBaseUrl: string,
): Promise<EventDetail> {
  const event = await findEvent(db, requireEventRef(rawRef));
  if (!event) throw eventNotFound();
  const [lineup, categories] = await Promise.all([
    listLineup(db, event.id),
    listCategoryStockOfEvents(db, [event.id]),
  ]);
  const sale = summarizeSale(categories, event.endsAt, now);
  return {
    ...toEventDetail(event, sale, lineup.map(toTalent), now, publicBaseUrl),
    analytics: effectiveAnalyticsIds(event.analyticsOfEvent, event.analyticsOfOrganiser),
  };
}
