import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { useT } from "../../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { CatalogFrame } from "../../organizer/catalog/catalog-frame.tsx";
import { loadOrgCatalog } from "../../organizer/catalog/load-catalog.server.ts";
import { SeatsEditor } from "../../organizer/catalog/seats-editor.tsx";

// OrganizerEventSeats (issue 17 item 5).
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return loadOrgCatalog("OrganizerEventSeats", context, request, params);
}

export const meta = routeMeta("OrganizerEventSeats");
export const handle = routeHandle("OrganizerEventSeats");

export default function OrganizerEventSeatsRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <CatalogFrame
      event={data.event}
      needsLogin={data.needsLogin}
      heading={t("organizer.shell.navEventSeats")}
      intro={t("orgCatalog.ui.seats.intro")}
    >
      {(event) =>
        data.catalog ? (
          <SeatsEditor orgId={event.organizationId} eventId={event.id} catalog={data.catalog} />
        ) : null
      }
    </CatalogFrame>
  );
}
