import { SeatsEditor } from "../../organizer/catalog/seats-editor.tsx";
import { eventSectionLoader, readCatalog } from "../../organizer/event-section-loader.server.ts";
import { eventSectionRoute } from "../../organizer/event-section-route.tsx";

/** The event's seat map, built section by section. */
export const loader = eventSectionLoader("OrganizerEventSeats", readCatalog);

const route = eventSectionRoute<typeof loader>("OrganizerEventSeats", {
  heading: "organizer.shell.navEventSeats",
  intro: "orgCatalog.ui.seats.intro",
  render: (event, catalog) => (
    <SeatsEditor orgId={event.organizationId} eventId={event.id} catalog={catalog} />
  ),
});
export const meta = route.meta;
export const handle = route.handle;
export default route.Component;
