import type { Page } from "@playwright/test";
import { DEMO_ANALYTICS } from "../../server/features/events/seed/insert-catalogue.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { CONSENT_KEY } from "../../web/analytics/page-analytics.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { expectNoSeriousAxe } from "./support/axe.ts";
import { catalogue, steppable } from "./support/catalogue.ts";
import { paymentDetail, payOnSimulator } from "./support/payments.ts";

/**
 * Issue 20 item 6: nothing of the organiser's analytics loads before the buyer accepts cookies, the
 * choice is remembered and can be changed from the footer, and pages without an id load none of it.
 * The GA and Meta hosts are routed to a local stub (no internet here); the requests the page makes are
 * the evidence.
 */
const t = createTranslator("id");
const ANALYTICS_HOSTS =
  /googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|facebook\.com\/tr/;

async function stubAnalytics(page: Page): Promise<string[]> {
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
    await page.waitForTimeout(1_000);
    expect(seen).toEqual([]);

    // Declined: nothing loads, and the choice holds on the next visit.
    await banner.getByRole("button", { name: t("consent.decline") }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1_000);
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
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId("consent-banner")).toBeHidden();
  expect(seen).toEqual([]);
  const withIds = await page.request.get(routeHref("EventDetail", "id", { slug: DEMO_ANALYTICS.event.slug }));
  expect(withIds.headers()["content-security-policy"]).toContain("https://www.googletagmanager.com");
  expect(withIds.headers()["content-security-policy"]).toContain("https://connect.facebook.net");
});

/** The e-commerce events the page queued for GA4 (gtag's dataLayer), as [name, params]. */
function sentEvents(page: Page): Promise<[string, Record<string, unknown>][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === "event")
      .map((args) => [args[1] as string, args[2] as Record<string, unknown>]),
  );
}

test("after consent, checkout and payment send begin_checkout, add_payment_info and purchase in IDR (390 px)", async ({
  page,
  context,
  signIn,
}) => {
  await page.setViewportSize(MOBILE);
  const seen = await stubAnalytics(page);
  await signIn("Budi Santoso");
  const event = (await catalogue(page.request)).find((item) => item.card.slug === DEMO_ANALYTICS.event.slug);
  const category = event?.categories.find(
    (item) =>
      steppable(item) &&
      item.bundle_items.every((bundle) => bundle.size_options.length === 0) &&
      item.remaining >= 5 &&
      item.price > 0,
  );
  if (!event || !category) throw new Error("the analytics demo event has no general-admission category");
  await page.goto(routeHref("EventTicket", "id", { slug: event.card.slug }));
  await page.evaluate((key) => localStorage.setItem(key, "granted"), CONSENT_KEY);
  await page.reload();
  await hydrated(page);
  await page
    .locator(`[data-testid="ticket-category"][data-category-id="${category.id}"]`)
    .getByRole("button", { name: t("ticketPicker.increase", { name: category.name }) })
    .click();
  await page
    .getByRole("button", { name: t("ticketPicker.summary.continue") })
    .filter({ visible: true })
    .click();

  // The checkout page: begin_checkout once the hold is shown, with the ticket's price in rupiah.
  await expect(page.getByTestId("buyer-step")).toBeVisible();
  await expect
    .poll(() => seen.some((url) => url.includes(`gtag/js?id=${DEMO_ANALYTICS.event.ga4}`)))
    .toBe(true);
  await expect
    .poll(async () => (await sentEvents(page)).find(([name]) => name === "begin_checkout")?.[1])
    .toMatchObject({
      currency: "IDR",
      value: category.price,
      items: [{ item_id: `${event.card.slug}:${category.id}`, price: category.price, quantity: 1 }],
    });

  const buyer = page.getByTestId("buyer-step");
  await buyer.getByLabel(t("checkoutWeb.buyer.phone")).fill("081234567890");
  await buyer.getByRole("button", { name: t("checkoutWeb.buyer.next") }).click();
  await page.getByTestId("visitor-form").first().getByLabel(t("checkoutWeb.visitors.sameAsBuyer")).check();
  await page.getByRole("button", { name: t("checkoutWeb.visitors.next") }).click();

  // Choosing a method: add_payment_info with that method.
  await page.locator('[data-method="va_bca"] input').check();
  await expect
    .poll(async () => (await sentEvents(page)).find(([name]) => name === "add_payment_info")?.[1])
    .toMatchObject({ currency: "IDR", payment_type: "va_bca" });
  await page.getByRole("button", { name: t("checkoutWeb.payment.payNow") }).click();
  await expect(page).toHaveURL(/\/complete-payment\/trx_[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
  const externalId = page.url().split("/").at(-1) ?? "";
  await hydrated(page);

  // Paid on the simulator: the payment page sends purchase once, with the invoice and the total.
  await payOnSimulator(context, externalId, en.paymentsWeb.simulator.payVa);
  await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "Payment Success", {
    timeout: 20_000,
  });
  const detail = await paymentDetail(page.request, externalId);
  await expect
    .poll(async () => (await sentEvents(page)).filter(([name]) => name === "purchase"))
    .toEqual([
      [
        "purchase",
        expect.objectContaining({
          currency: "IDR",
          value: detail.total,
          transaction_id: detail.invoice_number,
        }),
      ],
    ]);
});
