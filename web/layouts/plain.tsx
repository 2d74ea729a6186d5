import { Outlet } from "react-router";
import { RouteErrorPage } from "../pages/error-pages.tsx";
import { Chrome } from "./chrome.tsx";

/** Layout "plain" (spec section 2). */
export default function PlainLayout() {
  return (
    <Chrome slimHeader width="narrow">
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary() {
  return (
    <Chrome slimHeader width="narrow">
      <RouteErrorPage />
    </Chrome>
  );
}
