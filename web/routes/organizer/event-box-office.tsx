import { BoxOfficeScreen } from "../../organizer/box-office-screen.tsx";
import { eventSectionLoader, readCatalog } from "../../organizer/event-section-loader.server.ts";
import { eventSectionRoute } from "../../organizer/event-section-route.tsx";

/** The box office of an event: door sales in cash or QRIS, and complimentary tickets (owners, admins). */
export const loader = eventSectionLoader("OrganizerEventBoxOffice", readCatalog);

const route = eventSectionRoute<typeof loader>("OrganizerEventBoxOffice", {
  heading: "organizer.boxOffice.screen.title",
  intro: "organizer.boxOffice.screen.intro",
  render: (event, catalog) => <BoxOfficeScreen event={event} catalog={catalog} />,
});
export const meta = route.meta;
export const handle = route.handle;
export default route.Component;
