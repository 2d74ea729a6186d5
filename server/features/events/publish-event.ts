import type { OrgEvent } from "#shared/contracts/organizer.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import type { OrganiserAccess, OrganizerDeps } from "../organizations/index.ts";
import { auditLifecycle, lockOrgEvent } from "./event-lifecycle.ts";
import { presentOrgEvent } from "./get-org-event.ts";
import { type EventRow, findCategoryOnSale, saveEventColumns } from "./org-events-data.ts";

/**
 * What publishing needs: a poster, dates that are still ahead, a venue and city, and at least one
 * visible category whose sale has not ended with a quota above zero.
 */
async function missingForPublish(tx: Tx, event: EventRow, now: Date): Promise<MessageKey[]> {
  const missing: MessageKey[] = [];
  if (!event.posterImageId && !event.posterPath) missing.push("organizer.errors.missingPoster");
  if (event.endsAt.getTime() <= now.getTime()) missing.push("organizer.errors.endedAlready");
  if (!event.venueName.trim() || !event.city.trim()) missing.push("organizer.errors.missingVenue");
  if (!(await findCategoryOnSale(tx, event.id, now))) missing.push("organizer.errors.missingCategory");
  return missing;
}

/** Draft to published: listed from now on, each category selling inside its own window. */
export async function publishEvent(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  rawEventId: string,
): Promise<OrgEvent> {
  const row = await inTransaction(deps.db, async (tx) => {
    const event = await lockOrgEvent(tx, access, rawEventId);
    if (event.lifecycle !== "draft")
      throw new AppError("conflict", { messageKey: "organizer.errors.notDraft" });
    const now = deps.clock.now();
    const missing = await missingForPublish(tx, event, now);
    if (missing.length > 0)
      throw new AppError("rule_refused", {
        messageKey: "organizer.errors.incomplete",
        // Each missing piece is its own translated line, keyed so the form can show them together.
        fields: Object.fromEntries(missing.map((key, index) => [`publish.${index}`, { key }])),
      });
    const updated = await saveEventColumns(tx, event.id, {
      lifecycle: "published",
      publishedAt: event.publishedAt ?? now,
      updatedAt: now,
    });
    await auditLifecycle(tx, access, event.id, { lifecycle: "draft" }, { lifecycle: "published" });
    return updated;
  });
  return presentOrgEvent(deps, row);
}
