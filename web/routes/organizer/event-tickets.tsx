import { TicketsEditor } from "../../organizer/catalog/tickets-editor.tsx";
import { eventSectionLoader, readCatalog } from "../../organizer/event-section-loader.server.ts";
import { eventSectionRoute } from "../../organizer/event-section-route.tsx";

/** The event's ticket categories: general admission, seated and bundles. */
export const loader = eventSectionLoader("OrganizerEventTickets", readCatalog);

const route = eventSectionRoute<typeof loader>("OrganizerEventTickets", {
  heading: "organizer.shell.navEventTickets",
  intro: "orgCatalog.ui.tickets.intro",
  render: (event, catalog) => (
    <TicketsEditor orgId={event.organizationId} eventId={event.id} catalog={catalog} />
  ),
});
export const meta = route.meta;
export const handle = route.handle;
export default route.Component;
