import type { Locale } from "#shared/i18n/locales.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import type { MailMessage } from "../mail/index.ts";
import { escapeHtml } from "../mail/index.ts";

/** The ForgetPassword page's address in the buyer's language (spec section 2: `/en` prefix for English). */
export function resetLink(baseUrl: string, locale: Locale, token: string): string {
  const base = baseUrl.replace(/\/$/, "");
  return `${base}${locale === "en" ? "/en" : ""}/forget-password?token=${encodeURIComponent(token)}`;
}

export function resetPasswordMail(t: Translator, to: string, name: string, link: string): MailMessage {
  const lines = [
    t("accounts.resetMail.greeting", { name }),
    "",
    t("accounts.resetMail.body"),
    link,
    "",
    t("accounts.resetMail.expiry"),
    t("accounts.resetMail.ignore"),
  ];
  const html = [
    `<p>${escapeHtml(t("accounts.resetMail.greeting", { name }))}</p>`,
    `<p>${escapeHtml(t("accounts.resetMail.body"))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t("accounts.resetMail.action"))}</a></p>`,
    `<p>${escapeHtml(t("accounts.resetMail.expiry"))}<br>${escapeHtml(t("accounts.resetMail.ignore"))}</p>`,
  ].join("\n");
  return { to, subject: t("accounts.resetMail.subject"), text: lines.join("\n"), html };
}

/** For Google accounts, which have no password to reset: tell them how they sign in instead. */
export function googleAccountMail(t: Translator, to: string, name: string): MailMessage {
  const greeting = t("accounts.resetMail.greeting", { name });
  const body = t("accounts.googleMail.body");
  return {
    to,
    subject: t("accounts.googleMail.subject"),
    text: `${greeting}\n\n${body}`,
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(body)}</p>`,
  };
}

/** The ForgetPassword page without a token: where the owner asks for a new password. */
export function forgetPasswordPage(baseUrl: string, locale: Locale): string {
  return `${baseUrl.replace(/\/$/, "")}${locale === "en" ? "/en" : ""}/forget-password`;
}

/**
 * Sent when an account's sign-in backoff starts: when, how many wrong passwords from how many addresses,
 * and where to set a new password. Names no address, and carries no password or token.
 */
export function loginAlertMail(
  t: Translator,
  to: { email: string; name: string },
  facts: { failures: number; addresses: number; at: string; waitSeconds: number; link: string },
): MailMessage {
  const greeting = t("accounts.resetMail.greeting", { name: to.name });
  const body = t("accounts.loginAlertMail.body", {
    count: facts.failures,
    addresses: facts.addresses,
    at: facts.at,
    seconds: facts.waitSeconds,
  });
  const notYou = t("accounts.loginAlertMail.notYou");
  const you = t("accounts.loginAlertMail.you");
  return {
    to: to.email,
    subject: t("accounts.loginAlertMail.subject"),
    text: [greeting, "", body, "", notYou, facts.link, "", you].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p>${escapeHtml(notYou)}<br><a href="${escapeHtml(facts.link)}">${escapeHtml(t("accounts.loginAlertMail.action"))}</a></p>`,
      `<p>${escapeHtml(you)}</p>`,
    ].join("\n"),
  };
}
