import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { useT } from "../../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { CatalogFrame } from "../../organizer/catalog/catalog-frame.tsx";
import { loadOrgCatalog } from "../../organizer/catalog/load-catalog.server.ts";
import { VouchersEditor } from "../../organizer/catalog/vouchers-editor.tsx";

// OrganizerEventVouchers (issue 17 item 7).
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return loadOrgCatalog("OrganizerEventVouchers", context, request, params);
}

export const meta = routeMeta("OrganizerEventVouchers");
export const handle = routeHandle("OrganizerEventVouchers");

export default function OrganizerEventVouchersRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <CatalogFrame
      event={data.event}
      needsLogin={data.needsLogin}
      heading={t("organizer.shell.navEventVouchers")}
      intro={t("orgCatalog.ui.vouchers.intro")}
    >
      {(event) =>
        data.catalog ? (
          <VouchersEditor orgId={event.organizationId} eventId={event.id} catalog={data.catalog} />
        ) : null
      }
    </CatalogFrame>
  );
}
