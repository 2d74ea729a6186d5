import { createTranslator } from "#shared/i18n/translate.ts";
import { statusesBefore } from "#shared/payments/transaction-rules.ts";
import type { Tx } from "../../db/transaction.ts";
import { completeResale, resaleAtSettlement, ticketsAttachmentRef } from "../e-tickets/index.ts";
import { claimsOfHold, holdStillFits, releaseHolds, sellHold } from "../stock/index.ts";
import { enqueueWebhookForEvent } from "../webhooks/index.ts";
import { confirmationMail } from "./confirmation-mail.ts";
import { buyerContact, eventIsCancelled, type TransactionRow, transactionContext } from "./data.ts";
import type { PaymentsDeps } from "./deps.ts";
import { issueTickets } from "./issue-tickets.ts";
import { moveStatus } from "./payment-writes-data.ts";

export interface PaymentFacts {
  amount: number;
  paymentId: string | null;
  paidAt: Date | null;
}

export type SettleOutcome = "paid" | "late_paid" | "refund_needed" | "already_paid";

/**
 * A confirmed payment of the right amount, inside the caller's transaction with the transaction row
 * locked. Under the same category locks the checkout takes, it checks the hold's tickets still fit
 * (quota minus everyone else's sold and unexpired held tickets; nobody else on its seats). If they
 * fit, everything commits together: Payment Success, the hold paid and its claims sold, the ticket
 * set, and the confirmation e-mail in the outbox. If not (a late payment whose stock went to someone
 * else), the transaction ends Payment Expired with `needs_refund`: capacity is never exceeded. The same
 * happens to a payment for an event the organiser cancelled: no ticket is issued.
 */
export async function settlePayment(
  tx: Tx,
  deps: Pick<PaymentsDeps, "config" | "mailer" | "locking" | "cipher">,
  trx: TransactionRow,
  facts: PaymentFacts,
): Promise<SettleOutcome> {
  const { locking } = deps;
  if (locking.statusGuard && trx.status === "Payment Success") return "already_paid";
  const late = trx.status !== "Waiting For Payment";
  const claims = await claimsOfHold(tx, trx.holdId);
  // The buyer cancelled first: the order stays cancelled and the money is owed back.
  const refusable = trx.status === "Cancelled";
  // A resale ticket's hold: the listing and the seller's ticket are locked before anything is written,
  // so a withdrawal or the seller's admission that came first turns this payment into money owed back.
  const resale = await resaleAtSettlement(tx, trx.holdId, locking.resaleTicketLock);
  // Read after holdStillFits took the categories' locks, which an event's cancellation also takes: a
  // cancel that committed first is seen here, one that comes later sees these tickets and voids them.
  if (
    refusable ||
    resale?.kind === "refused" ||
    (locking.settleCapacityCheck && !(await holdStillFits(tx, claims))) ||
    (await eventIsCancelled(tx, trx.eventId))
  ) {
    await releaseHolds(tx, [trx.holdId]);
    await moveStatus(tx, trx.id, [trx.status], {
      status: trx.status === "Waiting For Payment" ? "Payment Expired" : trx.status,
      needsRefund: true,
      paidAmount: facts.amount,
      providerPaymentId: facts.paymentId,
      closedAt: trx.closedAt ?? new Date(),
    });
    // The organiser's systems hear of the money owed back in the same commit.
    await enqueueWebhookForEvent(tx, trx.eventId, "order.refund_needed", {
      orderId: trx.id,
      invoiceNumber: trx.invoiceNumber,
      eventId: trx.eventId,
      amount: facts.amount,
      currency: "IDR",
      reason: refusable
        ? "cancelled_order"
        : resale?.kind === "refused"
          ? `resale_${resale.reason}`
          : "no_stock",
    });
    return "refund_needed";
  }
  const paid = await moveStatus(tx, trx.id, locking.statusGuard ? statusesBefore("Payment Success") : [], {
    status: "Payment Success",
    needsRefund: false,
    paidAt: facts.paidAt ?? new Date(),
    paidAmount: facts.amount,
    providerPaymentId: facts.paymentId,
    closedAt: new Date(),
  });
  if (!paid) return "already_paid";
  await sellHold(tx, trx.holdId, claims);
  const tickets = await issueTickets(tx, deps, {
    transactionId: trx.id,
    eventId: trx.eventId,
    holderBuyerId: trx.buyerId,
    holdId: trx.holdId,
  });
  const [newTicket] = tickets;
  if (resale?.kind === "sellable" && newTicket)
    await completeResale(tx, deps, resale, {
      transactionId: trx.id,
      ticketId: newTicket.id,
      buyerId: trx.buyerId,
    });
  await enqueueConfirmation(tx, deps, trx, tickets.length);
  await enqueueWebhookForEvent(tx, trx.eventId, "order.paid", {
    orderId: trx.id,
    invoiceNumber: trx.invoiceNumber,
    eventId: trx.eventId,
    total: trx.total,
    currency: "IDR",
    paidAt: (facts.paidAt ?? new Date()).toISOString(),
    ticketIds: tickets.map((ticket) => ticket.id),
  });
  return late ? "late_paid" : "paid";
}

async function enqueueConfirmation(
  tx: Tx,
  deps: Pick<PaymentsDeps, "config" | "mailer">,
  trx: TransactionRow,
  ticketCount: number,
): Promise<void> {
  const contact = await buyerContact(tx, trx.buyerId);
  if (!contact) return;
  const context = await transactionContext(tx, trx.holdId);
  const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, "");
  const mail = confirmationMail(createTranslator("id"), {
    to: contact.email,
    name: contact.name,
    eventName: context.event_name,
    invoiceNumber: trx.invoiceNumber,
    total: trx.total,
    ticketCount,
    ticketsUrl: `${base}/ticket-history`,
  });
  // The e-tickets PDF is drawn at delivery from this reference, keeping the payment transaction short.
  await deps.mailer.enqueue(tx, { ...mail, attachments: [ticketsAttachmentRef(trx.id, "id")] });
}
