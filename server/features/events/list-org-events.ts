import type { OrganiserAccess, OrganizerDeps } from "../organizations/index.ts";
import { eventStage, posterUrl } from "./org-event-view.ts";
import { imageWidths, listOrgEvents } from "./org-events-data.ts";

/** The Events screen: every event of the organisation, drafts included, with its stage. */
export async function listOrganizationEvents(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
) {
  const rows = await listOrgEvents(deps.db, access.organiserId);
  const posterIds = rows.map((row) => row.posterImageId).filter((id): id is string => id !== null);
  const widths = new Map((await imageWidths(deps.db, posterIds)).map((image) => [image.id, image.widths]));
  const now = deps.clock.now();
  return {
    rows: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      stage: eventStage(row, now),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      city: row.city,
      poster: posterUrl(row, row.posterImageId ? widths.get(row.posterImageId) : undefined),
    })),
  };
}
