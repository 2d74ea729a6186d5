import { Outlet } from "react-router";
import { RouteErrorPage } from "../pages/error-pages.tsx";
import { Chrome } from "./chrome.tsx";

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
      <RouteErrorPage />
    </Chrome>
  );
}
