import type { MessageReason } from "#shared/contracts/organizer-messaging.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { escapeHtml, type MailMessage } from "../mail/index.ts";

export interface MessageMailFacts {
  to: string;
  name: string;
  eventTitle: string;
  organiserName: string;
  reason: MessageReason;
  subject: string;
  body: string;
  /** The recipient's tickets page, in the mail's language. */
  ticketsUrl: string;
}

/**
 * An organiser's message as one holder receives it: the organiser's words as they typed them (plain
 * text, line breaks kept, nothing interpreted as markup), then why this mail came (the ticket and the
 * reason the organiser picked), who sent it, and the way to the tickets.
 */
export function messageMail(t: Translator, facts: MessageMailFacts): MailMessage {
  const because = t("organizer.messaging.mail.because", {
    event: facts.eventTitle,
    reason: t(`organizer.messaging.reasons.${facts.reason}`),
  });
  const sentBy = t("organizer.messaging.mail.sentBy", { organiser: facts.organiserName });
  const greeting = t("organizer.messaging.mail.greeting", { name: facts.name });
  const cta = t("organizer.messaging.mail.tickets");
  const body = facts.body.replace(/\r\n?/g, "\n");
  const text = [greeting, "", body, "", "—", because, sentBy, `${cta}: ${facts.ticketsUrl}`].join("\n");
  const paragraphs = body
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`);
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs,
    `<hr>`,
    `<p style="color:#334155;font-size:13px">${escapeHtml(because)}<br>${escapeHtml(sentBy)}</p>`,
    `<p><a href="${escapeHtml(facts.ticketsUrl)}">${escapeHtml(cta)}</a></p>`,
  ].join("\n");
  const subject = t("organizer.messaging.mail.subject", {
    subject: facts.subject,
    event: facts.eventTitle,
  });
  return { to: facts.to, subject, text, html };
}
