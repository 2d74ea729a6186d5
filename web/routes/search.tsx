import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// SearchPage: the frame is final; the catalogue issue builds its body.
export const loader = guardedLoader("SearchPage");
export const meta = routeMeta("SearchPage");
export const handle = routeHandle("SearchPage");

export default function SearchPageRoute() {
  return <ComingSoonPage />;
}
