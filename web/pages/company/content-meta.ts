import type { MetaFunction } from "react-router";
import type { RouteName } from "#shared/routing/route-table.ts";
import { pageMeta } from "../../lib/meta.ts";
import { isRecord } from "../../lib/narrow.ts";

/** Title, description and preview tags from the page's own content (the catalog's when the loader failed). */
export function contentMeta(name: RouteName): MetaFunction {
  return ({ loaderData, location, matches }) => {
    const content = isRecord(loaderData) ? loaderData : {};
    return pageMeta({
      name,
      pathname: location.pathname,
      matches,
      title: typeof content.title === "string" ? content.title : undefined,
      description: typeof content.description === "string" ? content.description : undefined,
    });
  };
}
