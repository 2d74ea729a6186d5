import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// EventTicketCheckout: the frame is final; the checkout issue builds its body.
export const loader = guardedLoader("EventTicketCheckout");
export const meta = routeMeta("EventTicketCheckout");
export const handle = routeHandle("EventTicketCheckout");

export default function EventTicketCheckoutRoute() {
  return <ComingSoonPage />;
}
