import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// CustomWebsite: the frame is final; the company pages issue builds its body.
export const loader = guardedLoader("CustomWebsite");
export const meta = routeMeta("CustomWebsite");
export const handle = routeHandle("CustomWebsite");

export default function CustomWebsiteRoute() {
  return <ComingSoonPage />;
}
