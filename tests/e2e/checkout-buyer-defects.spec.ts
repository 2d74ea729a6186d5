import type { Page } from "@playwright/test";
import type { TicketCategory } from "../../shared/contracts/events.ts";
import { formatRupiah } from "../../shared/format/money.ts";
import { createTranslator, type Translator } from "../../shared/i18n/translate.ts";
import { findPaymentMethod } from "../../shared/payment-methods/index.ts";
import { computeFees } from "../../shared/pricing/fees.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { findEvent, seatMap } from "./support/catalogue.ts";
import { pickCheckoutEvent } from "./support/checkout.ts";

/** What a buyer sees of totals, their details, limits and old orders. */

const INTERNET_FEE = 5_000; // INTERNET_FEE_RUPIAH's default, which the test server runs with

async function openTickets(page: Page, t: Translator, slug: string) {
  await page.goto(routeHref("EventTicket", t.locale, { slug }));
  await hydrated(page);
}

const rowOf = (page: Page, category: TicketCategory) =>
  page.locator(`[data-testid="ticket-category"][data-category-id="${category.id}"]`);
const plusOf = (page: Page, t: Translator, category: TicketCategory) =>
  rowOf(page, category).getByRole("button", {
    name: t("ticketPicker.increase", { name: category.name }),
  });
const quantityOf = (page: Page, category: TicketCategory) => rowOf(page, category).getByTestId("quantity");

async function chooseTickets(
  page: Page,
  t: Translator,
  slug: string,
  category: TicketCategory,
  quantity: number,
) {
  await openTickets(page, t, slug);
  for (let i = 0; i < quantity; i++) await plusOf(page, t, category).click();
  await page
    .getByRole("button", { name: t("ticketPicker.summary.continue") })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${routeHref("EventTicketCheckout", t.locale, { slug })}$`));
}

/** What a refused checkout stores (spec section 8): `ticketLeft` more tickets for this account. */
async function storeAllowance(page: Page, slug: string, ticketLeft: number, eventLimit: number | null) {
  await page.evaluate(
    ([s, left, limit]) =>
      localStorage.setItem(
        "tiketin:auth",
        JSON.stringify({ maxCheckout: { [s as string]: { ticketLeft: left, prevLimit: limit } } }),
      ),
    [slug, ticketLeft, eventLimit] as const,
  );
}

async function fillBuyerAndVisitor(page: Page, t: Translator) {
  await page.getByLabel(t("checkoutWeb.buyer.phone")).fill("81234567890");
  await page.getByRole("button", { name: t("checkoutWeb.buyer.next") }).click();
  for (const form of await page.getByTestId("visitor-form").all())
    await form.getByLabel(t("checkoutWeb.visitors.sameAsBuyer")).check();
  await page.getByRole("button", { name: t("checkoutWeb.visitors.next") }).click();
  await expect(page.getByTestId("payment-step")).toBeVisible();
}

for (const [locale, viewport, label] of [
  ["id", MOBILE, "390 px"],
  ["en", DESKTOP, "1280 px"],
] as const) {
  const t = createTranslator(locale);
  const money = (amount: number) => formatRupiah(amount, locale);

  test.describe(`checkout totals and buyer details (${locale}, ${label})`, () => {
    test.use({ viewport, locale: locale === "id" ? "id-ID" : "en-US" });

    test("every step shows tax, Internet Fee and the order's total, '+ payment method fee' until a method is chosen", async ({
      page,
      signIn,
    }) => {
      const { event, category } = await pickCheckoutEvent(page, 2);
      await signIn("Budi Santoso");
      await chooseTickets(page, t, event.detail.slug, category, 2);
      const fees = (method: string | null) =>
        computeFees({
          subTotal: category.price * 2,
          voucherDiscount: 0,
          taxRateBps: event.detail.tax_rate_bps,
          internetFee: INTERNET_FEE,
          paymentMethod: method ? (findPaymentMethod(method) ?? null) : null,
        });
      const base = fees(null);
      const summary = page.getByTestId("checkout-summary");
      const expectBase = async () => {
        await expect(summary.getByTestId("fee-subtotal")).toHaveText(money(category.price * 2));
        await expect(summary.getByTestId("fee-tax")).toHaveText(money(base.tax));
        await expect(summary.getByTestId("fee-internet")).toHaveText(money(INTERNET_FEE));
        await expect(summary.getByTestId("fee-total")).toHaveText(money(base.total));
        await expect(summary.getByTestId("fee-method-pending")).toHaveText(
          t("checkoutWeb.summary.plusMethodFee"),
        );
      };

      // Step 1 (buyer) and step 2 (visitors): the total is never the bare subtotal.
      await expect(page.getByTestId("buyer-step")).toBeVisible();
      await expectBase();
      await page.getByLabel(t("checkoutWeb.buyer.phone")).fill("81234567890");
      await page.getByRole("button", { name: t("checkoutWeb.buyer.next") }).click();
      await expect(page.getByTestId("visitor-form").first()).toBeVisible();
      await expectBase();
      for (const form of await page.getByTestId("visitor-form").all())
        await form.getByLabel(t("checkoutWeb.visitors.sameAsBuyer")).check();
      await page.getByRole("button", { name: t("checkoutWeb.visitors.next") }).click();

      // Step 3: the same until a method is chosen, then the method's fee is in the total.
      await expect(page.getByTestId("payment-step")).toBeVisible();
      await expectBase();
      await page.locator('[data-method="va_bca"] input').check();
      await expect(summary.getByTestId("fee-method")).toHaveText(money(fees("va_bca").payment_fee));
      await expect(summary.getByTestId("fee-total")).toHaveText(money(fees("va_bca").total));
      await expect(summary.getByTestId("fee-method-pending")).toBeHidden();
    });

    test("a reload keeps the saved buyer details instead of resetting them", async ({ page, signIn }) => {
      const { event, category } = await pickCheckoutEvent(page, 1);
      await signIn("Budi Santoso");
      await chooseTickets(page, t, event.detail.slug, category, 1);
      const buyer = page.getByTestId("buyer-step");
      await buyer.getByLabel(t("checkoutWeb.buyer.name")).fill("Budi Santoso Wijaya");
      await fillBuyerAndVisitor(page, t);

      await page.reload();
      await expect(buyer.getByLabel(t("checkoutWeb.buyer.name"))).toHaveValue("Budi Santoso Wijaya");
      await expect(buyer.getByLabel(t("checkoutWeb.buyer.phone"))).toHaveValue("81234567890");
      await expect(buyer.getByLabel(t("checkoutWeb.buyer.email"))).toHaveValue(/^buyer-.+@example\.com$/);
    });
  });
}

test.describe("account limits and old orders (id, 390 px)", () => {
  const t = createTranslator("id");
  test.use({ viewport: MOBILE, locale: "id-ID" });

  test("the steppers stop at the allowance the server stated, and say so before 'Lanjutkan'", async ({
    page,
    signIn,
  }) => {
    const { event, category } = await pickCheckoutEvent(page, 2);
    await signIn();
    const slug = event.detail.slug;
    // What a refused checkout stored: one more ticket for this account (spec section 8).
    await page.goto(routeHref("LandingPage", "id"));
    await storeAllowance(page, slug, 1, event.detail.max_ticket_by_account);
    await openTickets(page, t, slug);
    await expect(page.getByTestId("account-allowance")).toHaveText(
      t.plural("ticketPicker.accountLeft", 1, { count: 1 }),
    );
    const plus = plusOf(page, t, category);
    await plus.click();
    await expect(plus).toHaveAttribute("aria-disabled", "true");
    // The button stays focusable at its end (aria-disabled): pressing it anyway adds nothing.
    await plus.click({ force: true });
    await expect(quantityOf(page, category)).toHaveText("1");
    await expect(rowOf(page, category)).toContainText(t("ticketPicker.limit.allowance"));
  });

  test("the seat picker stops at the allowance too", async ({ page, signIn }) => {
    const event = await findEvent(page.request, "seats on sale", (candidate) =>
      candidate.categories.some((category) => category.is_seated && category.status === "available"),
    );
    const section = (await seatMap(page.request, event.detail.slug)).rows.find(
      (candidate) =>
        event.categories.find((category) => category.id === candidate.category_id)?.status === "available" &&
        candidate.seats.filter((seat) => seat.state === "available").length >= 3,
    );
    if (!section) throw new Error("no section with three free seats");
    await signIn();
    await page.goto(routeHref("LandingPage", "id"));
    await storeAllowance(page, event.detail.slug, 1, event.detail.max_ticket_by_account);
    await openTickets(page, t, event.detail.slug);
    await expect(page.getByTestId("account-allowance")).toBeVisible();
    await page
      .getByTestId("section-list")
      .getByRole("button", { name: t("ticketPicker.sections.open", { section: section.name }) })
      .click();
    const picker = page.getByTestId("seat-picker");
    const free = section.seats.filter((seat) => seat.state === "available");
    for (const seat of free.slice(0, 2)) await picker.locator(`[data-seat-id="${seat.id}"]`).click();
    await expect(picker.locator('[data-state="selected"]')).toHaveCount(1);
    await expect(picker.locator(`[data-seat-id="${free[1]?.id}"]`)).toHaveAttribute("aria-pressed", "false");
  });

  test("'Coba lagi' is offered only for a failure that may pass next time", async ({ page, signIn }) => {
    const { event, category } = await pickCheckoutEvent(page, 1);
    await signIn();
    const refused = t("checkout.errors.perTransactionMax", { ticket: 1 });
    let answer = { status: 422, json: { status: 0, message: refused, errorCode: "rule_refused" } };
    let calls = 0;
    await page.route("**/api/v1/transaction/checkout", (route) => {
      calls += 1;
      return route.fulfill(answer);
    });
    await chooseTickets(page, t, event.detail.slug, category, 1);
    const failed = page.getByTestId("checkout-failed");
    await expect(failed).toContainText(refused);
    await expect(failed.getByRole("button", { name: t("checkoutWeb.entry.retry") })).toHaveCount(0);
    await expect(failed.getByRole("link", { name: t("checkoutWeb.entry.chooseTickets") })).toBeVisible();
    expect(calls).toBe(1);

    // Too many requests may pass next time: there the retry is offered, and it asks again. (429 rather
    // than the busy 503, which the page fixture counts as a server failure.)
    answer = {
      status: 429,
      json: { status: 0, message: t("checkout.errors.busy"), errorCode: "too_many_requests" },
    };
    await page.reload();
    const retry = failed.getByRole("button", { name: t("checkoutWeb.entry.retry") });
    await expect(retry).toBeVisible();
    const before = calls;
    await retry.click();
    await expect.poll(() => calls).toBe(before + 1);
  });

  test("after a cancelled order the ticket page starts from zero", async ({ page, signIn }) => {
    const { event, category } = await pickCheckoutEvent(page, 2);
    await signIn();
    const slug = event.detail.slug;
    await chooseTickets(page, t, slug, category, 2);
    await fillBuyerAndVisitor(page, t);
    await page.locator('[data-method="va_bca"] input').check();
    await page
      .getByRole("button", { name: t("checkoutWeb.payment.payNow") })
      .last()
      .click();
    await expect(page).toHaveURL(/\/complete-payment\/(trx_[A-Za-z0-9_-]{22})$/);
    const externalId = /(trx_[A-Za-z0-9_-]{22})$/.exec(page.url())?.[1];
    const cancelled = await page.request.delete("/api/v1/transaction/cancel-transaction", {
      data: { external_id: externalId },
    });
    expect(cancelled.status()).toBe(200);

    await openTickets(page, t, slug);
    await expect(quantityOf(page, category)).toHaveText("0");
    await plusOf(page, t, category).click();
    await expect(quantityOf(page, category)).toHaveText("1");
  });
});
