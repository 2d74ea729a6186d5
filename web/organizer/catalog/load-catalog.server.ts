import type { AppLoadContext } from "react-router";
import type { RouteName } from "#shared/routing/route-table.ts";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { loadOrgEvent } from "../event-loader.server.ts";
import { orStatusPage } from "../workspace-data.ts";

/** An event screen of the catalogue: the event (guard, membership) then its catalogue, one API call each. */
export async function loadOrgCatalog(
  name: RouteName,
  context: AppLoadContext,
  request: Request,
  params: { orgId?: string; eventId?: string },
) {
  const base = await loadOrgEvent(name, context, request, params);
  if (!base.event) return { ...base, catalog: null };
  const catalog = await orStatusPage(
    loaderApi(context, request).call("orgCatalog", {
      params: { orgId: String(base.event.organizationId), eventId: String(base.event.id) },
    }),
  );
  return { ...base, catalog };
}
