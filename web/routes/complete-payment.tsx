import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// CompletePayment: the frame is final; the payments issue builds its body.
export const loader = guardedLoader("CompletePayment");
export const meta = routeMeta("CompletePayment");
export const handle = routeHandle("CompletePayment");

export default function CompletePaymentRoute() {
  return <ComingSoonPage />;
}
