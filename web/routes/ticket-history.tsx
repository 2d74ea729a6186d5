import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// TicketHistory: the frame is final; the e-tickets issue builds its body.
export const loader = guardedLoader("TicketHistory");
export const meta = routeMeta("TicketHistory");
export const handle = routeHandle("TicketHistory");

export default function TicketHistoryRoute() {
  return <ComingSoonPage />;
}
