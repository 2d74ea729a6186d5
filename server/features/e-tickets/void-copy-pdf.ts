import type { TicketPdf } from "#shared/contracts/e-tickets.ts";
import { formatWib } from "#shared/format/datetime.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { findSentTransfer, findTicket } from "./data.ts";
import type { ETicketsDeps } from "./deps.ts";
import { renderVoidCopyPdf } from "./render-void-copy-pdf.ts";

/**
 * GET /ticket/transfers/{id}/pdf: the sender's copy of a ticket they transferred,
 * stamped as transferred and void. It carries no code (the old one is revoked; the new one is the
 * recipient's) and no visitor answers. 404 for anyone who never sent this ticket.
 */
export async function downloadVoidCopyPdf(
  deps: ETicketsDeps,
  buyerId: AuthorizedBuyerId,
  ticketId: string,
  t: Translator,
): Promise<TicketPdf> {
  const sent = await findSentTransfer(deps.db, buyerId, ticketId);
  const ticket = sent ? await findTicket(deps.db, ticketId) : undefined;
  if (!sent || !ticket) throw new AppError("not_found");
  const pdf = await renderVoidCopyPdf(
    {
      eventTitle: ticket.event.title,
      startsAt: ticket.event.startsAt,
      venue: [ticket.event.venueName, ticket.event.city].filter(Boolean).join(", "),
      categoryName: ticket.categoryName,
      seat: ticket.seatLabel,
      entryNumber: ticket.entryNumber,
      note: t("eTickets.delivery.voidNote", {
        email: sent.toEmail,
        date: formatWib(sent.createdAt, t.locale, "dateTime"),
      }),
    },
    t,
  );
  return {
    filename: t("eTickets.delivery.voidFilename", { event: ticket.event.slug, entry: ticket.entryNumber }),
    content_type: "application/pdf",
    base64: pdf.toString("base64"),
  };
}
