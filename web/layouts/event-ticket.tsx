import { Outlet } from "react-router";
import { RouteErrorPage } from "../pages/error-pages.tsx";
import { Chrome } from "./chrome.tsx";

/** Layout "event-ticket" (spec section 2). */
export default function EventTicketLayout() {
  return (
    <Chrome footer={false}>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary() {
  return (
    <Chrome footer={false}>
      <RouteErrorPage />
    </Chrome>
  );
}
