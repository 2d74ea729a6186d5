import type { LoaderFunctionArgs } from "react-router";
import type { RouteName } from "#shared/routing/route-table.ts";
import { loaderApi } from "../events/catalogue-api.server.ts";
import type { ApiClient } from "../lib/api-client.ts";
import { loadOrgEvent } from "./event-loader.server.ts";
import type { EventSectionData } from "./event-section-route.tsx";
import { orStatusPage } from "./workspace-data.ts";

/** The path ids of the event, as the API's params take them. */
export interface EventIds {
  orgId: string;
  eventId: string;
}

/**
 * The loader of an event section: the event first (guard, membership), then the section's own read,
 * one API call each. Another organisation's event or section is the page's 404.
 */
export function eventSectionLoader<Content>(
  name: RouteName,
  read: (api: ApiClient, ids: EventIds) => Promise<Content>,
) {
  return async ({ context, request, params }: LoaderFunctionArgs): Promise<EventSectionData<Content>> => {
    const base = await loadOrgEvent(name, context, request, params);
    if (!base.event) return { ...base, content: null };
    const ids = { orgId: String(base.event.organizationId), eventId: String(base.event.id) };
    return { ...base, content: await orStatusPage(read(loaderApi(context, request), ids)) };
  };
}

/** The catalogue screens' read: the event's whole catalogue in one call. */
export const readCatalog = (api: ApiClient, ids: EventIds) => api.call("orgCatalog", { params: ids });
