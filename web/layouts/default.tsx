import { Outlet } from "react-router";
import { layoutMeta } from "../lib/route-module.ts";
import { RouteError } from "../pages/route-error.tsx";
import { Chrome } from "./chrome.tsx";

// A failed guard or thrown 404 shows this layout's error boundary; this gives it its title and tags.
export const meta = layoutMeta;

/** Layout "default" (spec section 2). */
export default function DefaultLayout() {
  return (
    <Chrome width="full" bottomNav>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary() {
  return (
    <Chrome width="full" bottomNav>
      <RouteError />
    </Chrome>
  );
}
