import type { LoaderFunctionArgs } from "react-router";
import { enContent } from "#shared/i18n/content/en.ts";
import { idContent } from "#shared/i18n/content/id.ts";
import type { PageContent } from "#shared/i18n/content/types.ts";
import { localeOfPath, type RouteName } from "#shared/routing/route-table.ts";
import { guardRoute } from "../../lib/route-guard.server.ts";

/**
 * The loader of a company page: runs the route guard and returns only that page's content in the
 * locale of the URL. The catalogs are imported here, on the server, so they stay out of the client JS.
 */
export function contentLoader<K extends keyof PageContent>(name: RouteName, page: K) {
  return ({ request, context }: LoaderFunctionArgs): PageContent[K] => {
    guardRoute(name, context);
    const locale = localeOfPath(new URL(request.url).pathname);
    return (locale === "en" ? enContent : idContent)[page];
  };
}
