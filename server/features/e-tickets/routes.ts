import { apiTable } from "#shared/contracts/api-table.ts";
import { SYNC_BODY_MAX_BYTES } from "#shared/contracts/e-tickets.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { requireViewer } from "../sessions/index.ts";
import { requireGate } from "./check-in-secret.ts";
import { checkInTicket } from "./check-in-ticket.ts";
import { claimTicket } from "./claim-ticket.ts";
import { completeTicketVisitor } from "./complete-visitor.ts";
import { eTicketsDeps } from "./deps.ts";
import { getETicket } from "./get-e-ticket.ts";
import { getOfflineBundle } from "./get-offline-bundle.ts";
import { listMyTickets, listMyTransfers } from "./list-my-tickets.ts";
import { syncOfflineScans } from "./sync-offline-scans.ts";
import { downloadTicketPdf } from "./tickets-pdf.ts";
import { transferTicket } from "./transfer-ticket.ts";
import { downloadVoidCopyPdf } from "./void-copy-pdf.ts";

const TAG = "e-tickets";
const CHECK_IN_TAG = "check-in";

/** `/ticket/*` (the signed-in holder) and `/check-in/{slug}/*` (gate devices holding the secret). */
export function eTicketRoutes(services: AppServices): ApiRoute[] {
  const deps = eTicketsDeps(services);
  return [
    defineRoute(apiTable.myTickets, {
      summary: "My tickets: the e-tickets this buyer holds, upcoming or past",
      tag: TAG,
      auth: "session",
      successMessage: "eTickets.messages.myTickets",
      async handler({ query, request }) {
        return listMyTickets(deps, await requireViewer(request, services), query.tab);
      },
    }),
    defineRoute(apiTable.ticketTransfers, {
      summary: "Transfers this buyer sent or received, newest first",
      tag: TAG,
      auth: "session",
      successMessage: "eTickets.messages.transfers",
      async handler({ request }) {
        return listMyTransfers(deps, await requireViewer(request, services));
      },
    }),
    defineRoute(apiTable.ticketDetail, {
      summary: "One e-ticket with its signed QR code (404 unless the buyer holds it)",
      tag: TAG,
      auth: "session",
      successMessage: "eTickets.messages.detail",
      async handler({ params, request, t }) {
        return getETicket(deps, await requireViewer(request, services), params.ticketId, t);
      },
    }),
    defineRoute(apiTable.ticketPdf, {
      summary: "The e-ticket as a PDF (base64), one page with the QR code",
      tag: TAG,
      auth: "session",
      successMessage: "eTickets.messages.pdf",
      async handler({ params, request, t }) {
        return downloadTicketPdf(deps, await requireViewer(request, services), params.ticketId, t);
      },
    }),
    defineRoute(apiTable.transferTicket, {
      summary: "Transfer the e-ticket to another person by e-mail (the old code stops working)",
      tag: TAG,
      auth: "session",
      successMessage: "eTickets.messages.transferred",
      async handler({ params, body, request, t }) {
        const buyerId = await requireViewer(request, services);
        return transferTicket(deps, buyerId, params.ticketId, body, { t, log: request.log });
      },
    }),
    defineRoute(apiTable.claimTicket, {
      summary: "Receive a transferred ticket with the claim link of its mail (signed in as its recipient)",
      tag: TAG,
      auth: "session",
      successMessage: "eTickets.delivery.claimed",
      async handler({ body, request }) {
        return claimTicket(deps, await requireViewer(request, services), body.token);
      },
    }),
    defineRoute(apiTable.completeTicketVisitor, {
      summary: "The recipient of a transferred ticket fills in its visitor form (once)",
      tag: TAG,
      auth: "session",
      successMessage: "eTickets.delivery.visitorSaved",
      async handler({ params, body, request, t }) {
        const buyerId = await requireViewer(request, services);
        return completeTicketVisitor(deps, buyerId, params.ticketId, body.visitor, t);
      },
    }),
    defineRoute(apiTable.sentTicketPdf, {
      summary: "The sender's copy of a transferred ticket as a PDF, stamped void (no code)",
      tag: TAG,
      auth: "session",
      successMessage: "eTickets.messages.pdf",
      async handler({ params, request, t }) {
        return downloadVoidCopyPdf(deps, await requireViewer(request, services), params.ticketId, t);
      },
    }),
    defineRoute(apiTable.checkInScan, {
      summary: "Gate: judge a scanned code and admit its ticket once (x-check-in-secret header)",
      tag: CHECK_IN_TAG,
      auth: "checkInSecret",
      successMessage: "eTickets.messages.checkedIn",
      async handler({ params, body, request }) {
        const gate = await requireGate(services.db, request, params.eventSlug);
        return checkInTicket(deps, gate.event, body, {}, gate.link);
      },
    }),
    defineRoute(apiTable.checkInBundle, {
      summary: "Gate: public keys, revoked codes and the display list for offline checking",
      tag: CHECK_IN_TAG,
      auth: "checkInSecret",
      successMessage: "eTickets.messages.bundle",
      async handler({ params, request, reply }) {
        const { event } = await requireGate(services.db, request, params.eventSlug);
        // Holder names: never stored by a shared cache.
        reply.header("cache-control", "no-store");
        return getOfflineBundle(deps, event);
      },
    }),
    defineRoute(apiTable.checkInSync, {
      summary: "Gate: upload offline scans; reports tickets admitted twice",
      tag: CHECK_IN_TAG,
      auth: "checkInSecret",
      successMessage: "eTickets.messages.synced",
      bodyLimit: SYNC_BODY_MAX_BYTES,
      async handler({ params, body, request }) {
        const gate = await requireGate(services.db, request, params.eventSlug);
        return syncOfflineScans(deps, gate.event, body, gate.link);
      },
    }),
  ];
}
