import { EVENT_TITLE_MAX, type OrgEvent } from "#shared/contracts/organizer.ts";
import { slugFrom } from "#shared/format/slug.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import { type OrganiserAccess, type OrganizerDeps, requireOrgEvent } from "../organizations/index.ts";
import { copyEventAsDraft } from "./duplicate-data.ts";
import { freeSlugFrom } from "./event-slugs.ts";
import { presentOrgEvent } from "./get-org-event.ts";
import { mapSlugRace } from "./save-event.ts";

/**
 * The copy's name in the organiser's language: "<title> (salinan)" / "<title> (copy)", the source's
 * title shortened (with "…") when the whole would pass the title's limit.
 */
export function copyTitle(title: string, t: Translator): string {
  const whole = t("organizer.eventForm.copyTitle", { title });
  if (whole.length <= EVENT_TITLE_MAX) return whole;
  const room = EVENT_TITLE_MAX - (whole.length - title.length) - 1;
  return t("organizer.eventForm.copyTitle", { title: `${title.slice(0, Math.max(room, 0)).trimEnd()}…` });
}

/**
 * Duplicates an event of the organisation (any stage, a cancelled one too) as a new draft with a new
 * slug, in ONE transaction: settings, ticket categories, seat map, visitor form and vouchers, never
 * anything sold (duplicate-data.ts). The copy's creation is the first entry of its own audit log.
 */
export async function duplicateEvent(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  rawEventId: string,
  t: Translator,
): Promise<OrgEvent> {
  const row = await mapSlugRace(() =>
    inTransaction(deps.db, async (tx) => {
      const source = await requireOrgEvent(tx, access.organiserId, rawEventId);
      const title = copyTitle(source.title, t);
      const slug = await freeSlugFrom(tx, slugFrom(title) || "event-copy");
      const { event, parts } = await copyEventAsDraft(tx, source, { title, slug, now: deps.clock.now() });
      await recordAudit(tx, {
        actor: access.buyerId,
        eventId: event.id,
        entity: "event",
        entityId: event.id,
        before: null,
        after: { duplicatedFrom: source.id, title, slug, ...parts },
      });
      return event;
    }),
  );
  return presentOrgEvent(deps, row);
}
