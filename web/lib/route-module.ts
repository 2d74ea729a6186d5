import { isRouteErrorResponse, type MetaFunction } from "react-router";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import { localeOfPath, type RouteName } from "#shared/routing/route-table.ts";
import { createTranslator } from "./messages.ts";
import { pageMeta } from "./meta.ts";
import type { RouteHandle } from "./root-data.ts";

/** The `meta` and `handle` exports every named route shares. */
export function routeMeta(name: RouteName): MetaFunction {
  return ({ location, matches }) => pageMeta({ name, pathname: location.pathname, matches });
}

export function routeHandle(name: RouteName): RouteHandle {
  return { routeName: name };
}

/** Title and body of the status page each error status renders (see pages/error-pages.tsx). */
const ERROR_TEXT: Record<number, { title: MessageKey; description: MessageKey }> = {
  404: { title: "routes.NotFound.title", description: "routes.NotFound.description" },
  403: { title: "pages.accessDeniedTitle", description: "pages.accessDeniedBody" },
  401: { title: "pages.notAuthorizedTitle", description: "pages.notAuthorizedBody" },
};
const OTHER_ERROR = { title: "pages.errorTitle", description: "pages.errorBody" } as const;

/**
 * The layouts' `meta`. When a page's loader throws (a failed guard answers 404), React Router renders
 * only the meta of the routes down to the error boundary, i.e. the layout's: without this the page had
 * no title, description or social tags at all. When the page renders, its own meta replaces this one.
 */
export const layoutMeta: MetaFunction = ({ error, location, matches }) => {
  if (!error) return [];
  const t = createTranslator(localeOfPath(location.pathname));
  const text = (isRouteErrorResponse(error) && ERROR_TEXT[error.status]) || OTHER_ERROR;
  return pageMeta({
    name: "NotFound",
    pathname: location.pathname,
    matches,
    title: t(text.title),
    description: t(text.description),
    noindex: true,
  });
};
