import { useMatches } from "react-router";
import type { PageAnalytics } from "./page-analytics.ts";

/** The analytics of the page shown: the deepest route whose loader data names `pageAnalytics`. */
export function usePageAnalytics(): PageAnalytics | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data as { pageAnalytics?: PageAnalytics | null } | undefined;
    if (data && "pageAnalytics" in data) return data.pageAnalytics ?? null;
  }
  return null;
}

/** "ga4 pixel", "ga4", "pixel" or "": the providers a page's analytics needs (and its CSP opens). */
export const providersOf = (analytics: PageAnalytics | null): string =>
  [analytics?.ga4 ? "ga4" : "", analytics?.pixel ? "pixel" : ""].filter(Boolean).join(" ");
