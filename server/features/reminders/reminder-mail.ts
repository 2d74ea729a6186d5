import { formatWib } from "#shared/format/datetime.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import type { MailMessage } from "../mail/index.ts";
import { escapeHtml } from "../mail/index.ts";

export interface ReminderMailFacts {
  to: string;
  eventTitle: string;
  categoryName: string;
  startsAt: Date;
  venue: string;
  /** The event's ticket page, in the mail's language. */
  ticketsUrl: string;
}

/** "Tickets are on sale": sent once to each address that asked, in the language it asked in. */
export function reminderMail(t: Translator, facts: ReminderMailFacts): MailMessage {
  const vars = { event: facts.eventTitle, category: facts.categoryName };
  const when = t("eventShare.mail.when", {
    when: formatWib(facts.startsAt, t.locale, "dateTime"),
    venue: facts.venue,
  });
  const opened = t("eventShare.mail.opened", vars);
  const text = [
    t("eventShare.mail.greeting"),
    "",
    opened,
    when,
    "",
    `${t("eventShare.mail.cta")}: ${facts.ticketsUrl}`,
    "",
    t("eventShare.mail.footer"),
  ].join("\n");
  const html = [
    `<p>${escapeHtml(t("eventShare.mail.greeting"))}</p>`,
    `<p>${escapeHtml(opened)}</p>`,
    `<p>${escapeHtml(when)}</p>`,
    `<p><a href="${escapeHtml(facts.ticketsUrl)}">${escapeHtml(t("eventShare.mail.cta"))}</a></p>`,
    `<p style="color:#64748b;font-size:12px">${escapeHtml(t("eventShare.mail.footer"))}</p>`,
  ].join("\n");
  return { to: facts.to, subject: t("eventShare.mail.subject", vars), text, html };
}
