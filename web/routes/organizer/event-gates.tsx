import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { useT } from "../../lib/i18n.tsx";
import { guardRoute } from "../../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { requirePathId } from "../../organizer/event-loader.server.ts";
import { GatesScreen } from "../../organizer/gates-screen.tsx";
import { orStatusPage } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

// OrganizerEventGates: the event's named gates, check-in links and live gate figures.
// It reads the gates endpoint, not the event's, because gate staff may open this screen and no other.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("OrganizerEventGates", context);
  if (needsLogin) return { needsLogin, orgId: "", gates: null, activity: null };
  const orgId = requirePathId(params.orgId);
  const eventId = requirePathId(params.eventId);
  const api = loaderApi(context, request);
  const gates = await orStatusPage(api.call("eventGates", { params: { orgId, eventId } }));
  const activity = gates.can_manage
    ? await orStatusPage(api.call("gateActivity", { params: { orgId, eventId } }))
    : null;
  return { needsLogin, orgId, gates, activity };
}

export const meta = routeMeta("OrganizerEventGates");
export const handle = routeHandle("OrganizerEventGates");

export default function OrganizerEventGatesRoute() {
  const { needsLogin, orgId, gates, activity } = useLoaderData<typeof loader>();
  const t = useT();
  if (needsLogin || !gates) return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return <GatesScreen key={gates.event.id} orgId={orgId} initial={gates} activity={activity} />;
}
