import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// Wristband: the frame is final; the company pages issue builds its body.
export const loader = guardedLoader("Wristband");
export const meta = routeMeta("Wristband");
export const handle = routeHandle("Wristband");

export default function WristbandRoute() {
  return <ComingSoonPage />;
}
