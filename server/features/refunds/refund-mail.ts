import { formatRupiah } from "#shared/format/money.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { escapeHtml, type MailMessage } from "../mail/index.ts";

/**
 * The page where a buyer names the bank account a refund is sent to. The token rides in the fragment
 * (`#t=`), which browsers never send: it stays out of every server's and proxy's access log.
 */
export function bankAccountLink(baseUrl: string, t: Translator, token: string): string {
  return `${baseUrl.replace(/\/$/, "")}${t.locale === "en" ? "/en" : ""}/refund-account#t=${token}`;
}

export function bankAccountMail(
  t: Translator,
  baseUrl: string,
  facts: {
    to: string;
    name: string;
    eventTitle: string;
    invoiceNumber: string;
    amount: number;
    token: string;
  },
): MailMessage {
  const link = bankAccountLink(baseUrl, t, facts.token);
  const vars = {
    name: facts.name,
    event: facts.eventTitle,
    invoice: facts.invoiceNumber,
    amount: formatRupiah(facts.amount, t.locale),
  };
  const lines = [
    t("refunds.mail.greeting", vars),
    t("refunds.mail.body", vars),
    t("refunds.mail.action", vars),
    link,
    t("refunds.mail.expiry"),
    t("refunds.mail.footer"),
  ];
  const escaped = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, escapeHtml(v)]));
  return {
    to: facts.to,
    subject: t("refunds.mail.subject", vars),
    text: lines.join("\n\n"),
    html: [
      `<p>${escapeHtml(t("refunds.mail.greeting", vars))}</p>`,
      `<p>${t("refunds.mail.body", escaped)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t("refunds.mail.action", vars))}</a></p>`,
      `<p>${escapeHtml(t("refunds.mail.expiry"))}</p>`,
      `<p>${escapeHtml(t("refunds.mail.footer"))}</p>`,
    ].join("\n"),
  };
}
