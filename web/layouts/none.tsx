import { Outlet } from "react-router";
import { RouteErrorPage } from "../pages/error-pages.tsx";

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
      <RouteErrorPage />
    </main>
  );
}
