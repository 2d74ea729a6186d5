import type { z } from "zod";
import type { createEventBodySchema, OrgEvent } from "#shared/contracts/organizer.ts";
import { slugFrom } from "#shared/format/slug.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { OrganiserAccess, OrganizerDeps } from "../organizations/index.ts";
import { freeSlugFrom, slugIsFree, slugTaken } from "./event-slugs.ts";
import { presentOrgEvent } from "./get-org-event.ts";
import { insertEvent } from "./org-events-data.ts";
import {
  assertDates,
  columnsOf,
  mapSlugRace,
  requireOwnImages,
  saveLineup,
  saveTicketSettings,
} from "./save-event.ts";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * A new event is a draft: never visible to buyers. Only the title is needed; the slug is made from it
 * unless given, the dates default to a month ahead (19:00-23:00 WIB) so the row is complete enough to
 * edit, and publishing checks what is really needed.
 */
export async function createEvent(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  body: z.output<typeof createEventBodySchema>,
): Promise<OrgEvent> {
  const row = await mapSlugRace(() =>
    inTransaction(deps.db, async (tx) => {
      await requireOwnImages(tx, access.organiserId, [
        body.posterImageId,
        body.bannerImageId,
        ...(body.talents ?? []).map((talent) => talent.imageId),
      ]);
      let slug: string;
      if (body.slug) {
        if (!(await slugIsFree(tx, body.slug, null))) throw slugTaken();
        slug = body.slug;
      } else slug = await freeSlugFrom(tx, slugFrom(body.title) || "event");
      const day = new Date(deps.clock.now().getTime() + 30 * DAY_MS);
      // 19:00 WIB is 12:00 UTC.
      const defaultStart = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12));
      const startsAt = body.startsAt ? new Date(body.startsAt) : defaultStart;
      const endsAt = body.endsAt ? new Date(body.endsAt) : new Date(startsAt.getTime() + 4 * HOUR_MS);
      assertDates(startsAt, endsAt);
      const inserted = await insertEvent(tx, {
        venueName: "",
        city: "",
        category: "concert",
        ...columnsOf(body),
        title: body.title,
        slug,
        startsAt,
        endsAt,
        organiserId: access.organiserId,
        lifecycle: "draft",
      });
      if (body.talents) await saveLineup(tx, access.organiserId, inserted.id, body.talents);
      await saveTicketSettings(tx, inserted.id, body);
      return inserted;
    }),
  );
  return presentOrgEvent(deps, row);
}
