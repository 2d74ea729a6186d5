import type { OrgEvent } from "#shared/contracts/organizer.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/index.ts";
import {
  type OrganiserAccess,
  type OrganizerDeps,
  type OrgEventRow,
  requireOrgEvent,
} from "../organizations/index.ts";
import { changeSlug } from "./event-slugs.ts";
import { presentOrgEvent } from "./get-org-event.ts";
import { lockEventForUpdate, saveEventColumns } from "./org-events-data.ts";
import {
  assertDates,
  columnsOf,
  type EventPatch,
  mapSlugRace,
  requireOwnImages,
  saveLineup,
  saveTicketSettings,
} from "./save-event.ts";

/**
 * Saves what the body names. A cancelled event is frozen. The slug changes freely while a draft; after
 * publishing the old one redirects (event-slugs.ts).
 */
export async function updateEvent(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  rawEventId: string,
  patch: EventPatch,
): Promise<OrgEvent> {
  const row = await mapSlugRace(() =>
    inTransaction(deps.db, async (tx) => {
      const current = await requireOrgEvent(tx, access.organiserId, rawEventId);
      const event = await lockEventForUpdate(tx, current.id);
      if (event.lifecycle === "cancelled")
        throw new AppError("conflict", { messageKey: "organizer.errors.cancelled" });
      await requireOwnImages(tx, access.organiserId, [
        patch.posterImageId,
        patch.bannerImageId,
        ...(patch.talents ?? []).map((talent) => talent.imageId),
      ]);
      const set = columnsOf(patch);
      assertDates(set.startsAt ?? event.startsAt, set.endsAt ?? event.endsAt);
      if (patch.slug !== undefined && patch.slug !== event.slug) {
        await changeSlug(tx, event, patch.slug);
        set.slug = patch.slug;
      }
      const updated = await saveEventColumns(tx, event.id, { ...set, updatedAt: deps.clock.now() });
      if (patch.talents) await saveLineup(tx, access.organiserId, event.id, patch.talents);
      await saveTicketSettings(tx, event.id, patch);
      // The changed columns, before and after; a lineup change is named by its talents.
      const changed = Object.keys(set) as (keyof typeof set & keyof OrgEventRow)[];
      const pick = (source: OrgEventRow) => Object.fromEntries(changed.map((key) => [key, source[key]]));
      await recordAudit(tx, {
        actor: access.buyerId,
        eventId: event.id,
        entity: "event",
        entityId: event.id,
        before: pick(event),
        after: {
          ...pick(updated),
          ...(patch.talents ? { talents: patch.talents.map((talent) => talent.name) } : {}),
        },
      });
      return updated;
    }),
  );
  return presentOrgEvent(deps, row);
}
