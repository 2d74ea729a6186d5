import type { MetaFunction } from "react-router";
import type { RouteName } from "#shared/routing/route-table.ts";
import { pageMeta } from "../../lib/meta.ts";

/** Title, description and preview tags from the page's own content (the catalog's when the loader failed). */
export function contentMeta(name: RouteName): MetaFunction {
  return ({ loaderData, location, matches }) => {
    const content = loaderData as { title?: string; description?: string } | undefined;
    return pageMeta({
      name,
      pathname: location.pathname,
      matches,
      title: content?.title,
      description: content?.description,
    });
  };
}
