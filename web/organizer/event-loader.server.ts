import { type AppLoadContext, data } from "react-router";
import type { RouteName } from "#shared/routing/route-table.ts";
import { loaderApi } from "../events/catalogue-api.server.ts";
import { guardRoute } from "../lib/route-guard.server.ts";
import { orStatusPage } from "./workspace-data.ts";

/** The path ids of the workspace: digits only, else the page's 404 without a call. */
export function requirePathId(value: string | undefined): string {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) throw data(null, { status: 404 });
  return value;
}

/**
 * What every event screen loads first: the guard, then the event through the API (which checks the
 * membership and role again; another organisation's event is this page's 404).
 */
export async function loadOrgEvent(
  name: RouteName,
  context: AppLoadContext,
  request: Request,
  params: { orgId?: string; eventId?: string },
) {
  const { needsLogin } = guardRoute(name, context);
  if (needsLogin) return { needsLogin: true as const, event: null };
  const orgId = requirePathId(params.orgId);
  const eventId = requirePathId(params.eventId);
  const event = await orStatusPage(
    loaderApi(context, request).call("orgEvent", { params: { orgId, eventId } }),
  );
  return { needsLogin: false as const, event };
}
