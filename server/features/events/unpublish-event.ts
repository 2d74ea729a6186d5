import type { OrgEvent } from "#shared/contracts/organizer.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import type { OrganiserAccess, OrganizerDeps } from "../organizations/index.ts";
import { liveClaimCounts, lockCategories } from "../stock/index.ts";
import { auditLifecycle, lockOrgEvent } from "./event-lifecycle.ts";
import { presentOrgEvent } from "./get-org-event.ts";
import { listCategoryIds, saveEventColumns } from "./org-events-data.ts";

/**
 * Published back to draft, only while nothing is sold or held. The categories are locked first (the
 * stock module's order), so a checkout cannot slip a hold in between the count and the change: it
 * waits for the lock and then finds the event a draft.
 */
export async function unpublishEvent(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  rawEventId: string,
): Promise<OrgEvent> {
  const row = await inTransaction(deps.db, async (tx) => {
    const event = await lockOrgEvent(tx, access, rawEventId);
    if (event.lifecycle !== "published")
      throw new AppError("conflict", { messageKey: "organizer.errors.notPublished" });
    const ids = await listCategoryIds(tx, event.id);
    await lockCategories(tx, ids);
    const live = await liveClaimCounts(tx, ids);
    if ([...live.values()].some((count) => count > 0))
      throw new AppError("rule_refused", { messageKey: "organizer.errors.stockLive" });
    const updated = await saveEventColumns(tx, event.id, { lifecycle: "draft", updatedAt: deps.clock.now() });
    await auditLifecycle(tx, access, event.id, { lifecycle: "published" }, { lifecycle: "draft" });
    return updated;
  });
  return presentOrgEvent(deps, row);
}
