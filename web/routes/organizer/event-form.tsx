import { FormBuilder } from "../../organizer/catalog/form-builder.tsx";
import { eventSectionLoader, readCatalog } from "../../organizer/event-section-loader.server.ts";
import { eventSectionRoute } from "../../organizer/event-section-route.tsx";

/** The questions checkout asks each visitor of the event. */
export const loader = eventSectionLoader("OrganizerEventForm", readCatalog);

const route = eventSectionRoute<typeof loader>("OrganizerEventForm", {
  heading: "organizer.shell.navEventForm",
  intro: "orgCatalog.ui.form.intro",
  render: (event, catalog) => (
    <FormBuilder orgId={event.organizationId} eventId={event.id} catalog={catalog} />
  ),
});
export const meta = route.meta;
export const handle = route.handle;
export default route.Component;
