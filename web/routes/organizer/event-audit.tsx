import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { useT } from "../../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { AuditLog } from "../../organizer/catalog/audit-log.tsx";
import { CatalogFrame } from "../../organizer/catalog/catalog-frame.tsx";
import { loadOrgEvent } from "../../organizer/event-loader.server.ts";
import { orStatusPage } from "../../organizer/workspace-data.ts";

// OrganizerEventAudit (issue 17 item 8): every change to the event, who, when, before and after.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const base = await loadOrgEvent("OrganizerEventAudit", context, request, params);
  if (!base.event) return { ...base, audit: null };
  const audit = await orStatusPage(
    loaderApi(context, request).call("orgEventAudit", {
      params: { orgId: String(base.event.organizationId), eventId: String(base.event.id) },
      query: { show: 50 },
    }),
  );
  return { ...base, audit };
}

export const meta = routeMeta("OrganizerEventAudit");
export const handle = routeHandle("OrganizerEventAudit");

export default function OrganizerEventAuditRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <CatalogFrame
      event={data.event}
      needsLogin={data.needsLogin}
      heading={t("organizer.shell.navEventAudit")}
      intro={t("orgCatalog.ui.audit.intro")}
    >
      {(event) =>
        data.audit ? <AuditLog orgId={event.organizationId} eventId={event.id} first={data.audit} /> : null
      }
    </CatalogFrame>
  );
}
