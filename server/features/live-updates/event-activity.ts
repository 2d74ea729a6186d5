import type { DashboardActivity, DashboardActivityKind } from "#shared/contracts/organizer-dashboard.ts";
import type { Db } from "../../db/client.ts";
import { findEventOrganiser } from "./data.ts";
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
  event: number | { slug: string },
  kind: DashboardActivityKind,
  log?: Logger | null,
): Promise<void> {
  try {
    const found = await findEventOrganiser(deps.db, event);
    if (!found) return;
    const update: DashboardActivity = { kind, eventId: found.id, at: new Date().toISOString() };
    // Both at once: under load each publish waits for a pooled connection, and the page is waiting.
    await Promise.all([
      deps.live.publish(eventActivityTopic(found.id), update),
      deps.live.publish(organisationActivityTopic(found.organiserId), update),
    ]);
  } catch (error) {
    log?.warn({ err: error, event }, "announcing a dashboard update failed");
  }
}

/** At most this many events wait for a coalesced announcement at once; past it they are sent at once. */
const MAX_WAITING = 10_000;

/**
 * Announcements for a change that comes in floods (holds in a ticket war: thousands a second): at most
 * one per event per `intervalMs` from this process, the first at once and the last never dropped, so
 * an open dashboard stays within about `intervalMs` of the truth without a publish per hold.
 */
export function coalescedActivity(
  deps: { db: Db; live: LiveUpdates },
  kind: DashboardActivityKind,
  { intervalMs = 1_000, log }: { intervalMs?: number; log?: Logger | null } = {},
) {
  /** Per event slug: when the last announcement went out, and whether another is due after it. */
  const recent = new Map<string, { sentAt: number; due: boolean }>();
  const send = (slug: string) => {
    recent.set(slug, { sentAt: Date.now(), due: false });
    void announceEventActivity(deps, { slug }, kind, log);
    const timer = setTimeout(() => {
      const entry = recent.get(slug);
      if (entry?.due) send(slug);
      else recent.delete(slug);
    }, intervalMs);
    timer.unref();
  };
  return (eventSlug: string) => {
    const slug = eventSlug.toLowerCase();
    const entry = recent.get(slug);
    if (entry) entry.due = true;
    else if (recent.size < MAX_WAITING) send(slug);
    else void announceEventActivity(deps, { slug }, kind, log);
  };
}
