import { apiTable } from "#shared/contracts/api-table.ts";
import {
  OFFER_MINUTES_DEFAULT,
  type OrgWaitingList,
  type OrgWaitingListBody,
} from "#shared/contracts/waiting-list.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import { AppError } from "../../http/app-error.ts";
import type { AppServices } from "../../services.ts";
import { recordAudit } from "../audit/index.ts";
import { defineOrganizerRoute, organizerDeps, requireOrgEvent } from "../organizations/index.ts";
import {
  categoriesOfEvent,
  enabledCategoryIds,
  listStats,
  readOfferMinutes,
  saveOfferMinutes,
  setCategorySwitches,
} from "./data.ts";
import { waitingListDeps } from "./deps.ts";
import { waitingListError } from "./errors.ts";
import { sweepWaitingLists } from "./sweep.ts";

const TAG = "organizer";

/** What the audit log keeps of the event's lists: the time limit and the categories switched on. */
async function auditedSettings(db: Db, eventId: number) {
  const offerMinutes = await readOfferMinutes(db, eventId);
  const enabled = await enabledCategoryIds(db, eventId);
  if (offerMinutes === null && enabled.length === 0) return null;
  return { offer_minutes: offerMinutes ?? OFFER_MINUTES_DEFAULT, enabled_categories: enabled };
}

/**
 * Every named category must be the event's; a seated one cannot be switched on (an offer would need a
 * seat choice), while switching it off is always allowed so an old switch can be cleared.
 */
async function checkSwitches(db: Db, eventId: number, body: OrgWaitingListBody): Promise<void> {
  const ids = [...new Set(body.categories.map((entry) => entry.category_id))];
  // One switch per category: "on" and "off" for the same one in a body has no meaning to pick from.
  if (ids.length !== body.categories.length) throw waitingListError.categoryTwice();
  const found = new Map((await categoriesOfEvent(db, eventId, ids)).map((row) => [row.id, row]));
  if (ids.some((id) => !found.has(id))) throw waitingListError.notThisEventsCategory();
  if (body.categories.some((entry) => entry.enabled && found.get(entry.category_id)?.seated))
    throw waitingListError.seatedSwitch();
}

/**
 * The event's waiting lists in the workspace: the office reads the time limit and, per category, the
 * switch, the line, the offers out and the offers taken; owners and admins switch each category's list
 * and set the offer's time limit, audited with the event's other settings.
 */
export function organizerWaitingListRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  const listDeps = waitingListDeps(services);
  async function view(eventId: number): Promise<OrgWaitingList> {
    return {
      offer_minutes: (await readOfferMinutes(deps.db, eventId)) ?? OFFER_MINUTES_DEFAULT,
      categories: await listStats(deps.db, eventId),
    };
  }

  return [
    defineOrganizerRoute(services, apiTable.orgWaitingList, "office", {
      summary:
        "The event's waiting lists: the offer's time limit, and per category its switch, the line and its offers",
      tag: TAG,
      async handler({ access, params }) {
        return view((await requireOrgEvent(deps.db, access.organiserId, params.eventId)).id);
      },
    }),
    defineOrganizerRoute(services, apiTable.saveOrgWaitingList, "editors", {
      summary: "Switch each category's waiting list on or off and set how long an offer is held",
      tag: TAG,
      successMessage: "waitingList.organizer.saved",
      async handler({ access, params, body }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        if (event.lifecycle === "cancelled")
          throw new AppError("conflict", { messageKey: "waitingList.organizer.cancelled" });
        await checkSwitches(deps.db, event.id, body);
        await inTransaction(deps.db, async (tx) => {
          const before = await auditedSettings(tx, event.id);
          await saveOfferMinutes(tx, event.id, body.offer_minutes);
          await setCategorySwitches(
            tx,
            event.id,
            body.categories.map((entry) => ({ categoryId: entry.category_id, enabled: entry.enabled })),
          );
          await recordAudit(tx, {
            actor: access.buyerId,
            eventId: event.id,
            entity: "waiting_list",
            before,
            after: await auditedSettings(tx, event.id),
          });
        });
        // A list switched off hands its reserved stock back to the public; one switched on offers at once.
        if (body.categories.some((entry) => entry.enabled)) await sweepWaitingLists(listDeps);
        return view(event.id);
      },
    }),
  ];
}
