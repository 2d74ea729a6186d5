import type { InstrumentKind } from "#shared/contracts/payments.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { paymentMethodLabel } from "#shared/payments/method-label.ts";
import type { MailMessage } from "../mail/index.ts";
import { escapeHtml } from "../mail/index.ts";

/** `order`: sent with the order; `reminder`: sent once, shortly before the payment window ends. */
export type PendingMailKind = "order" | "reminder";

export interface PendingPaymentFacts {
  to: string;
  name: string;
  eventName: string;
  invoiceNumber: string;
  total: number;
  expiresAt: Date;
  paymentMethod: string;
  instrument: InstrumentKind;
  vaBank: string | null;
  vaNumber: string | null;
  paymentCode: string | null;
  reference: string | null;
  /** The payment page (QRIS code, e-wallet and card steps, countdown) in the mail's language. */
  paymentUrl: string;
}

/** What the buyer pays with: the number or code to quote, or where to go for the QR and app steps. */
function instrumentLine(t: Translator, facts: PendingPaymentFacts, method: string): string {
  if (facts.instrument === "va" && facts.vaNumber)
    return t("payments.pendingMail.va", { bank: facts.vaBank ?? method, number: facts.vaNumber });
  if (facts.instrument === "retail" && facts.paymentCode)
    return t("payments.pendingMail.retail", { outlet: method, code: facts.paymentCode });
  if (facts.instrument === "qris") return t("payments.pendingMail.qris");
  if (facts.reference) return t("payments.pendingMail.reference", { reference: facts.reference });
  return t("payments.pendingMail.other", { method });
}

/**
 * "Complete your payment" (at order time) and its reminder: the VA number, retail code or reference,
 * the amount and the deadline in WIB, and a link to the payment page (where the QRIS code is shown).
 */
export function pendingPaymentMail(
  t: Translator,
  kind: PendingMailKind,
  facts: PendingPaymentFacts,
): MailMessage {
  const method = paymentMethodLabel(t, facts.paymentMethod);
  const vars = {
    name: facts.name,
    event: facts.eventName,
    invoice: facts.invoiceNumber,
    total: formatRupiah(facts.total, t.locale),
    deadline: formatWib(facts.expiresAt, t.locale, "dateTime"),
    method,
  };
  const lines = [
    t("payments.mail.greeting", vars),
    kind === "order"
      ? t("payments.pendingMail.orderBody", vars)
      : t("payments.pendingMail.reminderBody", vars),
    t("payments.mail.invoice", vars),
    t("payments.pendingMail.method", vars),
    instrumentLine(t, facts, method),
    t("payments.pendingMail.amount", vars),
    t("payments.pendingMail.deadline", vars),
  ];
  const action = t("payments.pendingMail.action");
  const footer = t("payments.pendingMail.footer");
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(facts.paymentUrl)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(footer)}</p>`,
  ].join("\n");
  const subject =
    kind === "order"
      ? t("payments.pendingMail.orderSubject", vars)
      : t("payments.pendingMail.reminderSubject", vars);
  return {
    to: facts.to,
    subject,
    text: [...lines, `${action}: ${facts.paymentUrl}`, footer].join("\n\n"),
    html,
  };
}
