import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// TransactionHistory: the frame is final; the payments issue builds its body.
export const loader = guardedLoader("TransactionHistory");
export const meta = routeMeta("TransactionHistory");
export const handle = routeHandle("TransactionHistory");

export default function TransactionHistoryRoute() {
  return <ComingSoonPage />;
}
