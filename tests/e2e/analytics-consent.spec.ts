import { DEMO_ANALYTICS } from "../../server/seed/catalogue/insert-catalogue.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { ANALYTICS_HOSTS, stubAnalytics } from "./support/analytics.ts";
import { expectNoSeriousAxe } from "./support/axe.ts";

/**
 * Nothing of the organiser's analytics loads before the buyer accepts cookies, the
 * choice is remembered and can be changed from the footer, and pages without an id load none of it.
 * The GA and Meta hosts are routed to a local stub (no internet here); the requests the page makes are
 * the evidence.
 */
const t = createTranslator("id");

for (const [label, viewport] of [
  ["390 px", MOBILE],
  ["1280 px", DESKTOP],
] as const) {
  test(`the consent banner gates the organiser's analytics (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const seen = await stubAnalytics(page);
    await page.goto(routeHref("EventDetail", "id", { slug: DEMO_ANALYTICS.event.slug }));
    await hydrated(page);
    const banner = page.getByTestId("consent-banner");
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Google Analytics dan Meta Pixel");
    await expectNoSeriousAxe(page);
    // Whatever the page would load has been asked for once the network is quiet.
    await page.waitForLoadState("networkidle");
    expect(seen).toEqual([]);

    // Declined: nothing loads, and the choice holds on the next visit.
    await banner.getByRole("button", { name: t("consent.decline") }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("consent-banner")).toBeHidden();
    expect(seen).toEqual([]);

    // Changed from the footer: accepted, the runtime and both providers load, with view_item in IDR.
    await page.getByRole("button", { name: t("footer.cookieSettings") }).click();
    await page
      .getByTestId("consent-banner")
      .getByRole("button", { name: t("consent.accept") })
      .click();
    await expect
      .poll(() => seen.some((url) => url.includes(`gtag/js?id=${DEMO_ANALYTICS.event.ga4}`)))
      .toBe(true);
    await expect.poll(() => seen.some((url) => url.includes("fbevents.js"))).toBe(true);
    const viewItem = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .find((args) => args[0] === "event" && args[1] === "view_item"),
    );
    expect(viewItem?.[2]).toMatchObject({ currency: "IDR", send_to: "G-TIKETIN2026" });
  });
}

test("a page with no analytics id loads none of it, and its CSP opens no host", async ({ page }) => {
  const seen = await stubAnalytics(page);
  const slug = "festival-budaya-nusantara-semarang";
  const response = await page.goto(routeHref("EventDetail", "id", { slug }));
  expect(response?.headers()["content-security-policy"]).not.toMatch(ANALYTICS_HOSTS);
  expect(response?.headers()["x-page-analytics"]).toBeUndefined();
  await hydrated(page);
  await page.evaluate(() => localStorage.setItem("tiketin:cookie-consent", "granted"));
  await page.reload();
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("consent-banner")).toBeHidden();
  expect(seen).toEqual([]);
  const withIds = await page.request.get(routeHref("EventDetail", "id", { slug: DEMO_ANALYTICS.event.slug }));
  expect(withIds.headers()["content-security-policy"]).toContain("https://www.googletagmanager.com");
  expect(withIds.headers()["content-security-policy"]).toContain("https://connect.facebook.net");
});
