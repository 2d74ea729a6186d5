import { formatRupiah } from "#shared/format/money.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import type { MailMessage } from "../mail/index.ts";
import { escapeHtml } from "../mail/index.ts";

export interface ResoldMailFacts {
  to: string;
  name: string;
  eventTitle: string;
  categoryName: string;
  price: number;
  fee: number;
}

/** "Your ticket was resold": written in the sale's transaction, in the language the seller listed in. */
export function resoldMail(t: Translator, facts: ResoldMailFacts): MailMessage {
  const money = (amount: number) => formatRupiah(amount, t.locale);
  const body = t("resale.mail.body", {
    category: facts.categoryName,
    event: facts.eventTitle,
    price: money(facts.price),
  });
  const repaid = t("resale.mail.repaid", { amount: money(facts.price - facts.fee), fee: money(facts.fee) });
  const greeting = t("resale.mail.greeting", { name: facts.name });
  const text = [greeting, "", body, repaid, "", t("resale.mail.footer")].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(repaid)}</p>`,
    `<p style="color:#64748b;font-size:12px">${escapeHtml(t("resale.mail.footer"))}</p>`,
  ].join("\n");
  return { to: facts.to, subject: t("resale.mail.subject", { event: facts.eventTitle }), text, html };
}
