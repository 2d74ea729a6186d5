import { apiTable } from "#shared/contracts/api-table.ts";
import type { EXPORT_FORMATS } from "#shared/contracts/organizer-records.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import { FileDownload } from "../../http/file-download.ts";
import type { AppServices } from "../../services.ts";
import { defineOrganizerRoute, organizerDeps, requireOrgEvent } from "../organizations/index.ts";
import { listAccessLog } from "./access-log.ts";
import { exportRecords } from "./export-records.ts";
import { listAttendees, listOrders } from "./list-records.ts";
import { revealTicketAnswers } from "./reveal-answers.ts";

const TAG = "organizer";
const EXPORT_MEDIA_TYPES = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const satisfies Record<(typeof EXPORT_FORMATS)[number], string>;

/** Buyers' records of an event: lists, the logged reveal, exports, the log. */
export function recordsRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  return [
    defineOrganizerRoute(services, apiTable.eventAttendees, "records", {
      summary:
        "An event's tickets with their visitors' answers (protected answers masked), paged and searchable",
      tag: TAG,
      successMessage: "organizer.records.messages.attendees",
      async handler({ access, params, query, t }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return listAttendees(deps.db, access, event.id, query, t);
      },
    }),
    defineOrganizerRoute(services, apiTable.eventOrders, "records", {
      summary: "An event's orders in every status, with their amounts, paged and searchable",
      tag: TAG,
      successMessage: "organizer.records.messages.orders",
      async handler({ access, params, query }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return listOrders(deps.db, event.id, query);
      },
    }),
    defineOrganizerRoute(services, apiTable.revealAttendee, "editors", {
      summary: "Open one ticket's protected answers, giving a reason (written to the access log)",
      tag: TAG,
      successMessage: "organizer.records.messages.revealed",
      async handler({ access, params, body, t }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return revealTicketAnswers(deps, access, event.id, params.ticketId, body.reason, t);
      },
    }),
    Object.assign(
      defineOrganizerRoute(services, apiTable.exportRecords, "records", {
        summary:
          "Download an event's orders or attendees as CSV or XLSX, streamed; one column per visitor question (written to the access log)",
        tag: TAG,
        async handler({ access, params, query, t }) {
          const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
          const file = await exportRecords(deps, access, event, params.kind, query, t);
          return new FileDownload(file.fileName, file.contentType, file.stream);
        },
      }),
      { fileResponse: { mediaTypes: Object.values(EXPORT_MEDIA_TYPES) } },
    ),
    defineOrganizerRoute(services, apiTable.accessLog, "owners", {
      summary: "The organisation's access log: every reveal of protected answers and every export",
      tag: TAG,
      successMessage: "organizer.records.messages.accessLog",
      handler: ({ access, query }) => listAccessLog(deps.db, access.organiserId, query.page, query.show),
    }),
  ];
}
