import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// ContactUs: the frame is final; the company pages issue builds its body.
export const loader = guardedLoader("ContactUs");
export const meta = routeMeta("ContactUs");
export const handle = routeHandle("ContactUs");

export default function ContactUsRoute() {
  return <ComingSoonPage />;
}
