import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// TermsAndConditions: the frame is final; the company pages issue builds its body.
export const loader = guardedLoader("TermsAndConditions");
export const meta = routeMeta("TermsAndConditions");
export const handle = routeHandle("TermsAndConditions");

export default function TermsAndConditionsRoute() {
  return <ComingSoonPage />;
}
