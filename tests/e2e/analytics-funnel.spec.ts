import type { Page } from "@playwright/test";
import { DEMO_ANALYTICS } from "../../server/seed/catalogue/insert-catalogue.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { CONSENT_KEY } from "../../web/analytics/page-analytics.ts";
import { expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { stubAnalytics } from "./support/analytics.ts";
import { catalogue, steppable } from "./support/catalogue.ts";
import { paymentDetail, payOnSimulator } from "./support/payments.ts";

/**
 * The analytics purchase funnel: once the buyer has accepted cookies, the checkout and the payment
 * page send GA4's begin_checkout, add_payment_info and purchase in IDR. It buys a ticket of the analytics
 * demo event, which is also the catalogue tests' showcase (they assert its remaining counts), so it runs
 * in its own project after theirs (playwright.config.ts). The analytics hosts are stubbed: no internet.
 */
const t = createTranslator("id");

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

  // The checkout page: begin_checkout once the hold is shown, with the ticket's price in rupiah. The
  // ticket page carries no analytics, so its document's CSP opens no host: the checkout, which does,
  // loads itself as a document to get its own policy before the runtime starts.
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
