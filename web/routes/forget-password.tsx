import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// ForgetPassword: the frame is final; the accounts issue builds its body.
export const loader = guardedLoader("ForgetPassword");
export const meta = routeMeta("ForgetPassword");
export const handle = routeHandle("ForgetPassword");

export default function ForgetPasswordRoute() {
  return <ComingSoonPage />;
}
