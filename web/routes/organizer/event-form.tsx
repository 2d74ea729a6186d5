import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { useT } from "../../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { CatalogFrame } from "../../organizer/catalog/catalog-frame.tsx";
import { FormBuilder } from "../../organizer/catalog/form-builder.tsx";
import { loadOrgCatalog } from "../../organizer/catalog/load-catalog.server.ts";

// OrganizerEventForm (issue 17 item 6).
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return loadOrgCatalog("OrganizerEventForm", context, request, params);
}

export const meta = routeMeta("OrganizerEventForm");
export const handle = routeHandle("OrganizerEventForm");

export default function OrganizerEventFormRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <CatalogFrame
      event={data.event}
      needsLogin={data.needsLogin}
      heading={t("organizer.shell.navEventForm")}
      intro={t("orgCatalog.ui.form.intro")}
    >
      {(event) =>
        data.catalog ? (
          <FormBuilder orgId={event.organizationId} eventId={event.id} catalog={data.catalog} />
        ) : null
      }
    </CatalogFrame>
  );
}
