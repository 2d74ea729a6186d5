import { eq } from "drizzle-orm";
import type { DashboardActivity, DashboardActivityKind } from "#shared/contracts/organizer-dashboard.ts";
import type { Db } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";
import type { LiveUpdates } from "./live-updates.ts";

/** The topic an event's open dashboards listen to. */
export const eventActivityTopic = (eventId: number) => `org-event:${eventId}`;
/** The topic an organisation's open dashboard (all its events) listens to. */
export const organisationActivityTopic = (organiserId: number) => `org:${organiserId}`;

interface Logger {
  warn(object: unknown, message: string): void;
}

/**
 * Tells every process's open dashboards that an event's figures moved (a payment settled or expired,
 * a ticket admitted): on the event's topic and on its organisation's. Call AFTER the change committed,
 * never inside the transaction (a dashboard told too early would read the old figures). Best effort,
 * like the payment page's status: a failure is logged, never the caller's failure.
 */
export async function announceEventActivity(
  deps: { db: Db; live: LiveUpdates },
  eventId: number,
  kind: DashboardActivityKind,
  log?: Logger | null,
): Promise<void> {
  try {
    const [event] = await deps.db
      .select({ organiserId: events.organiserId })
      .from(events)
      .where(eq(events.id, eventId))
      .limit(1);
    if (!event) return;
    const update: DashboardActivity = { kind, eventId, at: new Date().toISOString() };
    // Both at once: under load each publish waits for a pooled connection, and the page is waiting.
    await Promise.all([
      deps.live.publish(eventActivityTopic(eventId), update),
      deps.live.publish(organisationActivityTopic(event.organiserId), update),
    ]);
  } catch (error) {
    log?.warn({ err: error, eventId }, "announcing a dashboard update failed");
  }
}
