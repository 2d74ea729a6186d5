import { apiTable } from "#shared/contracts/api-table.ts";
import type { OrgResale } from "#shared/contracts/resale.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { recordAudit } from "../audit/index.ts";
import { defineOrganizerRoute, organizerDeps, requireOrgEvent } from "../organizations/index.ts";
import { DEFAULT_RESALE_SETTINGS, readResaleSettings, resaleStats, saveResaleSettings } from "./data.ts";

const TAG = "organizer";

/** The event's resale settings: the office reads them with the figures, owners and admins change them. */
export function organizerResaleRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  async function view(eventId: number): Promise<OrgResale> {
    const s = (await readResaleSettings(deps.db, eventId)) ?? DEFAULT_RESALE_SETTINGS;
    return {
      enabled: s.enabled,
      list_until_hours: s.listUntilHours,
      seller_fee: s.sellerFee,
      transfer_cap: s.transferCap,
      ...(await resaleStats(deps.db, eventId)),
    };
  }
  return [
    defineOrganizerRoute(services, apiTable.orgResale, "office", {
      summary: "The event's resale settings and how many tickets were listed, sold and repaid",
      tag: TAG,
      async handler({ access, params }) {
        return view((await requireOrgEvent(deps.db, access.organiserId, params.eventId)).id);
      },
    }),
    defineOrganizerRoute(services, apiTable.saveOrgResale, "editors", {
      summary:
        "Turn face-value resale on or off, set the listing deadline, the seller's fee and the transfer cap",
      tag: TAG,
      successMessage: "resale.organizer.saved",
      async handler({ access, params, body }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        await inTransaction(deps.db, async (tx) => {
          const before = await readResaleSettings(tx, event.id);
          const after = {
            enabled: body.enabled,
            listUntilHours: body.list_until_hours,
            sellerFee: body.seller_fee,
            transferCap: body.transfer_cap,
          };
          await saveResaleSettings(tx, event.id, after);
          await recordAudit(tx, {
            actor: access.buyerId,
            eventId: event.id,
            entity: "resale_settings",
            before: before ?? null,
            after,
          });
        });
        return view(event.id);
      },
    }),
  ];
}
