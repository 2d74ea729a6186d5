import { apiTable } from "#shared/contracts/api-table.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import { FileDownload } from "../../http/file-download.ts";
import type { AppServices } from "../../services.ts";
import { requireOrgEvent } from "./access.ts";
import type { OrganizerDeps } from "./deps.ts";
import { getOrderDetail, resendConfirmation } from "./order-detail.ts";
import { defineOrganizerRoute } from "./organizer-route.ts";
import { payoutCsv, payoutStatement } from "./payout-statement.ts";
import { listRefunds, recordRefund } from "./refunds.ts";

const TAG = "organizer";

/**
 * Orders and refunds to track, and the payout statement (issue 18, items 4 and 6): owner, admin and
 * finance (`records`); gate staff and buyers never. Ids under the event load with the checked event.
 */
export function refundsRoutes(services: AppServices, deps: OrganizerDeps): ApiRoute[] {
  return [
    defineOrganizerRoute(services, apiTable.orgOrderDetail, "records", {
      summary: "One order of the event: amounts, tickets, why it is owed back, its refund record, resends",
      tag: TAG,
      successMessage: "organizer.refunds.messages.detail",
      async handler({ access, params }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return getOrderDetail(deps, event, params.orderId);
      },
    }),
    defineOrganizerRoute(services, apiTable.resendConfirmation, "records", {
      summary:
        "Send a paid order's confirmation again, with its e-tickets, to the buyer (through the outbox; once a minute; audited)",
      tag: TAG,
      successMessage: "organizer.refunds.messages.resent",
      async handler({ access, params, request }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return resendConfirmation(deps, access, event, params.orderId, request.log);
      },
    }),
    defineOrganizerRoute(services, apiTable.recordRefund, "records", {
      summary:
        "Record that an owed order was paid back: amount (1..total), method, reference; once per order (no money moves)",
      tag: TAG,
      successStatus: 201,
      successMessage: "organizer.refunds.messages.recorded",
      async handler({ access, params, body }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return recordRefund(deps, access, event, params.orderId, body);
      },
    }),
    defineOrganizerRoute(services, apiTable.eventRefunds, "records", {
      summary:
        "The event's 'needs refund' list: late payments that found no stock and paid orders of a cancelled event; or those already refunded",
      tag: TAG,
      successMessage: "organizer.refunds.messages.refunds",
      async handler({ access, params, query }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return listRefunds(deps, event, query);
      },
    }),
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
