import { useState } from "react";
import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from "react-router";
import { localeOfPath, routeHref } from "#shared/routing/route-table.ts";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useRouteHref, useT } from "../../lib/i18n.tsx";
import { guardRoute } from "../../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { useOrganizerApi } from "../../organizer/organizer-api.ts";
import { CARD, ERROR_TEXT, ORG_BUTTON } from "../../organizer/ui.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";
import { TextField } from "../../ui/form-field.tsx";

// OrganizerHome (issue 17): the way in. A member goes straight to their first organisation's events;
// anyone else (or `?new=1`) creates an organisation here and becomes its owner.
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("OrganizerHome", context);
  if (needsLogin) return { needsLogin };
  const url = new URL(request.url);
  if (url.searchParams.get("new") !== "1") {
    const mine = await loaderApi(context, request).call("myOrganizations");
    const first = mine.rows[0];
    // Gate staff see only check-in (issue 18 item 5): they land on the events to check in for.
    const landing = first?.role === "gate" ? "OrganizerCheckIn" : "OrganizerEvents";
    if (first) throw redirect(routeHref(landing, localeOfPath(url.pathname), { orgId: String(first.id) }));
  }
  return { needsLogin };
}

export const meta = routeMeta("OrganizerHome");
export const handle = routeHandle("OrganizerHome");

function CreateOrganizationForm() {
  const t = useT();
  const href = useRouteHref();
  const api = useOrganizerApi();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [city, setCity] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={`${CARD} space-y-4`}
      data-testid="create-organization"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setProblem(null);
        setErrors({});
        try {
          const org = await api.call("createOrganization", {
            body: { name, city: city || undefined, slug: slug.trim() ? slug.trim() : undefined },
          });
          navigate(href("OrganizerEvents", { orgId: String(org.id) }));
        } catch (error) {
          if (error instanceof ApiError) {
            setProblem(error.message);
            setErrors(error.fields ?? {});
          }
          setBusy(false);
        }
      }}
    >
      <TextField
        label={t("organizer.onboarding.name")}
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        required
        maxLength={120}
      />
      <TextField
        label={t("organizer.onboarding.slug")}
        name="slug"
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        error={errors.slug}
        hint={t("organizer.onboarding.slugHint")}
        maxLength={160}
      />
      <TextField
        label={t("organizer.onboarding.city")}
        name="city"
        value={city}
        onChange={(event) => setCity(event.target.value)}
        error={errors.city}
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
