import type { AnalyticsIds } from "#shared/analytics/analytics-ids.ts";

/**
 * The small always-loaded half: which analytics a page may run (from its loader), and
 * `track`, which only queues an e-commerce event. Nothing is sent, and no analytics code is fetched,
 * until the buyer accepts cookies on a page with an id (consent-host.tsx loads the rest then).
 */
export interface PageAnalytics {
  ga4: string | null;
  pixel: string | null;
}

/** The page's analytics, or null when its event has no id (then nothing of it reaches the browser). */
export function pageAnalyticsOf(ids: AnalyticsIds | null | undefined): PageAnalytics | null {
  if (!ids || (!ids.ga4_measurement_id && !ids.meta_pixel_id)) return null;
  return { ga4: ids.ga4_measurement_id, pixel: ids.meta_pixel_id };
}

/** The header a loader returns so the server opens this page's CSP to exactly these providers. */
export function pageAnalyticsHeaders(analytics: PageAnalytics | null): Record<string, string> {
  if (!analytics) return {};
  const providers = [analytics.ga4 ? "ga4" : null, analytics.pixel ? "pixel" : null].filter(Boolean);
  return { "x-page-analytics": providers.join(" ") };
}

export type CommerceEvent = "view_item" | "begin_checkout" | "add_payment_info" | "purchase";

export interface CommerceParams {
  currency: "IDR";
  /** Integer rupiah. */
  value: number;
  items: { item_id: string; item_name: string; price?: number; quantity?: number }[];
  transaction_id?: string;
  payment_type?: string;
}

type Queue = [CommerceEvent, CommerceParams][];
declare global {
  interface Window {
    tiketinAnalyticsQueue?: Queue;
  }
}

/** Queues one e-commerce event; the analytics runtime (once consented) sends the queue in order. */
export function track(name: CommerceEvent, params: CommerceParams): void {
  if (typeof window === "undefined") return;
  window.tiketinAnalyticsQueue ??= [];
  window.tiketinAnalyticsQueue.push([name, params]);
  window.dispatchEvent(new Event("tiketin:track"));
}

/** The footer's "cookie settings" asks the consent host to show the banner again. */
export const COOKIE_SETTINGS_EVENT = "tiketin:cookie-settings";
export const CONSENT_KEY = "tiketin:cookie-consent";
