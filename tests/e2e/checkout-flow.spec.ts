import type { Page } from "@playwright/test";
import type { TicketCategory } from "../../shared/contracts/events.ts";
import { formatRupiah } from "../../shared/format/money.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { createTranslator, type Translator } from "../../shared/i18n/translate.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { pickCheckoutEvent, withNikForm } from "./support/checkout.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/** The checkout steps, vouchers and fees, and the time limit (spec sections 2-4, 8). */

const BROWSER_LOCALE: Record<Locale, string> = { id: "id-ID", en: "en-US" };
async function shot(page: Page, name: string, fullPage = true) {
  await keepScreenshot(page, `checkout/${name}`, { fullPage });
}

/** Presses "+" `quantity` times on the ticket page and continues to checkout. */
async function chooseTickets(
  page: Page,
  t: Translator,
  slug: string,
  category: TicketCategory,
  quantity: number,
) {
  await page.goto(routeHref("EventTicket", t.locale, { slug }));
  await hydrated(page);
  const row = page.locator(`[data-testid="ticket-category"][data-category-id="${category.id}"]`);
  const plus = row.getByRole("button", { name: t("ticketPicker.increase", { name: category.name }) });
  for (let i = 0; i < quantity; i++) await plus.click();
  await page
    .getByRole("button", { name: t("ticketPicker.summary.continue") })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${routeHref("EventTicketCheckout", t.locale, { slug })}$`));
}

for (const [locale, viewport, label] of [
  ["id", MOBILE, "390 px"],
  ["en", DESKTOP, "1280 px"],
] as const) {
  const t = createTranslator(locale);

  test.describe(`checkout (${locale}, ${label})`, () => {
    test.use({ viewport, locale: BROWSER_LOCALE[locale] });

    test("buyer -> visitors with 'same as' and a NIK -> voucher on and off -> fees follow the method -> pay now", async ({
      page,
      signIn,
    }) => {
      const { event, category, voucher } = await pickCheckoutEvent(page);
      const allowed = voucher.allowed_payment_methods ?? [];
      const other = ["va_bca", "qris", "gopay"].find((code) => !allowed.includes(code)) as string;
      await signIn("Budi Santoso");
      await withNikForm(page);
      await chooseTickets(page, t, event.detail.slug, category, 2);

      // The hold is made on arrival; the banner counts down from its expiry.
      await expect(page.getByTestId("countdown")).toHaveText(/^1[45]:[0-5][0-9]$/);
      await expect(page.getByTestId("checkout-summary")).toContainText(category.name);

      // Buyer details: name and e-mail come from the account; the phone gets +62 by default.
      const buyer = page.getByTestId("buyer-step");
      await expect(buyer.getByLabel(t("checkoutWeb.buyer.name"))).toHaveValue("Budi Santoso");
      await buyer.getByRole("button", { name: t("checkoutWeb.buyer.next") }).click();
      await expect(buyer.getByText(t("validation.field_empty"))).toBeVisible();
      await buyer.getByLabel(t("checkoutWeb.buyer.phone")).fill("081234567890");
      await shot(page, `buyer-${locale}`);
      await buyer.getByRole("button", { name: t("checkoutWeb.buyer.next") }).click();

      // Visitor details: visitor 1 'same as buyer' plus a NIK with a required prefix; visitor 2 copies 1.
      const [first, second] = [
        page.getByTestId("visitor-form").nth(0),
        page.getByTestId("visitor-form").nth(1),
      ];
      await first.getByLabel(t("checkoutWeb.visitors.sameAsBuyer")).check();
      await expect(first.getByLabel(t("checkoutWeb.buyer.name"))).toHaveValue("Budi Santoso");
      await first.getByLabel("NIK (KTP)").fill("3201011501980001"); // a valid NIK outside the event's regions
      await first.getByLabel("I confirm the data is correct").check();
      await page.getByRole("button", { name: t("checkoutWeb.visitors.next") }).click();
      await expect(first.getByText(t("validation.nik_invalid"))).toBeVisible();
      await expect(page.getByTestId("visitors-error")).toHaveText(t("checkoutWeb.visitors.fixErrors"));
      await first.getByLabel("NIK (KTP)").fill("3319011501980001");
      await second.getByLabel(t("checkoutWeb.visitors.sameAsFirst")).check();
      await expect(second.getByLabel("NIK (KTP)")).toHaveValue("3319011501980001");
      await expect(second.getByLabel("I confirm the data is correct")).toBeChecked();
      await shot(page, `visitors-${locale}`);
      await page.getByRole("button", { name: t("checkoutWeb.visitors.next") }).click();

      // Voucher: applying it limits the methods; removing it clears that list again.
      const methodInput = (code: string) => page.locator(`[data-method="${code}"] input`);
      await page.getByLabel(t("checkoutWeb.voucher.label")).fill(voucher.code.toLowerCase());
      await page.getByRole("button", { name: t("checkoutWeb.voucher.apply"), exact: true }).click();
      await expect(page.getByTestId("voucher-applied")).toHaveText(
        t("checkoutWeb.voucher.applied", { code: voucher.code }),
      );
      await expect(page.getByTestId("voucher-methods")).toBeVisible();
      await expect(page.getByTestId("fee-voucher")).toBeVisible();
      await expect(methodInput(other)).toBeDisabled();
      await methodInput(allowed[0] as string).check();
      await expect(page.getByTestId("fee-method")).toBeVisible();
      await expect(page.getByTestId("fee-internet")).toBeVisible();
      await expect(page.getByTestId("fee-tax")).toBeVisible();
      const withVoucher = await page.getByTestId("fee-total").textContent();
      await shot(page, `payment-voucher-${locale}`);

      await page.getByRole("button", { name: t("checkoutWeb.voucher.remove") }).click();
      await expect(page.getByTestId("voucher-applied")).toBeHidden();
      await expect(page.getByTestId("voucher-methods")).toBeHidden();
      await expect(page.getByTestId("fee-voucher")).toBeHidden();
      await expect(page.getByTestId("fee-total")).not.toHaveText(withVoucher ?? "");
      await expect(methodInput(other)).toBeEnabled();

      // Another method, another fee: a virtual account costs Rp 6,000, QRIS 3 %, an e-wallet nothing.
      const before = await page.getByTestId("fee-total").textContent();
      await methodInput("va_bca").check();
      await expect(page.getByTestId("fee-method")).toHaveText(formatRupiah(6_000, locale));
      await methodInput("gopay").check();
      await expect(page.getByTestId("fee-method")).toHaveText(formatRupiah(0, locale));
      await methodInput("va_bca").check();
      await expect(page.getByTestId("fee-method")).toHaveText(formatRupiah(6_000, locale));
      if (allowed[0] !== "va_bca") await expect(page.getByTestId("fee-total")).not.toHaveText(before ?? "");
      await shot(page, `payment-${locale}`);
      await shot(page, `payment-screen-${locale}`, false);

      // Pay now is reachable, and so is the way back to buyer details.
      await expect(page.getByRole("button", { name: t("checkoutWeb.payment.payNow") })).toBeEnabled();
      await page.getByRole("button", { name: t("checkoutWeb.payment.backToBuyer") }).click();
      await expect(page.getByTestId("buyer-step")).toBeVisible();
    });

    test("the countdown reaching zero shows the form-timeout modal; Re-Order goes back to the event", async ({
      page,
      signIn,
    }) => {
      const { event, category } = await pickCheckoutEvent(page, 1);
      await signIn();
      await page.clock.install();
      await chooseTickets(page, t, event.detail.slug, category, 1);
      await expect(page.getByTestId("countdown")).toHaveText(/^1[45]:[0-5][0-9]$/);

      await page.clock.fastForward("14:00");
      await expect(page.getByTestId("countdown")).toHaveText(/^0[01]:[0-5][0-9]$/);
      await page.clock.fastForward("01:01");
      await expect(page.getByTestId("countdown")).toHaveText("00:00");
      const modal = page.locator('dialog[data-modal="form-timeout"]');
      await expect(modal.getByRole("heading", { name: t("modal.formTimeoutTitle") })).toBeVisible();
      await expect(modal).toContainText(t("modal.formTimeoutBody"));
      await shot(page, `timeout-${locale}`);

      // Reloading after the limit replays the same (now over) hold: the same modal, no new hold.
      await page.reload();
      await expect(modal.getByRole("heading", { name: t("modal.formTimeoutTitle") })).toBeVisible();
      await expect(page.getByTestId("checkout-expired")).toBeVisible();
      await modal.getByRole("link", { name: t("modal.reorder") }).click();
      await expect(page).toHaveURL(
        new RegExp(`${routeHref("EventDetail", locale, { slug: event.detail.slug })}$`),
      );
      await expect(modal).toBeHidden();
    });
  });
}

test.describe("checkout entry (en, 1280 px)", () => {
  const t = createTranslator("en");
  test.use({ viewport: DESKTOP, locale: "en-US" });

  test("a new order while a cart exists warns first, then replaces the cart", async ({ page, signIn }) => {
    const { event, category } = await pickCheckoutEvent(page);
    await signIn();
    await chooseTickets(page, t, event.detail.slug, category, 1);
    await expect(page.getByTestId("time-limit-banner")).toBeVisible();

    // Reloading the same selection replays the same hold: no warning, same expiry.
    const countdown = await page.getByTestId("countdown").textContent();
    await page.reload();
    await expect(page.getByTestId("time-limit-banner")).toBeVisible();
    expect(await page.getByTestId("countdown").textContent()).toMatch(/^1[45]:[0-5][0-9]$/);
    expect(countdown).toMatch(/^1[45]:[0-5][0-9]$/);

    // A new selection is a new order: the unpaid cart is only discarded after the buyer agrees. The
    // ticket page restores the earlier ticket, so one more click makes two.
    await chooseTickets(page, t, event.detail.slug, category, 1);
    const warning = page.getByTestId("cart-warning");
    await expect(warning.getByRole("heading", { name: t("checkoutWeb.cart.title") })).toBeVisible();
    await shot(page, "cart-warning-en");
    await warning.getByRole("button", { name: t("checkoutWeb.cart.confirm") }).click();
    await expect(page.getByTestId("checkout-summary")).toContainText(
      t("checkoutWeb.summary.line", { quantity: 2, name: category.name }),
    );
  });
});

test.describe("checkout to payment (en, 1280 px)", () => {
  const t = createTranslator("en");
  test.use({ viewport: DESKTOP, locale: "en-US" });

  test("pay now places the order and opens its payment page; a second order is refused", async ({
    page,
    signIn,
  }) => {
    const { event, category } = await pickCheckoutEvent(page, 1);
    await signIn("Siti Rahma");
    await chooseTickets(page, t, event.detail.slug, category, 1);
    await page.getByLabel(t("checkoutWeb.buyer.phone")).fill("81234567890");
    await page.getByRole("button", { name: t("checkoutWeb.buyer.next") }).click();
    await page.getByTestId("visitor-form").getByLabel(t("checkoutWeb.visitors.sameAsBuyer")).check();
    await page.getByRole("button", { name: t("checkoutWeb.visitors.next") }).click();
    await page.locator('[data-method="va_bca"] input').check();
    await expect(page.getByTestId("fee-method")).toHaveText(formatRupiah(6_000, "en"));
    await page.getByRole("button", { name: t("checkoutWeb.payment.payNow") }).click();
    const paymentPage = routeHref("CompletePayment", "en", { slug: event.detail.slug, externalId: "trx_" });
    await expect(page).toHaveURL(new RegExp(`${paymentPage}[A-Za-z0-9_-]{22}$`));

    // One running transaction: a new order while this one awaits payment is refused, with the way to it.
    await chooseTickets(page, t, event.detail.slug, category, 1);
    const notice = page.getByTestId("checkout-previous");
    await expect(notice).toContainText(t("checkout.errors.previousTransaction"));
    await expect(notice.getByRole("link", { name: t("checkoutWeb.entry.viewPrevious") })).toHaveAttribute(
      "href",
      routeHref("TransactionHistory", "en"),
    );
  });
});

for (const [width, viewport] of [
  ["390 px", MOBILE],
  ["1280 px", DESKTOP],
] as const) {
  test.describe(`paying by card (id, ${width})`, () => {
    const t = createTranslator("id");
    test.use({ viewport, locale: "id-ID" });

    test("the card is tokenized in the page, then pay now places the order with its token", async ({
      page,
      signIn,
    }) => {
      const { event, category } = await pickCheckoutEvent(page, 1);
      await signIn("Rina Kartika");
      await chooseTickets(page, t, event.detail.slug, category, 1);
      await page.getByLabel(t("checkoutWeb.buyer.phone")).fill("81234567890");
      await page.getByRole("button", { name: t("checkoutWeb.buyer.next") }).click();
      await page.getByTestId("visitor-form").getByLabel(t("checkoutWeb.visitors.sameAsBuyer")).check();
      await page.getByRole("button", { name: t("checkoutWeb.visitors.next") }).click();
      await page.locator('[data-method="card"] input').check();
      const card = page.getByTestId("checkout-card");
      // Pay now before the card is entered says what is missing and places nothing.
      await page
        .getByRole("button", { name: t("checkoutWeb.payment.payNow") })
        .last()
        .click();
      await expect(
        page.getByRole("alert").filter({ hasText: t("checkoutWeb.payment.cardFirst") }),
      ).toBeVisible();
      await card.getByLabel(t("paymentsWeb.page.cardNumber")).fill("4000 0000 0000 1091");
      await card.getByLabel(t("paymentsWeb.page.cardExpiryMonth")).fill("12");
      await card
        .getByLabel(t("paymentsWeb.page.cardExpiryYear"))
        .fill(String(new Date().getUTCFullYear() + 2));
      await card.getByLabel(t("paymentsWeb.page.cardCvn")).fill("123");
      await card.getByRole("button", { name: t("paymentsWeb.page.cardSubmit") }).click();
      await expect(card.getByRole("status")).toContainText("1091");
      await shot(page, `card-ready-${width.replace(" ", "")}`);
      await page
        .getByRole("button", { name: t("checkoutWeb.payment.payNow") })
        .last()
        .click();
      await expect(page).toHaveURL(/\/complete-payment\/trx_[A-Za-z0-9_-]{22}$/);
      await expect(page.getByText("1091")).toBeVisible();
    });
  });
}

/**
 * The per-account limit needs PAID tickets of the same buyer, which takes the payment flow to reach: the
 * API's refusal is given to the page as the server words it (`checkout` catalog, signal first), and the
 * screen's reaction and the stored allowance are what is checked.
 */
test.describe("checkout refusals (id, 390 px)", () => {
  const t = createTranslator("id");
  test.use({ viewport: MOBILE, locale: "id-ID" });

  const refuse = (page: Page, status: number, errorCode: string, message: string) =>
    page.route("**/api/v1/transaction/checkout", (route) =>
      route.fulfill({ status, json: { status: 0, message, errorCode } }),
    );

  test("the per-account limit signal: the buyer's text without the signal, the allowance stored per event", async ({
    page,
    signIn,
  }) => {
    const { event, category } = await pickCheckoutEvent(page, 1);
    await signIn();
    const text = t("checkout.errors.accountLimitLeft", { ticketLeft: 1, maxTicket: 4 });
    await refuse(page, 422, "rule_refused", text);
    await chooseTickets(page, t, event.detail.slug, category, 1);
    const notice = page.getByTestId("checkout-limit");
    await expect(notice).toContainText(text.replace(/^max_tickets_per_account_exceeded:1 /, ""));
    await expect(notice).not.toContainText("max_tickets_per_account_exceeded");
    const auth = await page.evaluate(() => localStorage.getItem("tiketin:auth"));
    expect(JSON.parse(auth ?? "{}")).toEqual({
      maxCheckout: { [event.detail.slug]: { ticketLeft: 1, prevLimit: event.detail.max_ticket_by_account } },
    });
  });
});
