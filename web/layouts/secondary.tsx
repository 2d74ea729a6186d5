import { Outlet } from "react-router";
import { RouteErrorPage } from "../pages/error-pages.tsx";
import { Chrome } from "./chrome.tsx";

/** Layout "secondary" (spec section 2). */
export default function SecondaryLayout() {
  return (
    <Chrome width="narrow">
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary() {
  return (
    <Chrome width="narrow">
      <RouteErrorPage />
    </Chrome>
  );
}
