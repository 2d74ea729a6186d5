import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { formatWib } from "#shared/format/datetime.ts";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { useLocale, useRouteHref, useT } from "../../lib/i18n.tsx";
import { guardRoute } from "../../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { requirePathId } from "../../organizer/event-loader.server.ts";
import { CARD, ORG_BUTTON } from "../../organizer/ui.ts";
import { orStatusPage, useCurrentOrganization } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

// OrganizerCheckIn: where gate staff land: the events they can check in for.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("OrganizerCheckIn", context);
  if (needsLogin) return { needsLogin, orgId: "", events: null };
  const orgId = requirePathId(params.orgId);
  const events = await orStatusPage(loaderApi(context, request).call("checkInEvents", { params: { orgId } }));
  return { needsLogin, orgId, events };
}

export const meta = routeMeta("OrganizerCheckIn");
export const handle = routeHandle("OrganizerCheckIn");

export default function OrganizerCheckInRoute() {
  const { needsLogin, orgId, events } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  const href = useRouteHref();
  const org = useCurrentOrganization(orgId);
  if (needsLogin || !events) return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm text-slate-600">{org?.name}</p>
        <h1 className="text-2xl font-bold text-slate-900">{t("organizer.gates.desk.title")}</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">{t("organizer.gates.desk.intro")}</p>
      </div>
      {events.rows.length === 0 ? (
        <p className={`${CARD} text-slate-700`}>{t("organizer.gates.desk.empty")}</p>
      ) : (
        <ul className="space-y-3" data-testid="check-in-events">
          {events.rows.map((event) => (
            <li key={event.id} className={`${CARD} flex flex-wrap items-center gap-3`}>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-slate-900">{event.title}</p>
                <p className="text-sm text-slate-600">{formatWib(event.starts_at, locale)}</p>
              </div>
              <Link
                className={ORG_BUTTON.secondary}
                to={href("OrganizerEventGates", { orgId, eventId: String(event.id) })}
              >
                {t("organizer.gates.desk.open")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
