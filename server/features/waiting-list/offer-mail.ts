import { formatWib } from "#shared/format/datetime.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import type { MailMessage } from "../mail/index.ts";
import { escapeHtml } from "../mail/index.ts";

export interface OfferMailFacts {
  to: string;
  eventTitle: string;
  categoryName: string;
  quantity: number;
  expiresAt: Date;
  /** "Tiket saya" in the mail's language, where the offer shows with "Terima" and "Tolak". */
  offerUrl: string;
}

/** "A ticket is held for you": written with the offer, in the language the account joined in. */
export function offerMail(t: Translator, facts: OfferMailFacts): MailMessage {
  const vars = { event: facts.eventTitle, category: facts.categoryName, quantity: facts.quantity };
  const body = t("waitingList.mail.body", vars);
  const until = t("waitingList.mail.until", { until: formatWib(facts.expiresAt, t.locale, "dateTime") });
  const text = [
    t("waitingList.mail.greeting"),
    "",
    body,
    until,
    "",
    `${t("waitingList.mail.cta")}: ${facts.offerUrl}`,
    "",
    t("waitingList.mail.footer"),
  ].join("\n");
  const html = [
    `<p>${escapeHtml(t("waitingList.mail.greeting"))}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(until)}</p>`,
    `<p><a href="${escapeHtml(facts.offerUrl)}">${escapeHtml(t("waitingList.mail.cta"))}</a></p>`,
    `<p style="color:#64748b;font-size:12px">${escapeHtml(t("waitingList.mail.footer"))}</p>`,
  ].join("\n");
  return { to: facts.to, subject: t("waitingList.mail.subject", vars), text, html };
}
