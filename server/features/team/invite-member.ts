import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { INVITATION_DAYS, type InviteResult, type inviteBodySchema } from "#shared/contracts/organizer.ts";
import { formatWib } from "#shared/format/datetime.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { escapeHtml, mailDelivery } from "../mail/index.ts";
import type { OrganiserAccess, OrganizerDeps } from "../organizations/index.ts";
import { findBuyerName, findMemberByEmail, findOrganiserRow, insertInvitation } from "./team-data.ts";
import { hashToken } from "./team-ids.ts";

const DAY_MS = 86_400_000;

export function invitationLink(baseUrl: string, locale: Locale, token: string): string {
  const base = baseUrl.replace(/\/$/, "");
  return `${base}${locale === "en" ? "/en" : ""}/organizer/invitation#token=${encodeURIComponent(token)}`;
}

/**
 * An owner invites an e-mail address with a role: a random token (only its SHA-256 stored), single
 * use, expiring after INVITATION_DAYS; the mail is written to the outbox in the same transaction.
 * The token travels in the link's fragment, so it never reaches a server log as a URL. The answer says
 * whether the mail can reach the invitee (`mailDelivery`); when it cannot (no mail transport), it also
 * carries the link, once, for the owner to pass on by hand (never logged).
 */
export async function inviteMember(
  deps: Pick<OrganizerDeps, "db" | "clock" | "mailer" | "config">,
  access: OrganiserAccess,
  body: z.output<typeof inviteBodySchema>,
  context: { t: Translator; locale: Locale; log: FastifyBaseLogger },
): Promise<InviteResult> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(deps.clock.now().getTime() + INVITATION_DAYS * DAY_MS);
  const link = invitationLink(deps.config.PUBLIC_BASE_URL, context.locale, token);
  const invitation = await inTransaction(deps.db, async (tx) => {
    const member = await findMemberByEmail(tx, access.organiserId, body.email);
    if (member)
      throw new AppError("conflict", {
        messageKey: "organizer.errors.alreadyMember",
        fields: { email: { key: "organizer.errors.alreadyMember" } },
      });
    const org = await findOrganiserRow(tx, access.organiserId);
    const inviter = await findBuyerName(tx, access.buyerId);
    const row = await insertInvitation(tx, {
      organiserId: access.organiserId,
      email: body.email,
      role: body.role,
      tokenHash: hashToken(token),
      invitedBy: access.buyerId,
      expiresAt,
    });
    const { t } = context;
    const vars = {
      org: org!.name,
      inviter: inviter?.name ?? org!.name,
      role: t(`organizer.roles.${body.role}`),
      days: INVITATION_DAYS,
    };
    const intro = t("organizer.mail.inviteBody", vars);
    const until = formatWib(expiresAt, context.locale, "dateTime");
    await deps.mailer.enqueue(tx, {
      to: body.email,
      subject: t("organizer.mail.inviteSubject", vars),
      text: [intro, "", link, "", until].join("\n"),
      html: [
        `<p>${escapeHtml(intro)}</p>`,
        `<p><a href="${escapeHtml(link)}">${escapeHtml(t("organizer.mail.inviteAction"))}</a></p>`,
        `<p>${escapeHtml(until)}</p>`,
      ].join("\n"),
    });
    return row;
  });
  deps.mailer.deliver(context.log);
  const delivery = mailDelivery(deps.config);
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expiresAt: expiresAt.toISOString(),
    mailDelivery: delivery,
    ...(delivery === "none" ? { link } : {}),
  };
}
