import type { Locale } from "#shared/i18n/locales.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import type { MailMessage } from "../mail/index.ts";
import { escapeHtml } from "../mail/index.ts";

/** The VerifyEmail page's address in the buyer's language (spec section 2: `/en` prefix for English). */
export function verificationLink(baseUrl: string, locale: Locale, token: string): string {
  const base = baseUrl.replace(/\/$/, "");
  return `${base}${locale === "en" ? "/en" : ""}/verify-email?token=${encodeURIComponent(token)}`;
}

export function verificationMail(t: Translator, to: string, name: string, link: string): MailMessage {
  const greeting = t("accounts.verification.mail.greeting", { name });
  const body = t("accounts.verification.mail.body");
  const expiry = t("accounts.verification.mail.expiry");
  return {
    to,
    subject: t("accounts.verification.mail.subject"),
    text: [greeting, "", body, link, "", expiry].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t("accounts.verification.mail.action"))}</a></p>`,
      `<p>${escapeHtml(expiry)}</p>`,
    ].join("\n"),
  };
}
