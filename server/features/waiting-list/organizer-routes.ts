import { apiTable } from "#shared/contracts/api-table.ts";
import { OFFER_MINUTES_DEFAULT, type OrgWaitingList } from "#shared/contracts/waiting-list.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import { AppError } from "../../http/app-error.ts";
import type { AppServices } from "../../services.ts";
import { recordAudit } from "../audit/index.ts";
import { defineOrganizerRoute, organizerDeps, requireOrgEvent } from "../organizations/index.ts";
import { listStats, readSettings, saveSettings } from "./data.ts";
import { waitingListDeps } from "./deps.ts";
import { sweepWaitingLists } from "./sweep.ts";

const TAG = "organizer";

/**
 * The event's waiting lists in the workspace: the office reads the settings and each category's line,
 * offers out and offers taken; owners and admins turn the lists on or off and set the offer's time
 * limit, audited with the event's other settings.
 */
export function organizerWaitingListRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  const listDeps = waitingListDeps(services);
  async function view(eventId: number): Promise<OrgWaitingList> {
    const settings = await readSettings(deps.db, eventId);
    return {
      enabled: settings?.enabled ?? false,
      offer_minutes: settings?.offerMinutes ?? OFFER_MINUTES_DEFAULT,
      categories: await listStats(deps.db, eventId),
    };
  }

  return [
    defineOrganizerRoute(services, apiTable.orgWaitingList, "office", {
      summary:
        "The event's waiting lists: on or off, the offer's time limit, and per category the line and its offers",
      tag: TAG,
      async handler({ access, params }) {
        return view((await requireOrgEvent(deps.db, access.organiserId, params.eventId)).id);
      },
    }),
    defineOrganizerRoute(services, apiTable.saveOrgWaitingList, "editors", {
      summary: "Turn the event's waiting lists on or off and set how long an offer is held",
      tag: TAG,
      successMessage: "waitingList.organizer.saved",
      async handler({ access, params, body }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        if (event.lifecycle === "cancelled")
          throw new AppError("conflict", { messageKey: "waitingList.organizer.cancelled" });
        await inTransaction(deps.db, async (tx) => {
          const before = await readSettings(tx, event.id);
          const after = { enabled: body.enabled, offerMinutes: body.offer_minutes };
          await saveSettings(tx, event.id, after);
          await recordAudit(tx, {
            actor: access.buyerId,
            eventId: event.id,
            entity: "waiting_list",
            before: before ? { enabled: before.enabled, offer_minutes: before.offerMinutes } : null,
            after: { enabled: after.enabled, offer_minutes: after.offerMinutes },
          });
        });
        // Turning the list off hands its reserved stock back to the public; turning it on offers at once.
        if (body.enabled) await sweepWaitingLists(listDeps);
        return view(event.id);
      },
    }),
  ];
}
