import type { MetaFunction } from "react-router";
import type { RouteName } from "#shared/routing/route-table.ts";
import { pageMeta } from "./meta.ts";
import type { RouteHandle } from "./root-data.ts";

/** The `meta` and `handle` exports every named route shares. */
export function routeMeta(name: RouteName): MetaFunction {
  return ({ location, matches }) => pageMeta({ name, pathname: location.pathname, matches });
}

export function routeHandle(name: RouteName): RouteHandle {
  return { routeName: name };
}
