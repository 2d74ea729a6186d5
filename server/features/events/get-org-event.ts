import type { OrgEvent } from "#shared/contracts/organizer.ts";
import {
  type OrganiserAccess,
  type OrganizerDeps,
  type OrgEventRow,
  requireOrgEvent,
} from "../organizations/index.ts";
import { toOrgEvent } from "./org-event-view.ts";
import { loadEventExtras } from "./org-events-data.ts";

/** The editor's view of an event row: with its lineup, e-ticket settings and image widths. */
export async function presentOrgEvent(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  row: OrgEventRow,
): Promise<OrgEvent> {
  return toOrgEvent(row, await loadEventExtras(deps.db, row), deps.clock.now());
}

export async function getOrgEvent(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  rawEventId: string,
): Promise<OrgEvent> {
  const row = await requireOrgEvent(deps.db, access.organiserId, rawEventId);
  return presentOrgEvent(deps, row);
}
