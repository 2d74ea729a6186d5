import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";

// HowToBuy: the frame is final; the company pages issue builds its body.
export const loader = guardedLoader("HowToBuy");
export const meta = routeMeta("HowToBuy");
export const handle = routeHandle("HowToBuy");

export default function HowToBuyRoute() {
  return <ComingSoonPage />;
}
