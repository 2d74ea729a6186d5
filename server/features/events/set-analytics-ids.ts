import { type AnalyticsIds, analyticsIdsInputSchema } from "#shared/analytics/analytics-ids.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { updateEventAnalytics, updateOrganiserAnalytics } from "./analytics-data.ts";
import { eventNotFound } from "./event-errors.ts";

export type AnalyticsTarget = { kind: "organiser"; organiserId: number } | { kind: "event"; eventId: number };

/**
 * Sets (or clears, with null or blank) the GA4 measurement id and Meta Pixel id of an organisation or of
 * one event. For the organiser workspace's screens: the caller has already checked the
 * organiser may manage the target. A malformed id is a 400 naming the field, and nothing changes.
 */
export async function setAnalyticsIds(
  db: Db,
  target: AnalyticsTarget,
  input: unknown,
  now: Date,
): Promise<AnalyticsIds> {
  const parsed = analyticsIdsInputSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, { key: MessageKey }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "body");
      fields[field] = {
        key: (issue.message.startsWith("analytics.")
          ? issue.message
          : "validation.field_empty") as MessageKey,
      };
    }
    throw new AppError("validation_failed", { fields });
  }
  const ids = parsed.data;
  const found =
    target.kind === "organiser"
      ? await updateOrganiserAnalytics(db, target.organiserId, ids)
      : await updateEventAnalytics(db, target.eventId, ids, now);
  if (!found)
    throw target.kind === "event"
      ? eventNotFound()
      : new AppError("not_found", { messageKey: "apiErrors.not_found" });
  return ids;
}
