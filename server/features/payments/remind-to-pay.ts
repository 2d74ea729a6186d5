import type { FastifyBaseLogger } from "fastify";
import { isLocale } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { routeHref } from "#shared/routing/route-table.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { buyerContact, type TransactionRow, transactionContext } from "./data.ts";
import type { PaymentsDeps } from "./deps.ts";
import { claimDueReminders } from "./payment-writes-data.ts";
import { type PendingMailKind, pendingPaymentMail } from "./pending-payment-mail.ts";

/**
 * Puts the "complete your payment" mail (or its reminder) of a waiting order in the outbox, inside the
 * caller's transaction: it exists exactly when the order (or the reminder's claim) committed.
 */
export async function enqueuePendingPaymentMail(
  tx: Tx,
  deps: Pick<PaymentsDeps, "config" | "mailer">,
  trx: TransactionRow,
  kind: PendingMailKind,
): Promise<void> {
  const contact = await buyerContact(tx, trx.buyerId);
  if (!contact) return;
  const context = await transactionContext(tx, trx.holdId);
  const locale = isLocale(trx.mailLocale) ? trx.mailLocale : "id";
  const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, "");
  const path = routeHref("CompletePayment", locale, { slug: context.event_slug, externalId: trx.externalId });
  const mail = pendingPaymentMail(createTranslator(locale), kind, {
    to: contact.email,
    name: contact.name,
    eventName: context.event_name,
    invoiceNumber: trx.invoiceNumber,
    total: trx.total,
    expiresAt: trx.expiresAt,
    paymentMethod: trx.paymentMethod,
    instrument: trx.instrument,
    vaBank: trx.vaBank,
    vaNumber: trx.vaNumber,
    paymentCode: trx.paymentCode,
    reference: trx.reference,
    paymentUrl: `${base}${path}`,
  });
  await deps.mailer.enqueue(tx, mail);
}

/**
 * The reminder job: every order still waiting PAYMENT_REMINDER_MINUTES before its deadline gets one
 * reminder. The claim and the mail commit together, so a crash sends neither and a retry sends it once.
 */
export async function sendPaymentReminders(
  deps: PaymentsDeps,
  log: FastifyBaseLogger | null,
  limit = 200,
): Promise<number> {
  const sent = await inTransaction(deps.db, async (tx) => {
    const due = await claimDueReminders(tx, deps.config.PAYMENT_REMINDER_MINUTES, limit);
    for (const trx of due) await enqueuePendingPaymentMail(tx, deps, trx, "reminder");
    return due.length;
  });
  if (sent > 0 && log) deps.mailer.deliver(log);
  return sent;
}
