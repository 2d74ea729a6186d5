import { formatRupiah } from "#shared/format/money.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import type { MailMessage } from "../mail/index.ts";
import { escapeHtml } from "../mail/index.ts";

export interface ConfirmationFacts {
  to: string;
  name: string;
  eventName: string;
  invoiceNumber: string;
  total: number;
  ticketCount: number;
  ticketsUrl: string;
}

/** "Payment successful": the confirmation e-mail the terms promise after payment (spec section 1). */
export function confirmationMail(t: Translator, facts: ConfirmationFacts): MailMessage {
  const vars = { name: facts.name, event: facts.eventName, invoice: facts.invoiceNumber };
  const lines = [
    t("payments.mail.greeting", vars),
    t("payments.mail.body", { ...vars, total: formatRupiah(facts.total, "id") }),
    t("payments.mail.invoice", vars),
    t("payments.mail.tickets", { count: facts.ticketCount }),
    facts.ticketsUrl,
    t("payments.mail.footer"),
  ];
  const html = [
    ...lines.slice(0, 4).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(facts.ticketsUrl)}">${escapeHtml(t("payments.mail.action"))}</a></p>`,
    `<p>${escapeHtml(t("payments.mail.footer"))}</p>`,
  ].join("\n");
  return { to: facts.to, subject: t("payments.mail.subject", vars), text: lines.join("\n\n"), html };
}
