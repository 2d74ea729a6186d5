import { VouchersEditor } from "../../organizer/catalog/vouchers-editor.tsx";
import { eventSectionLoader, readCatalog } from "../../organizer/event-section-loader.server.ts";
import { eventSectionRoute } from "../../organizer/event-section-route.tsx";

/** The event's vouchers and their uses. */
export const loader = eventSectionLoader("OrganizerEventVouchers", readCatalog);

const route = eventSectionRoute<typeof loader>("OrganizerEventVouchers", {
  heading: "organizer.shell.navEventVouchers",
  intro: "orgCatalog.ui.vouchers.intro",
  render: (event, catalog) => (
    <VouchersEditor orgId={event.organizationId} eventId={event.id} catalog={catalog} />
  ),
});
export const meta = route.meta;
export const handle = route.handle;
export default route.Component;
