import { formatWib } from "#shared/format/datetime.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import type { MailMessage } from "../mail/index.ts";
import { escapeHtml } from "../mail/index.ts";

export interface TransferMailFacts {
  to: string;
  senderName: string;
  eventTitle: string;
  startsAt: Date;
  venue: string;
  /** A new account has no password yet: tell the recipient how to set one. */
  accountCreated: boolean;
  /** The claim link's token when the recipient's address is not verified yet (null: delivered at once). */
  claimToken: string | null;
}

/** My tickets in the mail's language (spec section 2: `/en` prefix for English). */
export function myTicketsLink(baseUrl: string, t: Translator): string {
  return `${baseUrl.replace(/\/$/, "")}${t.locale === "en" ? "/en" : ""}/ticket-history`;
}

/** The claim link in the mail's language: My tickets with the token, claimed once signed in. */
export function claimLink(baseUrl: string, t: Translator, token: string): string {
  return `${myTicketsLink(baseUrl, t)}?claim=${encodeURIComponent(token)}`;
}

/** The recipient's notice; the ticket itself is in their My tickets (no code in the mail to forward). */
export function transferMail(t: Translator, baseUrl: string, facts: TransferMailFacts): MailMessage {
  const link = myTicketsLink(baseUrl, t);
  const plain = { sender: facts.senderName, event: facts.eventTitle, venue: facts.venue, link };
  const date = formatWib(facts.startsAt, t.locale, "dateTime");
  const escaped = Object.fromEntries(Object.entries({ ...plain, date }).map(([k, v]) => [k, escapeHtml(v)]));
  const note = facts.accountCreated ? t("eTickets.mail.newAccountNote") : "";
  const claim = facts.claimToken ? claimLink(baseUrl, t, facts.claimToken) : null;
  const claimText = claim ? t("eTickets.delivery.claimMailNote", { link: claim }) : "";
  const claimHtml = claim ? t("eTickets.delivery.claimMailHtml", { link: escapeHtml(claim) }) : "";
  return {
    to: facts.to,
    subject: t("eTickets.mail.transferSubject", { event: facts.eventTitle }),
    text: [t("eTickets.mail.transferText", { ...plain, date }), claimText, note].filter(Boolean).join("\n\n"),
    html: [t("eTickets.mail.transferHtml", escaped), claimHtml, note ? `<p>${escapeHtml(note)}</p>` : ""]
      .filter(Boolean)
      .join("\n"),
  };
}
