import type { TicketPdf } from "#shared/contracts/e-tickets.ts";
import { ticketShortCode } from "#shared/e-tickets/short-code.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { findHeldTicket, type TicketRow } from "./data.ts";
import type { ETicketsDeps } from "./deps.ts";
import { type PdfTicket, renderTicketsPdf } from "./render-tickets-pdf.ts";
import { currentTicketCode } from "./ticket-code-for.ts";
import { holderName } from "./ticket-view.ts";

export async function toPdfTicket(
  deps: Pick<ETicketsDeps, "db" | "cipher">,
  row: TicketRow,
): Promise<PdfTicket> {
  return {
    code: await currentTicketCode(deps, row),
    shortCode: ticketShortCode(row.id, row.codeVersion),
    eventTitle: row.event.title,
    startsAt: row.event.startsAt,
    venue: [row.event.venueName, row.event.city].filter(Boolean).join(", "),
    categoryName: row.categoryName,
    seat: row.seatLabel,
    entryNumber: row.entryNumber,
    holderName: holderName(row),
  };
}

/** GET /ticket/detail/{id}/pdf: the ticket as a one-page PDF (404 for anyone but its holder). */
export async function downloadTicketPdf(
  deps: ETicketsDeps,
  buyerId: AuthorizedBuyerId,
  ticketId: string,
  t: Translator,
): Promise<TicketPdf> {
  const row = await findHeldTicket(deps.db, buyerId, ticketId);
  if (!row) throw new AppError("not_found");
  const pdf = await renderTicketsPdf([await toPdfTicket(deps, row)], t);
  return {
    filename: `e-ticket-${row.event.slug}-${row.entryNumber}.pdf`,
    content_type: "application/pdf",
    base64: pdf.toString("base64"),
  };
}
