import { Outlet } from "react-router";
import { RouteErrorPage } from "../pages/error-pages.tsx";
import { Chrome } from "./chrome.tsx";

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
      <RouteErrorPage />
    </Chrome>
  );
}
