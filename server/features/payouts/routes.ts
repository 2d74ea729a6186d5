import { apiTable } from "#shared/contracts/api-table.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import { FileDownload } from "../../http/file-download.ts";
import type { AppServices } from "../../services.ts";
import { defineOrganizerRoute, organizerDeps, requireOrgEvent } from "../organizations/index.ts";
import { payoutCsv } from "./payout-csv.ts";
import { payoutStatement } from "./payout-statement.ts";

const TAG = "organizer";

/** An event's payout statement, on screen and as CSV: owner, admin and finance (`records`). */
export function payoutRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  return [
    defineOrganizerRoute(services, apiTable.payoutStatement, "records", {
      summary:
        "The event's payout statement per day (WIB): gross, minus gateway fees, equals net payable; Internet Fee apart; masked account",
      tag: TAG,
      successMessage: "organizer.refunds.messages.payout",
      async handler({ access, params }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return payoutStatement(deps, access, event);
      },
    }),
    Object.assign(
      defineOrganizerRoute(services, apiTable.payoutCsv, "records", {
        summary: "Download the payout statement as CSV, with the organisation's masked payout account",
        tag: TAG,
        async handler({ access, params, t }) {
          const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
          const file = await payoutCsv(deps, access, event, t);
          return new FileDownload(file.fileName, file.contentType, file.stream);
        },
      }),
      { fileResponse: { mediaTypes: ["text/csv"] } },
    ),
  ];
}
