import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { useT } from "../../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { loadOrgEvent } from "../../organizer/event-loader.server.ts";
import { WaitingRoomScreen } from "../../organizer/waiting-room-screen.tsx";
import { orStatusPage } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

// OrganizerEventWaitingRoom: the sale's line, its opening and admission rate.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const loaded = await loadOrgEvent("OrganizerEventWaitingRoom", context, request, params);
  if (loaded.needsLogin || !loaded.event) return { ...loaded, room: null };
  const ids = { orgId: String(loaded.event.organizationId), eventId: String(loaded.event.id) };
  const room = await orStatusPage(loaderApi(context, request).call("orgWaitingRoom", { params: ids }));
  return { ...loaded, room };
}

export const meta = routeMeta("OrganizerEventWaitingRoom");
export const handle = routeHandle("OrganizerEventWaitingRoom");

export default function OrganizerEventWaitingRoomRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.needsLogin || !data.event || !data.room)
    return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return <WaitingRoomScreen key={data.event.id} event={data.event} initial={data.room} />;
}
