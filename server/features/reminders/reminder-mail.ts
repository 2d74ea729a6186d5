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
  const when = t("reminders.mail.when", {
    when: formatWib(facts.startsAt, t.locale, "dateTime"),
    venue: facts.venue,
  });
  const opened = t("reminders.mail.opened", vars);
  const text = [
    t("reminders.mail.greeting"),
    "",
    opened,
    when,
    "",
    `${t("reminders.mail.cta")}: ${facts.ticketsUrl}`,
    "",
    t("reminders.mail.footer"),
  ].join("\n");
  const html = [
    `<p>${escapeHtml(t("reminders.mail.greeting"))}</p>`,
    `<p>${escapeHtml(opened)}</p>`,
    `<p>${escapeHtml(when)}</p>`,
    `<p><a href="${escapeHtml(facts.ticketsUrl)}">${escapeHtml(t("reminders.mail.cta"))}</a></p>`,
    `<p style="color:#64748b;font-size:12px">${escapeHtml(t("reminders.mail.footer"))}</p>`,
  ].join("\n");
  return { to: facts.to, subject: t("reminders.mail.subject", vars), text, html };
}
