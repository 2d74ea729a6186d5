import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// EventDetail: the frame is final; the catalogue issue builds its body.
export const loader = guardedLoader("EventDetail");
export const meta = routeMeta("EventDetail");
export const handle = routeHandle("EventDetail");

export default function EventDetailRoute() {
  return <ComingSoonPage />;
}
