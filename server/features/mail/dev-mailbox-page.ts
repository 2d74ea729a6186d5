import type { FastifyInstance } from "fastify";
import { formatWib } from "#shared/format/datetime.ts";
import type { Db } from "../../db/client.ts";
import { mailTo } from "./data.ts";
import { escapeHtml } from "./escape-html.ts";

const MAILS_SHOWN = 20;
const MAX_ADDRESS_LENGTH = 255;

/** Escapes a mail's plain text and makes its http(s) links clickable (reset, claim and check-in links). */
function linkedText(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join("");
}

/**
 * The readable mailbox (`/dev/mailbox[?to=address]`): the outbox's latest mail as a page, so a demo's
 * sign-up, reset and ticket mail can be opened without an SMTP server. Registered only when
 * DEV_MAILBOX is on (development, tests, `npm start` on the embedded database); it shows anyone's mail.
 * No script and no style, so it needs nothing from the page security policy.
 */
export function registerDevMailboxPage(app: FastifyInstance, db: Db): void {
  app.get("/dev/mailbox", async (request, reply) => {
    const { t, locale } = request;
    const raw = (request.query as Record<string, unknown>).to;
    const to = typeof raw === "string" ? raw.trim().toLowerCase().slice(0, MAX_ADDRESS_LENGTH) : "";
    const mails = await mailTo(db, to === "" ? null : to, MAILS_SHOWN);
    const items = mails.map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p>${escapeHtml(t("accounts.devMailbox.to"))}: <a href="?to=${encodeURIComponent(mail.to)}">${escapeHtml(mail.to)}</a><br>
${escapeHtml(formatWib(mail.createdAt, locale))}${(mail.attachments ?? []).length > 0 ? ` · ${escapeHtml(t("accounts.devMailbox.attachments", { count: (mail.attachments ?? []).length }))}` : ""}</p>
<pre>${linkedText(mail.text)}</pre>
</article>
<hr>`,
    );
    const heading =
      to === "" ? t("accounts.devMailbox.latest") : t("accounts.devMailbox.for", { address: to });
    const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t("accounts.devMailbox.title"))}</title></head>
<body>
<h1>${escapeHtml(t("accounts.devMailbox.title"))}</h1>
<p>${escapeHtml(t("accounts.devMailbox.intro"))}</p>
<form method="get" action="/dev/mailbox">
<label>${escapeHtml(t("accounts.devMailbox.address"))} <input type="email" name="to" value="${escapeHtml(to)}" autocomplete="email"></label>
<button type="submit">${escapeHtml(t("accounts.devMailbox.show"))}</button>
${to === "" ? "" : `<a href="/dev/mailbox">${escapeHtml(t("accounts.devMailbox.all"))}</a>`}
</form>
<h2>${escapeHtml(heading)}</h2>
${items.length > 0 ? items.join("\n") : `<p>${escapeHtml(t("accounts.devMailbox.empty"))}</p>`}
</body>
</html>`;
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
  });
}
