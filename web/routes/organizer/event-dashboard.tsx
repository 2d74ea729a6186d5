import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { useT } from "../../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { EventDashboardScreen } from "../../organizer/dashboard/event-dashboard-screen.tsx";
import { loadOrgEvent } from "../../organizer/event-loader.server.ts";
import { orStatusPage } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

// OrganizerEventDashboard: the event's live figures. The page re-runs this loader
// whenever its stream says the figures moved; gate staff get the API's 403 as this page's.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const loaded = await loadOrgEvent("OrganizerEventDashboard", context, request, params);
  if (loaded.needsLogin || !loaded.event) return { ...loaded, figures: null };
  const ids = { orgId: String(loaded.event.organizationId), eventId: String(loaded.event.id) };
  const figures = await orStatusPage(loaderApi(context, request).call("eventDashboard", { params: ids }));
  return { ...loaded, figures };
}

export const meta = routeMeta("OrganizerEventDashboard");
export const handle = routeHandle("OrganizerEventDashboard");

export default function OrganizerEventDashboardRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.needsLogin || !data.event || !data.figures)
    return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return <EventDashboardScreen event={data.event} figures={data.figures} />;
}
