import type { MessageKey } from "../i18n/catalog.ts";
import { ROUTE_TABLE, type RouteName } from "./route-table.ts";

export type RouteTextField = "title" | "description" | "heading";

/**
 * The catalog key of a page's title, description or heading. A buyer page's texts are in the shell's
 * `routes`; a workspace page's are under `routes` in the organiser's namespace, which every
 * workspace route loads before it renders (web/lib/route-messages.tsx), so buyer pages don't carry them.
 */
export function routeTextKey(name: RouteName, field: RouteTextField): MessageKey {
  const namespace = ROUTE_TABLE[name].layout === "organizer" ? "organizer" : null;
  return (namespace ? `${namespace}.routes.${name}.${field}` : `routes.${name}.${field}`) as MessageKey;
}
