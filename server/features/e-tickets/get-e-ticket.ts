import type { ETicketDetail } from "#shared/contracts/e-tickets.ts";
import { ticketShortCode } from "#shared/e-tickets/short-code.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { AppError } from "../../http/app-error.ts";
import { openAnswers, ticketAnswersContext } from "../../security/sealed-answers.ts";
import { loadVisitorFields } from "../checkout/index.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { findHeldTicket, findTicketSettings } from "./data.ts";
import type { ETicketsDeps } from "./deps.ts";
import { currentTicketCode } from "./ticket-code-for.ts";
import { qrSvgDataUrl } from "./ticket-qr.ts";
import { toTicketSummary, visitorEntries } from "./ticket-view.ts";
import { transferWindow } from "./transfer-policy.ts";

/** GET /ticket/detail/{id}: one ticket of this buyer with its QR; anyone else's answers 404. */
export async function getETicket(
  deps: ETicketsDeps,
  buyerId: AuthorizedBuyerId,
  ticketId: string,
  t: Translator,
): Promise<ETicketDetail> {
  const row = await findHeldTicket(deps.db, buyerId, ticketId);
  if (!row) throw new AppError("not_found");
  const [code, settings, fields] = await Promise.all([
    currentTicketCode(deps, row),
    findTicketSettings(deps.db, row.eventId),
    loadVisitorFields(deps.db, row.eventId),
  ]);
  const window = transferWindow(settings, row.event, deps.clock.now());
  return {
    ...toTicketSummary(row),
    qr_payload: code,
    qr_svg_data_url: await qrSvgDataUrl(code),
    short_code: ticketShortCode(row.id, row.codeVersion),
    // The holder's own answers, the sealed ones opened for them (a tampered value answers 409).
    visitors: visitorEntries(
      openAnswers(row.visitorData, deps.cipher, ticketAnswersContext(row.id)),
      fields,
      t,
    ),
    visitor_form:
      row.receivedByTransfer && row.visitorData === null ? (fields as Record<string, unknown>[]) : null,
    insurance_claim_url: row.event.insuranceClaimUrl,
    chat_group_url: row.event.chatGroupUrl,
    transfer: {
      allowed: window.blockedBy === null,
      blocked_by: window.blockedBy,
      freeze_starts_at: settings.transferFreezeHours > 0 ? window.freezeStartsAt.toISOString() : null,
    },
  };
}
