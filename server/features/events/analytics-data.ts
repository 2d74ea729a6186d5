import { eq } from "drizzle-orm";
import type { AnalyticsIds } from "#shared/analytics/analytics-ids.ts";
import type { Db } from "../../db/client.ts";
import { events, organisers } from "../../db/schema/index.ts";

export async function updateOrganiserAnalytics(db: Db, organiserId: number, ids: AnalyticsIds) {
  const rows = await db
    .update(organisers)
    .set({ ga4MeasurementId: ids.ga4_measurement_id, metaPixelId: ids.meta_pixel_id })
    .where(eq(organisers.id, organiserId))
    .returning({ id: organisers.id });
  return rows.length > 0;
}

export async function updateEventAnalytics(db: Db, eventId: number, ids: AnalyticsIds, now: Date) {
  const rows = await db
    .update(events)
    .set({ ga4MeasurementId: ids.ga4_measurement_id, metaPixelId: ids.meta_pixel_id, updatedAt: now })
    .where(eq(events.id, eventId))
    .returning({ id: events.id });
  return rows.length > 0;
}
