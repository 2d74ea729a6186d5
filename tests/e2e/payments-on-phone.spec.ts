import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { TicketCategory } from "../../shared/contracts/events.ts";
import { createTranslator, type Translator } from "../../shared/i18n/translate.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { pickCheckoutEvent } from "./support/checkout.ts";
import { placeOrder } from "./support/payments.ts";

/** Paying on a phone (OVO number, wallet apps, QRIS from one phone, method logos). */

const t = createTranslator("id");

async function toPaymentStep(page: Page, slug: string, category: TicketCategory): Promise<void> {
  await page.goto(routeHref("EventTicket", "id", { slug }));
  await hydrated(page);
  const row = page.locator(`[data-testid="ticket-category"][data-category-id="${category.id}"]`);
  await row.getByRole("button", { name: t("ticketPicker.increase", { name: category.name }) }).click();
  await page
    .getByRole("button", { name: t("ticketPicker.summary.continue") })
    .filter({ visible: true })
    .click();
  await page.getByLabel(t("checkoutWeb.buyer.phone")).fill("81234567890");
  await page.getByRole("button", { name: t("checkoutWeb.buyer.next") }).click();
  await page.getByTestId("visitor-form").getByLabel(t("checkoutWeb.visitors.sameAsBuyer")).check();
  await page.getByRole("button", { name: t("checkoutWeb.visitors.next") }).click();
  await expect(page.getByTestId("payment-methods")).toBeVisible();
}

const payNow = (page: Page, tr: Translator = t) =>
  page
    .getByRole("button", { name: tr("checkoutWeb.payment.payNow") })
    .last()
    .click();

test.describe("payment on a phone (id, 390 px)", () => {
  test.use({ viewport: MOBILE, locale: "id-ID" });

  test("OVO asks for its number, prefilled from the profile, checks it, and pushes to the number given", async ({
    page,
    signIn,
  }) => {
    const { event, category } = await pickCheckoutEvent(page, 1);
    await signIn("Dewi Lestari");
    const profile = await page.request.put("/api/v1/auth-user/update-profile", {
      data: { country_code: "+62", phone_number_only: "85712345678" },
    });
    expect(profile.status()).toBe(200);
    await toPaymentStep(page, event.detail.slug, category);
    await page.locator('[data-method="ovo"] input').check();
    const number = page.getByLabel(t("checkoutWeb.payment.ovo.label"));
    await expect(number).toHaveValue("+6285712345678");

    // Not a mobile number: the shared rule's message, and no order is placed.
    await number.fill("0812abc");
    await payNow(page);
    await expect(page.getByTestId("checkout-ovo")).toContainText(t("validation.number_only"));
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/checkout$/);

    await number.fill("0813 9876 5432");
    await payNow(page);
    await expect(page).toHaveURL(/\/complete-payment\/trx_[A-Za-z0-9_-]{22}$/);
    await expect(page.getByTestId("instrument-ewallet")).toContainText("+62813****5432");
  });

  test("every method shows its logo; paylater names Kredivo and Akulaku", async ({ page, signIn }) => {
    const { event, category } = await pickCheckoutEvent(page, 1);
    await signIn("Agus Salim");
    await toPaymentStep(page, event.detail.slug, category);
    const rows = page.locator("[data-method]");
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      const logo = row.getByTestId("method-logos").locator("img").first();
      await expect(logo).toHaveAttribute("src", /^\/payment-logos\/[a-z_]+\.svg$/);
      // Drawn and served by us: the image loads from our own origin (asked until it has: on a busy
      // machine the rows show before their images arrive).
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
    }
    const paylater = page.locator('[data-method="paylater"]');
    await expect(paylater).toContainText(t("checkoutWeb.payment.paylaterProviders"));
    await expect(paylater.locator("img")).toHaveCount(2);
    await expect(paylater.locator("img").nth(0)).toHaveAttribute("src", "/payment-logos/kredivo.svg");
    await expect(paylater.locator("img").nth(1)).toHaveAttribute("src", "/payment-logos/akulaku.svg");
  });

  test("QRIS: 'Simpan QR' saves the code as a PNG, with steps to pay from the same phone", async ({
    page,
    signIn,
  }) => {
    await signIn();
    const order = await placeOrder(page, "qris");
    await page.goto(routeHref("CompletePayment", "id", { slug: order.slug, externalId: order.externalId }));
    await hydrated(page);
    const guide = page.getByTestId("qris-same-phone");
    await expect(guide).toContainText(t("paymentsWeb.onPhone.samePhoneTitle"));
    await expect(guide.getByRole("listitem")).toHaveText([
      t("paymentsWeb.onPhone.samePhoneStep1"),
      t("paymentsWeb.onPhone.samePhoneStep2"),
      t("paymentsWeb.onPhone.samePhoneStep3"),
    ]);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: t("paymentsWeb.onPhone.saveQr") }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^qris-INV-[0-9A-Z-]+\.png$/);
    const png = await readFile((await download.path()) ?? "");
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});

for (const [width, viewport, visible, hidden] of [
  ["390 px", MOBILE, "wallet-open-app", "wallet-open-web"],
  ["1280 px", DESKTOP, "wallet-open-web", "wallet-open-app"],
] as const) {
  test.describe(`redirect wallets (id, ${width})`, () => {
    test.use({ viewport, locale: "id-ID" });

    for (const [method, name] of [
      ["gopay", "GoPay"],
      ["shopeepay", "ShopeePay"],
    ] as const) {
      test(`${name}: the page opens the wallet, and the sandbox's wallet page approves the payment`, async ({
        page,
        signIn,
      }) => {
        await signIn();
        const order = await placeOrder(page, method);
        const paymentUrl = routeHref("CompletePayment", "id", {
          slug: order.slug,
          externalId: order.externalId,
        });
        await page.goto(paymentUrl);
        await hydrated(page);
        await expect(page.getByTestId(hidden)).toBeHidden();
        const open = page.getByTestId(visible).getByRole("link");
        const label =
          visible === "wallet-open-app"
            ? t("paymentsWeb.onPhone.openWallet", { wallet: name })
            : t("paymentsWeb.page.redirectWallet", { wallet: name });
        await expect(open).toHaveText(label);
        await expect(open).toHaveAttribute(
          "href",
          new RegExp(
            `/sandbox/pay/${order.externalId}\\?via=${visible === "wallet-open-app" ? "app" : "desktop_web"}$`,
          ),
        );
        await open.click();
        await hydrated(page);
        await page.getByRole("button", { name: t("paymentsWeb.simulator.approveWallet") }).click();
        await expect(page.getByTestId("simulator-result")).toContainText("COMPLETED");
        await page.goto(paymentUrl);
        await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "Payment Success", {
          timeout: 20_000,
        });
      });
    }
  });
}
