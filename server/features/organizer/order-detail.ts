import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type OrderDetail, RESEND_COOLDOWN_SECONDS } from "#shared/contracts/organizer-refunds.ts";
import { isLocale } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { routeHref } from "#shared/routing/route-table.ts";
import type { Db } from "../../db/client.ts";
import { paymentTransactions } from "../../db/schema/index.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/index.ts";
import { ticketsAttachmentRef } from "../e-tickets/index.ts";
import { confirmationMail } from "../payments/index.ts";
import type { OrganiserAccess, OrgEventRow } from "./access.ts";
import type { OrganizerDeps } from "./deps.ts";
import { type OrderRecord, orderById } from "./records-data.ts";
import { ticketReference, toOrderRow } from "./records-view.ts";
import { claimResend, refundOfOrder, refundReasonOf, resendOfOrder, ticketsOfOrder } from "./refunds-data.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order `rawOrderId` names, only if it is of this (already checked) event; else 404. */
export async function requireEventOrder(db: Db, eventId: number, rawOrderId: string): Promise<OrderRecord> {
  const found = UUID.test(rawOrderId) ? await orderById(db, eventId, rawOrderId.toLowerCase()) : null;
  if (!found) throw new AppError("not_found");
  return found;
}

function visitorName(data: unknown, fallback: string): string {
  const name = (data as { name?: unknown } | null)?.name;
  return typeof name === "string" && name.trim() !== "" ? name.trim() : fallback;
}

/** An order with its tickets, why it is owed back (if it is), its refund record and its resends. */
export async function getOrderDetail(
  deps: Pick<OrganizerDeps, "db">,
  event: OrgEventRow,
  rawOrderId: string,
): Promise<OrderDetail> {
  const record = await requireEventOrder(deps.db, event.id, rawOrderId);
  const [tickets, refund, resend] = await Promise.all([
    ticketsOfOrder(deps.db, record.id),
    refundOfOrder(deps.db, record.id),
    resendOfOrder(deps.db, record.id),
  ]);
  return {
    order: toOrderRow(record),
    eventCancelled: event.lifecycle === "cancelled",
    refundReason: record.needs_refund ? refundReasonOf(record.status, event.lifecycle === "cancelled") : null,
    refund,
    tickets: tickets.map((ticket) => ({
      ticketId: ticket.id,
      reference: ticketReference(ticket.id),
      categoryName: ticket.category_name,
      seat: ticket.seat_label,
      holderName: visitorName(ticket.visitor_data, ticket.holder_name),
      status: ticket.status,
    })),
    canResend: mayResend(record, tickets),
    lastResentAt: resend ? new Date(resend.last_sent_at).toISOString() : null,
    resendCount: resend ? Number(resend.sent_count) : 0,
  };
}

/** A paid order of a live event with at least one valid ticket: there is something to resend. */
function mayResend(record: OrderRecord, tickets: readonly { status: string }[]): boolean {
  return (
    record.status === "Payment Success" &&
    !record.needs_refund &&
    tickets.some((ticket) => ticket.status === "valid")
  );
}

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
    const [order] = await tx
      .select({ mailLocale: paymentTransactions.mailLocale })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, record.id));
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
