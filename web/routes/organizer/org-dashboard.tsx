import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { useT } from "../../lib/i18n.tsx";
import { guardRoute } from "../../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { OrgDashboardScreen } from "../../organizer/dashboard/org-dashboard-screen.tsx";
import { requirePathId } from "../../organizer/event-loader.server.ts";
import { orStatusPage, useCurrentOrganization } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

// OrganizerDashboard: all the organisation's events summed, live.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("OrganizerDashboard", context);
  if (needsLogin) return { needsLogin, orgId: "", figures: null };
  const orgId = requirePathId(params.orgId);
  const figures = await orStatusPage(loaderApi(context, request).call("orgDashboard", { params: { orgId } }));
  return { needsLogin, orgId, figures };
}

export const meta = routeMeta("OrganizerDashboard");
export const handle = routeHandle("OrganizerDashboard");

export default function OrganizerDashboardRoute() {
  const { needsLogin, orgId, figures } = useLoaderData<typeof loader>();
  const t = useT();
  const org = useCurrentOrganization(orgId);
  if (needsLogin || !figures) return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return <OrgDashboardScreen orgId={orgId} orgName={org?.name} figures={figures} />;
}
