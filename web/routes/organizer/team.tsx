import { useId, useState } from "react";
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import {
  inviteBodySchema,
  ORGANIZER_ROLES,
  type OrganizerRole,
  type Team,
} from "#shared/contracts/organizer.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { showApiFailure } from "../../forms/show-field-errors.ts";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { useLocale, useRouteHref, useT } from "../../lib/i18n.tsx";
import { isOneOf } from "../../lib/narrow.ts";
import { guardRoute } from "../../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { requirePathId } from "../../organizer/event-loader.server.ts";
import { useOrganizerApi } from "../../organizer/organizer-api.ts";
import { CARD, ERROR_TEXT, FIELD, LABEL, ORG_BUTTON, SECTION_TITLE } from "../../organizer/ui.ts";
import { orStatusPage, useCurrentOrganization } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";
import { useSnackbar } from "../../ui/snackbar.tsx";

// OrganizerTeam: members and their roles, invitations by e-mail; owners manage.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("OrganizerTeam", context);
  if (needsLogin) return { needsLogin, orgId: "", team: null };
  const orgId = requirePathId(params.orgId);
  const team = await orStatusPage(loaderApi(context, request).call("team", { params: { orgId } }));
  return { needsLogin, orgId, team };
}

export const meta = routeMeta("OrganizerTeam");
export const handle = routeHandle("OrganizerTeam");

function RoleSelect({
  value,
  label,
  onChange,
  disabled,
}: {
  value: OrganizerRole;
  label: string;
  onChange: (role: OrganizerRole) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <select
      aria-label={label}
      className={`${FIELD} mt-0 w-auto`}
      value={value}
      disabled={disabled}
      onChange={(change) => {
        const role = change.target.value;
        if (isOneOf(ORGANIZER_ROLES, role)) onChange(role);
      }}
    >
      {ORGANIZER_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`organizer.roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

export default function OrganizerTeamRoute() {
  const loaded = useLoaderData<typeof loader>();
  const t = useT();
  if (loaded.needsLogin || !loaded.team) return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return <TeamScreen orgId={loaded.orgId} initial={loaded.team} />;
}

function TeamScreen({ orgId, initial }: { orgId: string; initial: Team }) {
  const t = useT();
  const locale = useLocale();
  const href = useRouteHref();
  const navigate = useNavigate();
  const api = useOrganizerApi();
  const snackbar = useSnackbar();
  const org = useCurrentOrganization(orgId);
  const isOwner = org?.role === "owner";
  const [team, setTeam] = useState(initial);
  const invite = useSchemaForm(inviteBodySchema, { email: "", role: "admin" });
  const emailError = invite.formState.errors.email?.message;
  const [problem, setProblem] = useState<string | null>(null);
  // An invitation whose mail cannot go out (no mail transport): its link, for the owner to pass on.
  const [unsent, setUnsent] = useState<{ email: string; link: string } | null>(null);
  const emailId = useId();
  const roleId = useId();
  const linkId = useId();
  async function act(work: () => Promise<unknown>, done: string | (() => string)) {
    setProblem(null);
    try {
      await work();
      setTeam(await api.call("team", { params: { orgId } }));
      snackbar.show("success", typeof done === "string" ? done : done());
    } catch (error) {
      setProblem(showApiFailure(invite.setError, error));
    }
  }
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm text-slate-600">{org?.name}</p>
        <h1 className="text-2xl font-bold text-slate-900">{t("organizer.team.title")}</h1>
      </div>
      {problem ? (
        <p role="alert" className={`${CARD} border-red-300 text-red-900`}>
          {problem}
        </p>
      ) : null}
      <section className={CARD}>
        <h2 className={SECTION_TITLE}>{t("organizer.team.members")}</h2>
        <ul className="mt-3 divide-y divide-slate-200" data-testid="team-members">
          {team.members.map((member) => (
            <li key={member.buyerId} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">
                  {member.name}
                  {member.isMe ? <span className="text-slate-600"> ({t("organizer.team.you")})</span> : null}
                </p>
                <p className="text-sm break-all text-slate-600">{member.email}</p>
              </div>
              {isOwner ? (
                <RoleSelect
                  value={member.role}
                  label={`${t("organizer.team.roleLabel")}: ${member.name}`}
                  onChange={(next) =>
                    act(
                      () =>
                        api.call("changeMemberRole", {
                          params: { orgId, buyerId: member.buyerId },
                          body: { role: next },
                        }),
                      t("organizer.messages.roleChanged"),
                    )
                  }
                />
              ) : (
                <span className="text-sm font-medium text-slate-800">
                  {t(`organizer.roles.${member.role}`)}
                </span>
              )}
              {isOwner || member.isMe ? (
                <button
                  type="button"
                  className={ORG_BUTTON.danger}
                  onClick={() =>
                    act(async () => {
                      await api.call("removeMember", { params: { orgId, buyerId: member.buyerId } });
                      if (member.isMe) navigate(href("OrganizerHome"));
                    }, t("organizer.messages.memberRemoved"))
                  }
                >
                  {member.isMe ? t("organizer.team.leave") : t("organizer.team.remove")}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {isOwner ? (
        <section className={CARD}>
          <h2 className={SECTION_TITLE}>{t("organizer.team.invite")}</h2>
          <form
            className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
            noValidate
            data-testid="invite-form"
            onSubmit={invite.handleSubmit((body) => {
              let mailed = true;
              return act(
                async () => {
                  setUnsent(null);
                  const result = await api.call("inviteMember", { params: { orgId }, body });
                  invite.resetField("email");
                  // "Sent" only when the mail can reach the invitee; else the link is shown to copy.
                  mailed = result.mailDelivery !== "none";
                  if (!mailed && result.link) setUnsent({ email: result.email, link: result.link });
                },
                () => (mailed ? t("organizer.messages.invited") : t("organizer.messages.invitationCreated")),
              );
            })}
          >
            <div>
              <label htmlFor={emailId} className={LABEL}>
                {t("organizer.team.inviteEmail")}
              </label>
              <input
                id={emailId}
                type="email"
                className={FIELD}
                aria-invalid={Boolean(emailError)}
                {...invite.register("email")}
              />
              {emailError ? <p className={ERROR_TEXT}>{emailError}</p> : null}
            </div>
            <div>
              <label htmlFor={roleId} className={LABEL}>
                {t("organizer.team.roleLabel")}
              </label>
              <select id={roleId} className={FIELD} {...invite.register("role")}>
                {ORGANIZER_ROLES.map((option) => (
                  <option key={option} value={option}>
                    {t(`organizer.roles.${option}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={ORG_BUTTON.primary}>
              {t("organizer.team.inviteSubmit")}
            </button>
          </form>
          {unsent ? (
            <div
              role="status"
              data-testid="invite-unsent"
              className="mt-4 space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
            >
              <p className="font-semibold">{t("organizer.team.noMailTitle")}</p>
              <p className="text-sm">{t("organizer.team.noMailBody", { email: unsent.email })}</p>
              <label htmlFor={linkId} className={LABEL}>
                {t("organizer.team.noMailLink")}
              </label>
              <div className="flex flex-wrap gap-2">
                <input
                  id={linkId}
                  readOnly
                  className={`${FIELD} mt-0 min-w-0 flex-1`}
                  value={unsent.link}
                  onFocus={(focus) => focus.currentTarget.select()}
                />
                <button
                  type="button"
                  className={ORG_BUTTON.secondary}
                  onClick={() =>
                    navigator.clipboard
                      ?.writeText(unsent.link)
                      .then(() => snackbar.show("success", t("organizer.team.linkCopied")))
                      .catch(() => document.getElementById(linkId)?.focus())
                  }
                >
                  {t("organizer.team.copyLink")}
                </button>
              </div>
            </div>
          ) : null}
          <h3 className="mt-6 font-semibold text-slate-900">{t("organizer.team.pending")}</h3>
          {team.invitations.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t("organizer.team.noPending")}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200" data-testid="team-invitations">
              {team.invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="break-all text-slate-900">{invitation.email}</p>
                    <p className="text-sm text-slate-600">
                      {t(`organizer.roles.${invitation.role}`)} ·{" "}
                      {t("organizer.team.expires", { date: formatWib(invitation.expiresAt, locale, "date") })}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={ORG_BUTTON.secondary}
                    onClick={() =>
                      act(
                        () =>
                          api.call("revokeInvitation", { params: { orgId, invitationId: invitation.id } }),
                        t("organizer.messages.invitationRevoked"),
                      )
                    }
                  >
                    {t("organizer.team.revoke")}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
