import { useMatches, useRouteLoaderData } from "react-router";
import type { PublicConfig } from "#shared/contracts/public-config.ts";
import type { Viewer } from "#shared/contracts/viewer.ts";
import type { RouteName } from "#shared/routing/route-table.ts";

export interface RootData {
  viewer: Viewer | null;
  publicConfig: PublicConfig;
  cspNonce: string;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}

export interface RouteHandle {
  routeName: RouteName;
}

/** The named route being shown (from the deepest match's `handle`), for titles and active tabs. */
export function useCurrentRouteName(): RouteName | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<RouteHandle> | undefined;
    if (handle?.routeName) return handle.routeName;
  }
  return null;
}
