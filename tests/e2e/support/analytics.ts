import type { Page } from "@playwright/test";

/** The hosts GA4 and the Meta Pixel load from and send to. */
export const ANALYTICS_HOSTS =
  /googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|facebook\.com\/tr/;

/**
 * Routes the analytics hosts to a local stub (this machine has no internet) and returns the list of
 * analytics requests the page makes, the runtime's own chunk included: the tests' evidence of what loaded.
 */
export async function stubAnalytics(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(ANALYTICS_HOSTS, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* stub */" });
  });
  page.on("request", (request) => {
    if (/analytics-runtime/.test(request.url())) seen.push(request.url());
  });
  return seen;
}
