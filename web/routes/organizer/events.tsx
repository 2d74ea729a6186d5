import { useState } from "react";
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import { createEventBodySchema, EVENT_TEXT_LIMITS } from "#shared/contracts/organizer.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { showApiFailure } from "../../forms/show-field-errors.ts";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { useLocale, useRouteHref, useT } from "../../lib/i18n.tsx";
import { guardRoute } from "../../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { requirePathId } from "../../organizer/event-loader.server.ts";
import { LengthCounter, useOverLimitMessage } from "../../organizer/length-limit.tsx";
import { useOrganizerApi } from "../../organizer/organizer-api.ts";
import { StageBadge } from "../../organizer/stage-badge.tsx";
import { CARD, ERROR_TEXT, ORG_BUTTON } from "../../organizer/ui.ts";
import { orStatusPage, useCurrentOrganization } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";
import { TextField } from "../../ui/form-field.tsx";

// OrganizerEvents: the organisation's events, drafts included, and a new draft by title.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("OrganizerEvents", context);
  if (needsLogin) return { needsLogin, orgId: "", rows: [] };
  const orgId = requirePathId(params.orgId);
  const list = await orStatusPage(loaderApi(context, request).call("orgEvents", { params: { orgId } }));
  return { needsLogin, orgId, rows: list.rows };
}

export const meta = routeMeta("OrganizerEvents");
export const handle = routeHandle("OrganizerEvents");

/** A new draft needs only its title; the server fills the rest for the editor. */
const newEventForm = createEventBodySchema.pick({ title: true });

function NewEventForm({ orgId }: { orgId: string }) {
  const t = useT();
  const api = useOrganizerApi();
  const href = useRouteHref();
  const navigate = useNavigate();
  const form = useSchemaForm(newEventForm, { title: "" });
  const overLimitMessage = useOverLimitMessage();
  const title = form.watch("title") ?? "";
  // No maxLength: a browser would cut a longer paste silently; the field counts and says so instead.
  const fieldError = form.formState.errors.title?.message ?? overLimitMessage(title, EVENT_TEXT_LIMITS.title);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = form.handleSubmit(async (body) => {
    setBusy(true);
    setProblem(null);
    try {
      const created = await api.call("createEvent", { params: { orgId }, body });
      navigate(href("OrganizerEventDetails", { orgId, eventId: String(created.id) }));
    } catch (error) {
      setProblem(showApiFailure(form.setError, error));
      setBusy(false);
    }
  });
  return (
    <form
      className={`${CARD} flex flex-col gap-3 sm:flex-row sm:items-end`}
      data-testid="new-event"
      noValidate
      onSubmit={submit}
    >
      <div className="flex-1">
        <TextField
          label={t("organizer.events.newTitleLabel")}
          {...form.register("title")}
          error={fieldError}
          hint={<LengthCounter value={title} max={EVENT_TEXT_LIMITS.title} />}
          maxLength={undefined}
          required
        />
      </div>
      <button type="submit" className={ORG_BUTTON.primary} disabled={busy}>
        {t("organizer.events.newSubmit")}
      </button>
      {problem && !fieldError ? (
        <p role="alert" className={ERROR_TEXT}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}

export default function OrganizerEventsRoute() {
  const { needsLogin, orgId, rows } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  const href = useRouteHref();
  const org = useCurrentOrganization(orgId);
  if (needsLogin) return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  const canEdit = org?.role === "owner" || org?.role === "admin";
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm text-slate-600">{org?.name}</p>
        <h1 className="text-2xl font-bold text-slate-900">{t("organizer.events.title")}</h1>
      </div>
      {canEdit ? <NewEventForm orgId={orgId} /> : null}
      {rows.length === 0 ? (
        <p className={`${CARD} text-slate-700`}>{t("organizer.events.empty")}</p>
      ) : (
        <ul className="space-y-3" data-testid="org-events">
          {rows.map((row) => (
            <li key={row.id} className={`${CARD} flex items-center gap-4`}>
              <img
                src={row.poster}
                alt=""
                width={64}
                height={64}
                className="h-16 w-16 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1">
                <Link
                  to={href("OrganizerEventDetails", { orgId, eventId: String(row.id) })}
                  className="font-semibold break-words text-slate-900 underline-offset-2 hover:underline"
                >
                  {row.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {formatWib(row.startsAt, locale, "date")}
                  {row.city ? ` · ${row.city}` : ""}
                </p>
              </div>
              <StageBadge stage={row.stage} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
