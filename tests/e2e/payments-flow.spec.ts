import type { Page } from "@playwright/test";
import { formatRupiah } from "../../shared/format/money.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import {
  type PlacedOrder,
  paymentDetail,
  payOnSimulator,
  placeCountedOrder,
  placeOrder,
  remaining,
  snap,
  tokenizeTestCard,
} from "./support/payments.ts";
import { expectSnackbar } from "./support/snackbar.ts";

/**
 * The payment browser tests: for each method family, an order -> its payment page -> paid on the sandbox
 * simulator -> the page turns to Payment Success by itself -> the transaction is in the history with
 * its amounts. English pages, so the assertions read the English catalog.
 */

const t = en.paymentsWeb;
/** The page re-checks every 5 s; the sandbox's callback lands in well under that. */
const TURNS_WITHIN_MS = 20_000;

async function openPaymentPage(page: Page, order: PlacedOrder): Promise<void> {
  await page.goto(`/en/event/${order.slug}/complete-payment/${order.externalId}`);
  await hydrated(page);
  await expect(
    page.getByRole("heading", { level: 1, name: en.routes.CompletePayment.heading }),
  ).toBeVisible();
  await expect(page.getByTestId("transaction-status")).toHaveAttribute("data-status", "Waiting For Payment");
}

async function expectSuccess(page: Page): Promise<void> {
  await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "Payment Success", {
    timeout: TURNS_WITHIN_MS,
  });
  await expect(page.getByRole("heading", { name: t.page.successTitle })).toBeVisible();
  await expect(page.getByTestId("payment-countdown")).toHaveCount(0);
}

/** The history lists the paid transaction with its total; its detail shows the invoice and amounts. */
async function expectInHistory(page: Page, externalId: string): Promise<void> {
  const detail = await paymentDetail(page.request, externalId);
  await page.goto("/en/transaction-history");
  await hydrated(page);
  const row = page.locator(`[data-external-id="${externalId}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId("transaction-status")).toHaveAttribute("data-status", "Payment Success");
  await expect(row.getByTestId("history-total")).toHaveText(formatRupiah(detail.total, "en"));
  await row.click();
  await expect(
    page.getByRole("heading", { level: 1, name: en.routes.TransactionDetail.heading }),
  ).toBeVisible();
  await expect(page.getByTestId("invoice-number")).toHaveText(detail.invoice_number);
  const amounts = page.getByTestId("amounts");
  await expect(amounts.locator('[data-amount="total"] dd')).toHaveText(formatRupiah(detail.total, "en"));
  await expect(amounts.locator('[data-amount="tax"] dd')).toHaveText(formatRupiah(detail.tax, "en"));
  await expect(amounts.locator('[data-amount="inet_fee"] dd')).toHaveText(
    formatRupiah(detail.inet_fee, "en"),
  );
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`payment page at ${viewport.width} px`, () => {
    test.use({ viewport, permissions: ["clipboard-read", "clipboard-write"] });

    test("VA: copy the number, change the bank, pay on the simulator -> Payment Success -> history", async ({
      page,
      context,
      signIn,
    }) => {
      await signIn();
      const order = await placeOrder(page, "va_bca");
      await openPaymentPage(page, order);
      await expect(page.getByTestId("countdown-value")).toHaveText(/^\d\d:\d\d$/);
      await expect(page.getByText(/^Pay before .+ WIB$/)).toBeVisible();
      const before = (await page.getByTestId("va-number").getAttribute("data-value")) ?? "";
      await expectSnackbar(page, "success", en.snackbar.copied, () =>
        page.getByRole("button", { name: `Copy ${t.page.vaNumber}` }).click(),
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(before);
      await expect(page.getByTestId("how-to-pay")).toContainText("BCA ATM");
      await expect(page.getByTestId("how-to-pay")).toContainText(before);
      await snap(page, "payment-va");

      await page.getByRole("button", { name: t.page.changeBank }).click();
      const dialog = page.getByTestId("change-bank-dialog");
      await expect(dialog).toBeVisible();
      await snap(page, "payment-change-bank");
      await dialog.getByRole("radio", { name: "BNI Virtual Account" }).check();
      await expectSnackbar(page, "success", /BNI/, () =>
        dialog.getByRole("button", { name: t.page.changeBankSave }).click(),
      );
      await expect(page.getByTestId("instrument-va")).toContainText("BNI");
      await expect(page.getByTestId("how-to-pay")).toContainText("BNI ATM");
      await expect(page.getByTestId("va-number")).not.toHaveAttribute("data-value", before);

      await payOnSimulator(context, order.externalId, t.simulator.payVa);
      await expectSuccess(page);
      await snap(page, "payment-success");
      await expectInHistory(page, order.externalId);
      await snap(page, "transaction-detail");
    });

    test("QRIS: the QR image, scanned and paid on the simulator -> Payment Success", async ({
      page,
      context,
      signIn,
    }) => {
      await signIn();
      const order = await placeOrder(page, "qris");
      await openPaymentPage(page, order);
      const image = page.getByTestId("qris-image");
      await expect(image).toBeVisible();
      expect(await image.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
      await snap(page, "payment-qris");
      await payOnSimulator(context, order.externalId, t.simulator.scanQris);
      await expectSuccess(page);
      await expectInHistory(page, order.externalId);
    });
  });
}

test.describe("payment methods", () => {
  test("OVO succeeding: the seconds countdown, approved on the simulator -> Payment Success", async ({
    page,
    context,
    signIn,
  }) => {
    await signIn();
    const order = await placeOrder(page, "ovo", { phone_number: "081234567890" });
    await openPaymentPage(page, order);
    const countdown = page.getByTestId("ovo-countdown");
    await expect(countdown).toHaveText(/^\d{1,2} seconds left$/);
    const first = Number(await countdown.getAttribute("data-seconds"));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(55);
    await expect(countdown).not.toHaveAttribute("data-seconds", String(first));
    await snap(page, "payment-ovo");
    await payOnSimulator(context, order.externalId, t.simulator.approveOvo);
    await expectSuccess(page);
    await expectInHistory(page, order.externalId);
  });

  test("OVO timing out: the push fails after its window and can be sent again", async ({ page, signIn }) => {
    // The test server shortens the sandbox's OVO window to SANDBOX_OVO_PUSH_SECONDS (playwright.config.ts).
    test.setTimeout(90_000);
    await signIn();
    const order = await placeOrder(page, "ovo", { phone_number: "081234567890" });
    await openPaymentPage(page, order);
    await expect(page.getByTestId("ovo-countdown")).toBeVisible();
    await expect(page.getByTestId("ovo-failed")).toBeVisible({ timeout: 80_000 });
    await expect(page.getByText(t.page.ovoFailed)).toBeVisible();
    await snap(page, "payment-ovo-failed");
    await page.getByLabel(t.page.ovoPhone).fill("081234567890");
    await page.getByRole("button", { name: t.page.ovoRetry }).click();
    await expect(page.getByTestId("ovo-countdown")).toBeVisible();
    await expect(page.getByTestId("transaction-status")).toHaveAttribute(
      "data-status",
      "Waiting For Payment",
    );
  });

  test("retail: the Alfamart payment code and steps, paid at the counter -> Payment Success", async ({
    page,
    context,
    signIn,
  }) => {
    await signIn();
    const order = await placeOrder(page, "alfamart");
    await openPaymentPage(page, order);
    const code = (await page.getByTestId("payment-code").getAttribute("data-value")) ?? "";
    expect(code.length).toBeGreaterThan(3);
    await expect(page.getByTestId("how-to-pay")).toContainText(code);
    await expect(page.getByTestId("how-to-pay")).toContainText("Alfamart");
    await snap(page, "payment-retail");
    await payOnSimulator(context, order.externalId, t.simulator.payRetail);
    await expectSuccess(page);
    await expectInHistory(page, order.externalId);
  });

  test("card: tokenized by the gateway, only the last 4 digits shown, 3-D Secure on the simulator", async ({
    page,
    context,
    signIn,
  }) => {
    await signIn();
    const token = await tokenizeTestCard(page.request);
    const order = await placeOrder(page, "card", { card_token: token });
    await openPaymentPage(page, order);
    await expect(page.getByTestId("card-summary")).toHaveText(/ending in 1091$/);
    await expect(page.locator("body")).not.toContainText("4000000000001091");
    await snap(page, "payment-card");
    await payOnSimulator(context, order.externalId, t.simulator.payCard);
    await expectSuccess(page);
    await expectInHistory(page, order.externalId);
  });

  test("paylater: approved on the simulator -> Payment Success", async ({ page, context, signIn }) => {
    await signIn();
    const order = await placeOrder(page, "paylater");
    await openPaymentPage(page, order);
    await expect(page.getByTestId("instrument-paylater")).toBeVisible();
    await payOnSimulator(context, order.externalId, t.simulator.payPaylater);
    await expectSuccess(page);
    await expectInHistory(page, order.externalId);
  });

  test("cancel asks yes/no; 'No' keeps it, 'Yes' cancels it and releases the stock", async ({
    page,
    signIn,
  }) => {
    await signIn();
    const { order, before } = await placeCountedOrder(page, "va_bri", 1);
    // Public stock reads are cached for up to a second (ADR 0102), hence polls.
    await expect.poll(() => remaining(page.request, order.slug, order.categoryId)).toBe(before - 1);
    await openPaymentPage(page, order);
    await page.getByRole("button", { name: t.page.cancel }).click();
    const dialog = page.getByTestId("cancel-dialog");
    await expect(dialog.getByRole("heading", { name: t.page.cancelTitle })).toBeVisible();
    await snap(page, "payment-cancel-dialog");
    await dialog.getByRole("button", { name: t.page.cancelNo }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("transaction-status")).toHaveAttribute(
      "data-status",
      "Waiting For Payment",
    );
    await page.getByRole("button", { name: t.page.cancel }).click();
    await dialog.getByRole("button", { name: t.page.cancelYes }).click();
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "Cancelled");
    await expect.poll(() => remaining(page.request, order.slug, order.categoryId)).toBe(before);
  });

  test("an unpaid order turns to Payment Expired and releases its stock", async ({ page, signIn }) => {
    test.setTimeout(60_000);
    await signIn();
    const { order, before } = await placeCountedOrder(page, "va_bca", 2);
    // Public stock reads are cached for up to a second (ADR 0102), hence polls.
    await expect.poll(() => remaining(page.request, order.slug, order.categoryId)).toBe(before - 1);
    await openPaymentPage(page, order);
    await expect(page.getByTestId("transaction-status")).toHaveAttribute(
      "data-status",
      "Waiting For Payment",
    );
    // The payment window runs out (the test route skips the clock; the real expiry job runs), and the
    // page's automatic re-check shows it without a reload.
    const ended = await page.request.post("/api/v1/__test/payments/expire", {
      data: { external_id: order.externalId },
    });
    expect(ended.status()).toBe(200);
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "Payment Expired", {
      timeout: 20_000,
    });
    await expect(page.getByRole("heading", { name: t.page.expiredTitle })).toBeVisible();
    await snap(page, "payment-expired");
    await expect.poll(() => remaining(page.request, order.slug, order.categoryId)).toBe(before);
  });
});
