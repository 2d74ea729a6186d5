import { useState } from "react";
import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from "react-router";
import { createOrganizationBodySchema } from "#shared/contracts/organizer.ts";
import { localeOfPath, routeHref } from "#shared/routing/route-table.ts";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { bodyForm } from "../../forms/body-form.ts";
import { showApiFailure } from "../../forms/show-field-errors.ts";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { useRouteHref, useT } from "../../lib/i18n.tsx";
import { guardRoute } from "../../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { useOrganizerApi } from "../../organizer/organizer-api.ts";
import { CARD, ERROR_TEXT, ORG_BUTTON } from "../../organizer/ui.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";
import { TextField } from "../../ui/form-field.tsx";

// OrganizerHome: the way in. A member goes straight to their first organisation's events;
// anyone else (or `?new=1`) creates an organisation here and becomes its owner.
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("OrganizerHome", context);
  if (needsLogin) return { needsLogin };
  const url = new URL(request.url);
  if (url.searchParams.get("new") !== "1") {
    const mine = await loaderApi(context, request).call("myOrganizations");
    const first = mine.rows[0];
    // Gate staff see only check-in: they land on the events to check in for.
    const landing = first?.role === "gate" ? "OrganizerCheckIn" : "OrganizerEvents";
    if (first) throw redirect(routeHref(landing, localeOfPath(url.pathname), { orgId: String(first.id) }));
  }
  return { needsLogin };
}

export const meta = routeMeta("OrganizerHome");
export const handle = routeHandle("OrganizerHome");

type OrganizationDraft = { name: string; slug: string; city: string };

/** Blank slug and city are "not given": the server then derives the slug from the name. */
const organizationForm = bodyForm(
  (draft: OrganizationDraft) => ({
    name: draft.name,
    city: draft.city || undefined,
    slug: draft.slug.trim() ? draft.slug.trim() : undefined,
  }),
  createOrganizationBodySchema,
);

function CreateOrganizationForm() {
  const t = useT();
  const href = useRouteHref();
  const api = useOrganizerApi();
  const navigate = useNavigate();
  const form = useSchemaForm(organizationForm, { name: "", slug: "", city: "" });
  const { errors } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = form.handleSubmit(async (body) => {
    setBusy(true);
    setProblem(null);
    try {
      const org = await api.call("createOrganization", { body });
      navigate(href("OrganizerEvents", { orgId: String(org.id) }));
    } catch (error) {
      setProblem(showApiFailure(form.setError, error));
      setBusy(false);
    }
  });
  return (
    <form className={`${CARD} space-y-4`} data-testid="create-organization" noValidate onSubmit={submit}>
      <TextField
        label={t("organizer.onboarding.name")}
        {...form.register("name")}
        error={errors.name?.message}
        required
        maxLength={120}
      />
      <TextField
        label={t("organizer.onboarding.slug")}
        {...form.register("slug")}
        error={errors.slug?.message}
        hint={t("organizer.onboarding.slugHint")}
        maxLength={160}
      />
      <TextField
        label={t("organizer.onboarding.city")}
        {...form.register("city")}
        error={errors.city?.message}
        maxLength={80}
      />
      {problem ? (
        <p role="alert" className={ERROR_TEXT}>
          {problem}
        </p>
      ) : null}
      <button type="submit" className={ORG_BUTTON.primary} disabled={busy}>
        {t("organizer.onboarding.submit")}
      </button>
    </form>
  );
}

export default function OrganizerHomeRoute() {
  const { needsLogin } = useLoaderData<typeof loader>();
  const t = useT();
  if (needsLogin) return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return (
    <div className="mx-auto max-w-xl py-4">
      <h1 className="text-2xl font-bold text-slate-900">{t("organizer.onboarding.title")}</h1>
      <p className="mt-2 mb-6 text-slate-700">{t("organizer.onboarding.body")}</p>
      <CreateOrganizationForm />
    </div>
  );
}
