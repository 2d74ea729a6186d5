import type { FastifyBaseLogger } from "fastify";
import { RESEND_COOLDOWN_SECONDS } from "#shared/contracts/organizer-refunds.ts";
import { isLocale } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { routeHref } from "#shared/routing/route-table.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/index.ts";
import { ticketsAttachmentRef } from "../e-tickets/index.ts";
import type { OrganiserAccess, OrganizerDeps, OrgEventRow } from "../organizations/index.ts";
import { confirmationMail } from "../payments/index.ts";
import { mayResend, requireEventOrder } from "./event-order.ts";
import { claimResend, findMailLocale, ticketsOfOrder } from "./refunds-data.ts";

/**
 * Sends the payment confirmation again, with the e-tickets PDF (drawn at delivery from the same
 * reference payments uses), to the buyer's address, in the language the order was placed in. Through
 * the outbox, in one transaction with the cooldown claim and the audit entry; refused (429) within a
 * minute of the previous resend, on any process.
 */
export async function resendConfirmation(
  deps: Pick<OrganizerDeps, "db" | "config" | "clock" | "mailer">,
  access: OrganiserAccess,
  event: OrgEventRow,
  rawOrderId: string,
  log: FastifyBaseLogger,
): Promise<{ sentAt: string; to: string }> {
  const record = await requireEventOrder(deps.db, event.id, rawOrderId);
  const tickets = await ticketsOfOrder(deps.db, record.id);
  if (!mayResend(record, tickets))
    throw new AppError("rule_refused", { messageKey: "organizer.refunds.errors.nothingToResend" });
  const sentAt = await inTransaction(deps.db, async (tx) => {
    const claimed = await claimResend(tx, record.id, deps.clock.now(), RESEND_COOLDOWN_SECONDS);
    if (!claimed)
      throw new AppError("too_many_requests", {
        messageKey: "organizer.refunds.errors.resendTooSoon",
        vars: { seconds: RESEND_COOLDOWN_SECONDS },
        headers: { "retry-after": String(RESEND_COOLDOWN_SECONDS) },
      });
    const order = await findMailLocale(tx, record.id);
    const locale = isLocale(order?.mailLocale) ? order.mailLocale : "id";
    const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, "");
    const mail = confirmationMail(createTranslator(locale), {
      to: record.buyer_email,
      name: record.buyer_name,
      eventName: event.title,
      invoiceNumber: record.invoice_number,
      total: Number(record.total),
      ticketCount: tickets.filter((ticket) => ticket.status === "valid").length,
      ticketsUrl: `${base}${routeHref("TicketHistory", locale)}`,
    });
    await deps.mailer.enqueue(tx, { ...mail, attachments: [ticketsAttachmentRef(record.id, locale)] });
    await recordAudit(tx, {
      actor: access.buyerId,
      eventId: event.id,
      entity: "order_confirmation",
      entityId: record.id,
      before: null,
      after: { action: "resent", invoice: record.invoice_number },
    });
    return claimed;
  });
  deps.mailer.deliver(log);
  return { sentAt: sentAt.toISOString(), to: record.buyer_email };
}
