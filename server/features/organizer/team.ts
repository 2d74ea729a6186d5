import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import {
  INVITATION_DAYS,
  type inviteBodySchema,
  type OrganizationSummary,
  type OrganizerRole,
  type Team,
} from "#shared/contracts/organizer.ts";
import { formatWib } from "#shared/format/datetime.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { buyers, organiserInvitations, organiserMembers, organisers } from "../../db/schema/index.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { escapeHtml } from "../mail/index.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import type { AuthorizedOrganiserId, OrganiserAccess } from "./access.ts";
import type { OrganizerDeps } from "./deps.ts";
import { toSummary } from "./organization-view.ts";
import { countOwners } from "./organizations-data.ts";

const DAY_MS = 86_400_000;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Members (owners first) and the invitations still open. */
export async function getTeam(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
): Promise<Team> {
  const [members, invitations] = await Promise.all([
    deps.db
      .select({
        buyerId: organiserMembers.buyerId,
        role: organiserMembers.role,
        since: organiserMembers.createdAt,
        name: buyers.name,
        email: buyers.email,
      })
      .from(organiserMembers)
      .innerJoin(buyers, eq(buyers.id, organiserMembers.buyerId))
      .where(eq(organiserMembers.organiserId, access.organiserId))
      .orderBy(asc(organiserMembers.createdAt), asc(buyers.email)),
    deps.db
      .select()
      .from(organiserInvitations)
      .where(
        and(
          eq(organiserInvitations.organiserId, access.organiserId),
          isNull(organiserInvitations.acceptedAt),
          isNull(organiserInvitations.revokedAt),
          gt(organiserInvitations.expiresAt, deps.clock.now()),
        ),
      )
      .orderBy(asc(organiserInvitations.createdAt)),
  ]);
  const order: Record<OrganizerRole, number> = { owner: 0, admin: 1, finance: 2, gate: 3 };
  return {
    members: members
      .map((row) => ({
        buyerId: row.buyerId,
        name: row.name,
        email: row.email,
        role: row.role,
        isMe: row.buyerId === access.buyerId,
        since: row.since.toISOString(),
      }))
      .sort((a, b) => order[a.role] - order[b.role]),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

export function invitationLink(baseUrl: string, locale: Locale, token: string): string {
  const base = baseUrl.replace(/\/$/, "");
  return `${base}${locale === "en" ? "/en" : ""}/organizer/invitation#token=${encodeURIComponent(token)}`;
}

/**
 * An owner invites an e-mail address with a role: a random token (only its SHA-256 stored), single
 * use, expiring after INVITATION_DAYS; the mail is written to the outbox in the same transaction.
 * The token travels in the link's fragment, so it never reaches a server log as a URL.
 */
export async function inviteMember(
  deps: Pick<OrganizerDeps, "db" | "clock" | "mailer" | "config">,
  access: OrganiserAccess,
  body: z.output<typeof inviteBodySchema>,
  context: { t: Translator; locale: Locale; log: FastifyBaseLogger },
) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(deps.clock.now().getTime() + INVITATION_DAYS * DAY_MS);
  const invitation = await inTransaction(deps.db, async (tx) => {
    const [member] = await tx
      .select({ id: organiserMembers.buyerId })
      .from(organiserMembers)
      .innerJoin(buyers, eq(buyers.id, organiserMembers.buyerId))
      .where(and(eq(organiserMembers.organiserId, access.organiserId), eq(buyers.email, body.email)))
      .limit(1);
    if (member)
      throw new AppError("conflict", {
        messageKey: "organizer.errors.alreadyMember",
        fields: { email: { key: "organizer.errors.alreadyMember" } },
      });
    const [org] = await tx.select().from(organisers).where(eq(organisers.id, access.organiserId));
    const [inviter] = await tx
      .select({ name: buyers.name })
      .from(buyers)
      .where(eq(buyers.id, access.buyerId));
    const [row] = await tx
      .insert(organiserInvitations)
      .values({
        organiserId: access.organiserId,
        email: body.email,
        role: body.role,
        tokenHash: hashToken(token),
        invitedBy: access.buyerId,
        expiresAt,
      })
      .returning();
    const { t } = context;
    const vars = {
      org: org!.name,
      inviter: inviter?.name ?? org!.name,
      role: t(`organizer.roles.${body.role}`),
      days: INVITATION_DAYS,
    };
    const link = invitationLink(deps.config.PUBLIC_BASE_URL, context.locale, token);
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
    return row!;
  });
  deps.mailer.deliver(context.log);
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function revokeInvitation(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  rawInvitationId: string,
): Promise<Team> {
  if (!UUID.test(rawInvitationId)) throw new AppError("not_found");
  const revoked = await deps.db
    .update(organiserInvitations)
    .set({ revokedAt: deps.clock.now() })
    .where(
      and(
        eq(organiserInvitations.id, rawInvitationId),
        eq(organiserInvitations.organiserId, access.organiserId),
        isNull(organiserInvitations.acceptedAt),
        isNull(organiserInvitations.revokedAt),
      ),
    )
    .returning({ id: organiserInvitations.id });
  if (revoked.length === 0) throw new AppError("not_found");
  return getTeam(deps, access);
}

/**
 * Accepting: any signed-in account may use the link (having the mail's token is the proof), once,
 * before it expires. Claiming it is one conditional UPDATE, so two tabs accepting at once join once.
 * A person already in the organisation keeps their role and the invitation is used up.
 */
export async function acceptInvitation(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  buyerId: AuthorizedBuyerId,
  token: string,
): Promise<OrganizationSummary> {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const [claimed] = await tx
      .update(organiserInvitations)
      .set({ acceptedAt: now, acceptedBy: buyerId })
      .where(
        and(
          eq(organiserInvitations.tokenHash, hashToken(token)),
          isNull(organiserInvitations.acceptedAt),
          isNull(organiserInvitations.revokedAt),
          gt(organiserInvitations.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) throw new AppError("link_expired", { messageKey: "organizer.errors.invitationInvalid" });
    await tx
      .insert(organiserMembers)
      .values({ organiserId: claimed.organiserId, buyerId, role: claimed.role })
      .onConflictDoNothing();
    const [member] = await tx
      .select({ role: organiserMembers.role })
      .from(organiserMembers)
      .where(
        and(eq(organiserMembers.organiserId, claimed.organiserId), eq(organiserMembers.buyerId, buyerId)),
      );
    const [org] = await tx.select().from(organisers).where(eq(organisers.id, claimed.organiserId));
    return toSummary(org!, member!.role);
  });
}

/** The member a path names in the caller's organisation, locked for the change; 404 otherwise. */
async function lockMember(tx: Tx, organiserId: AuthorizedOrganiserId, rawBuyerId: string) {
  if (!UUID.test(rawBuyerId)) throw new AppError("not_found");
  // Owners are counted under a lock on the organisation row, so two owners demoting each other at once
  // cannot leave none.
  await tx.select({ id: organisers.id }).from(organisers).where(eq(organisers.id, organiserId)).for("update");
  const [member] = await tx
    .select()
    .from(organiserMembers)
    .where(and(eq(organiserMembers.organiserId, organiserId), eq(organiserMembers.buyerId, rawBuyerId)));
  if (!member) throw new AppError("not_found");
  return member;
}

const lastOwner = () => new AppError("rule_refused", { messageKey: "organizer.errors.lastOwner" });

export async function changeMemberRole(
  deps: Pick<OrganizerDeps, "db">,
  access: OrganiserAccess,
  rawBuyerId: string,
  role: OrganizerRole,
) {
  return inTransaction(deps.db, async (tx) => {
    const member = await lockMember(tx, access.organiserId, rawBuyerId);
    if (member.role === "owner" && role !== "owner" && (await countOwners(tx, access.organiserId)) <= 1)
      throw lastOwner();
    await tx
      .update(organiserMembers)
      .set({ role })
      .where(
        and(
          eq(organiserMembers.organiserId, access.organiserId),
          eq(organiserMembers.buyerId, member.buyerId),
        ),
      );
    const [person] = await tx.select().from(buyers).where(eq(buyers.id, member.buyerId));
    return {
      buyerId: member.buyerId,
      name: person!.name,
      email: person!.email,
      role,
      isMe: member.buyerId === access.buyerId,
      since: member.createdAt.toISOString(),
    };
  });
}

/** Owners remove anyone but the last owner; any member may remove themself (leave), unless the last owner. */
export async function removeMember(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  rawBuyerId: string,
): Promise<Team> {
  await inTransaction(deps.db, async (tx) => {
    const member = await lockMember(tx, access.organiserId, rawBuyerId);
    if (member.buyerId !== access.buyerId && access.role !== "owner")
      throw new AppError("forbidden", { messageKey: "organizer.errors.roleNotAllowed" });
    if (member.role === "owner" && (await countOwners(tx, access.organiserId)) <= 1) throw lastOwner();
    await tx
      .delete(organiserMembers)
      .where(
        and(
          eq(organiserMembers.organiserId, access.organiserId),
          eq(organiserMembers.buyerId, member.buyerId),
        ),
      );
  });
  return getTeam(deps, access);
}
