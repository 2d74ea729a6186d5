import { Outlet } from "react-router";
import { layoutMeta } from "../lib/route-module.ts";
import { RouteError } from "../pages/route-error.tsx";
import { Chrome } from "./chrome.tsx";

// A failed guard or thrown 404 shows this layout's error boundary; this gives it its title and tags.
export const meta = layoutMeta;

/** Layout "event-detail" (spec section 2). */
export default function EventDetailLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary() {
  return (
    <Chrome>
      <RouteError />
    </Chrome>
  );
}
