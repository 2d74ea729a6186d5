import { data, type MetaFunction } from "react-router";
import { pageMeta } from "../lib/meta.ts";
import { routeHandle } from "../lib/route-module.ts";
import { NotFoundPage } from "../pages/error-pages.tsx";

export const loader = () => data(null, { status: 404 });
export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ name: "NotFound", pathname: location.pathname, matches, noindex: true });
export const handle = routeHandle("NotFound");

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
