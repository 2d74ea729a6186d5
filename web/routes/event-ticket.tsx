import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// EventTicket: the frame is final; the catalogue issue builds its body.
export const loader = guardedLoader("EventTicket");
export const meta = routeMeta("EventTicket");
export const handle = routeHandle("EventTicket");

export default function EventTicketRoute() {
  return <ComingSoonPage />;
}
