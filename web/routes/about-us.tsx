import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// AboutUs: the frame is final; the company pages issue builds its body.
export const loader = guardedLoader("AboutUs");
export const meta = routeMeta("AboutUs");
export const handle = routeHandle("AboutUs");

export default function AboutUsRoute() {
  return <ComingSoonPage />;
}
