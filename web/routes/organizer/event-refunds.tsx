import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { refundListQuerySchema } from "#shared/contracts/organizer-refunds.ts";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { useT } from "../../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { loadOrgEvent } from "../../organizer/event-loader.server.ts";
import { RefundsScreen } from "../../organizer/refunds-screen.tsx";
import { orStatusPage } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

// OrganizerEventRefunds: the orders whose money must go back, and those refunded.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const loaded = await loadOrgEvent("OrganizerEventRefunds", context, request, params);
  if (loaded.needsLogin || !loaded.event) return { ...loaded, list: null, search: "" };
  const url = new URL(request.url);
  // A hand-edited URL with a value the API refuses shows the open list, not an error page.
  const parsed = refundListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : refundListQuerySchema.parse({});
  const ids = { orgId: String(loaded.event.organizationId), eventId: String(loaded.event.id) };
  const list = await orStatusPage(loaderApi(context, request).call("eventRefunds", { params: ids, query }));
  return { ...loaded, list, view: query.view, search: url.search };
}

export const meta = routeMeta("OrganizerEventRefunds");
export const handle = routeHandle("OrganizerEventRefunds");

export default function OrganizerEventRefundsRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.needsLogin || !data.event || !data.list)
    return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return (
    <RefundsScreen event={data.event} view={data.view ?? "open"} list={data.list} search={data.search} />
  );
}
