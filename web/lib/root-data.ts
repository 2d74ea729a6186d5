import { useMatches, useRouteLoaderData } from "react-router";
import type { PublicConfig } from "#shared/contracts/public-config.ts";
import type { Viewer } from "#shared/contracts/viewer.ts";
import { ROUTE_TABLE, type RouteName } from "#shared/routing/route-table.ts";
import { isRecord } from "./narrow.ts";

export interface RootData {
  viewer: Viewer | null;
  publicConfig: PublicConfig;
  cspNonce: string;
  /** The current year in WIB by the server's clock: hydration reads the number the server rendered. */
  year: number;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}

export interface RouteHandle {
  routeName: RouteName;
}

const isRouteName = (value: unknown): value is RouteName =>
  typeof value === "string" && Object.hasOwn(ROUTE_TABLE, value);

/** The named route being shown (from the deepest match's `handle`), for titles and active tabs. */
export function useCurrentRouteName(): RouteName | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRecord(handle) && isRouteName(handle.routeName)) return handle.routeName;
  }
  return null;
}
