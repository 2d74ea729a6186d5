import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { attendeeListQuerySchema, orderListQuerySchema } from "#shared/contracts/organizer-records.ts";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { useT } from "../../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { BuyersScreen } from "../../organizer/buyers-screen.tsx";
import { loadOrgEvent } from "../../organizer/event-loader.server.ts";
import { orStatusPage } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

// OrganizerEventBuyers: the event's attendees and orders, searchable and
// filtered on the server through the URL, protected answers masked, exports of what is shown.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const loaded = await loadOrgEvent("OrganizerEventBuyers", context, request, params);
  if (loaded.needsLogin || !loaded.event)
    return { ...loaded, view: "attendees" as const, attendees: null, orders: null, search: "" };
  const url = new URL(request.url);
  const view = url.searchParams.get("view") === "orders" ? ("orders" as const) : ("attendees" as const);
  const raw = Object.fromEntries(
    [...url.searchParams].filter(([key, value]) => key !== "view" && value !== ""),
  );
  const api = loaderApi(context, request);
  const ids = { orgId: String(loaded.event.organizationId), eventId: String(loaded.event.id) };
  // A hand-edited URL with a value the API refuses shows the unfiltered list, not an error page.
  if (view === "orders") {
    const parsed = orderListQuerySchema.safeParse(raw);
    const query = parsed.success ? parsed.data : orderListQuerySchema.parse({});
    const orders = await orStatusPage(api.call("eventOrders", { params: ids, query }));
    return { ...loaded, view, attendees: null, orders, search: url.search };
  }
  const parsed = attendeeListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : attendeeListQuerySchema.parse({});
  const attendees = await orStatusPage(api.call("eventAttendees", { params: ids, query }));
  return { ...loaded, view, attendees, orders: null, search: url.search };
}

export const meta = routeMeta("OrganizerEventBuyers");
export const handle = routeHandle("OrganizerEventBuyers");

export default function OrganizerEventBuyersRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.needsLogin || !data.event) return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return (
    <BuyersScreen
      event={data.event}
      view={data.view}
      attendees={data.attendees}
      orders={data.orders}
      search={data.search}
    />
  );
}
