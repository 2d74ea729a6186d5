import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// TransactionDetail: the frame is final; the payments issue builds its body.
export const loader = guardedLoader("TransactionDetail");
export const meta = routeMeta("TransactionDetail");
export const handle = routeHandle("TransactionDetail");

export default function TransactionDetailRoute() {
  return <ComingSoonPage />;
}
