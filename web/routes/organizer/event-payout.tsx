import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { useT } from "../../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { loadOrgEvent } from "../../organizer/event-loader.server.ts";
import { PayoutScreen } from "../../organizer/payout-screen.tsx";
import { orStatusPage } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

// OrganizerEventPayout: gross, gateway fees and net payable per WIB day, with CSV.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const loaded = await loadOrgEvent("OrganizerEventPayout", context, request, params);
  if (loaded.needsLogin || !loaded.event) return { ...loaded, statement: null };
  const ids = { orgId: String(loaded.event.organizationId), eventId: String(loaded.event.id) };
  const statement = await orStatusPage(loaderApi(context, request).call("payoutStatement", { params: ids }));
  return { ...loaded, statement };
}

export const meta = routeMeta("OrganizerEventPayout");
export const handle = routeHandle("OrganizerEventPayout");

export default function OrganizerEventPayoutRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.needsLogin || !data.event || !data.statement)
    return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return <PayoutScreen event={data.event} statement={data.statement} />;
}
