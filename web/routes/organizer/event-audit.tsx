import { AuditLog } from "../../organizer/catalog/audit-log.tsx";
import { eventSectionLoader } from "../../organizer/event-section-loader.server.ts";
import { eventSectionRoute } from "../../organizer/event-section-route.tsx";

/** Every change to the event: who, when, before and after; the newest page first. */
export const loader = eventSectionLoader("OrganizerEventAudit", (api, params) =>
  api.call("orgEventAudit", { params, query: { show: 50 } }),
);

const route = eventSectionRoute<typeof loader>("OrganizerEventAudit", {
  heading: "organizer.shell.navEventAudit",
  intro: "orgCatalog.ui.audit.intro",
  render: (event, first) => <AuditLog orgId={event.organizationId} eventId={event.id} first={first} />,
});
export const meta = route.meta;
export const handle = route.handle;
export default route.Component;
