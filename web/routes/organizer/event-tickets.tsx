import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { useT } from "../../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { CatalogFrame } from "../../organizer/catalog/catalog-frame.tsx";
import { loadOrgCatalog } from "../../organizer/catalog/load-catalog.server.ts";
import { TicketsEditor } from "../../organizer/catalog/tickets-editor.tsx";

// OrganizerEventTickets (issue 17 item 5): the event's ticket categories.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return loadOrgCatalog("OrganizerEventTickets", context, request, params);
}

export const meta = routeMeta("OrganizerEventTickets");
export const handle = routeHandle("OrganizerEventTickets");

export default function OrganizerEventTicketsRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <CatalogFrame
      event={data.event}
      needsLogin={data.needsLogin}
      heading={t("organizer.shell.navEventTickets")}
      intro={t("orgCatalog.ui.tickets.intro")}
    >
      {(event) =>
        data.catalog ? (
          <TicketsEditor orgId={event.organizationId} eventId={event.id} catalog={data.catalog} />
        ) : null
      }
    </CatalogFrame>
  );
}
