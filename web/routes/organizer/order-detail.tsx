import { type LoaderFunctionArgs, data as status, useLoaderData } from "react-router";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { useT } from "../../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { loadOrgEvent } from "../../organizer/event-loader.server.ts";
import { OrderDetailScreen } from "../../organizer/order-detail-screen.tsx";
import { orStatusPage } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// OrganizerOrderDetail: one order, reached from the Buyers tab's orders and the
// refund list: its e-tickets, the resend of its confirmation and its refund.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const loaded = await loadOrgEvent("OrganizerOrderDetail", context, request, params);
  if (loaded.needsLogin || !loaded.event) return { ...loaded, detail: null };
  if (!UUID.test(params.orderId ?? "")) throw status(null, { status: 404 });
  const ids = {
    orgId: String(loaded.event.organizationId),
    eventId: String(loaded.event.id),
    orderId: params.orderId ?? "",
  };
  const detail = await orStatusPage(loaderApi(context, request).call("orgOrderDetail", { params: ids }));
  return { ...loaded, detail };
}

export const meta = routeMeta("OrganizerOrderDetail");
export const handle = routeHandle("OrganizerOrderDetail");

export default function OrganizerOrderDetailRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.needsLogin || !data.event || !data.detail)
    return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return <OrderDetailScreen event={data.event} detail={data.detail} />;
}
