import type { OrgEvent } from "#shared/contracts/organizer.ts";
import { type OrganiserAccess, requireOrgEvent } from "./access.ts";
import type { OrganizerDeps } from "./deps.ts";
import { toOrgEvent } from "./org-event-view.ts";
import { loadEventExtras } from "./org-events-data.ts";

export async function getOrgEvent(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  rawEventId: string,
): Promise<OrgEvent> {
  const row = await requireOrgEvent(deps.db, access.organiserId, rawEventId);
  return toOrgEvent(row, await loadEventExtras(deps.db, row), deps.clock.now());
}
