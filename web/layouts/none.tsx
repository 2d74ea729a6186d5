import { Outlet } from "react-router";
import { layoutMeta } from "../lib/route-module.ts";
import { RouteError } from "../pages/route-error.tsx";

// A failed guard or thrown 404 shows this layout's error boundary; this gives it its title and tags.
export const meta = layoutMeta;

/** Layout "none" (spec section 2): the page draws everything itself (the mobile profile page). */
export default function NoLayout() {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh">
      <Outlet />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh">
      <RouteError />
    </main>
  );
}
