import { useMatches } from "react-router";
import { isRecord } from "../lib/narrow.ts";
import type { PageAnalytics } from "./page-analytics.ts";

const idOf = (value: unknown) => (typeof value === "string" ? value : null);
const analyticsOf = (value: unknown): PageAnalytics | null =>
  isRecord(value) ? { ga4: idOf(value.ga4), pixel: idOf(value.pixel) } : null;

/** The analytics of the page shown: the deepest route whose loader data names `pageAnalytics`. */
export function usePageAnalytics(): PageAnalytics | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data;
    if (isRecord(data) && "pageAnalytics" in data) return analyticsOf(data.pageAnalytics);
  }
  return null;
}

/** "ga4 pixel", "ga4", "pixel" or "": the providers a page's analytics needs (and its CSP opens). */
export const providersOf = (analytics: PageAnalytics | null): string =>
  [analytics?.ga4 ? "ga4" : "", analytics?.pixel ? "pixel" : ""].filter(Boolean).join(" ");
