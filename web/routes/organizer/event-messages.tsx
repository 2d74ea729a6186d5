import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { useT } from "../../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { loadOrgEvent } from "../../organizer/event-loader.server.ts";
import { MessagesScreen } from "../../organizer/messages-screen.tsx";
import { orStatusPage } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

// OrganizerEventMessages: compose, preview and send a message to the event's ticket holders; the list sent.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const loaded = await loadOrgEvent("OrganizerEventMessages", context, request, params);
  if (loaded.needsLogin || !loaded.event) return { ...loaded, messages: null, categories: [] };
  const ids = { orgId: String(loaded.event.organizationId), eventId: String(loaded.event.id) };
  const api = loaderApi(context, request);
  const [messages, catalog] = await Promise.all([
    orStatusPage(api.call("eventMessages", { params: ids })),
    orStatusPage(api.call("orgCatalog", { params: ids })),
  ]);
  const categories = catalog.categories.map((category) => ({ id: category.id, name: category.name }));
  return { ...loaded, messages, categories };
}

export const meta = routeMeta("OrganizerEventMessages");
export const handle = routeHandle("OrganizerEventMessages");

export default function OrganizerEventMessagesRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.needsLogin || !data.event || !data.messages)
    return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return <MessagesScreen event={data.event} messages={data.messages.rows} categories={data.categories} />;
}
