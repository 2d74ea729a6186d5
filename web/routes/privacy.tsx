import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// PrivacyPolicy: the frame is final; the company pages issue builds its body.
export const loader = guardedLoader("PrivacyPolicy");
export const meta = routeMeta("PrivacyPolicy");
export const handle = routeHandle("PrivacyPolicy");

export default function PrivacyPolicyRoute() {
  return <ComingSoonPage />;
}
