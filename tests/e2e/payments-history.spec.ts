import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { placeOrder, snap } from "./support/payments.ts";
import { expectSnackbar } from "./support/snackbar.ts";

/** Transaction history and detail: login prompt, empty state, filter, search, load more. */

const t = en.paymentsWeb;

test("signed out, the history and a detail ask to log in with the transaction prompt", async ({ page }) => {
  for (const path of ["/transaction-history", "/en/transaction-history/trx_AAAAAAAAAAAAAAAAAAAAAA"]) {
    await page.goto(path);
    await hydrated(page);
    const text = path.startsWith("/en") ? en : id;
    await expect(page.getByTestId("page-not-authorized")).toContainText(text.paymentsWeb.history.loginBody);
    await expect(page.getByRole("dialog")).toBeVisible();
    await snap(page, `login-prompt${path.startsWith("/en") ? "-detail" : ""}`);
  }
});

test("a buyer with no orders sees the empty state", async ({ page, signIn }) => {
  await signIn();
  await page.goto("/en/transaction-history");
  await hydrated(page);
  await expect(page.getByTestId("history-empty")).toContainText(t.history.emptyTitle);
  await snap(page, "history-empty");
});

test("another buyer's transaction is Not Found", async ({ page, signIn, browser }) => {
  await signIn();
  const order = await placeOrder(page, "va_mandiri");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const response = await otherPage.request.post("/api/v1/__test/session", {
    data: { name: "Siti Aminah", email: `other-${order.externalId.slice(4, 12)}@example.com` },
  });
  expect(response.status()).toBe(200);
  const detail = await otherPage.goto(`/en/transaction-history/${order.externalId}`);
  expect(detail?.status()).toBe(404);
  const payment = await otherPage.goto(`/en/event/${order.slug}/complete-payment/${order.externalId}`);
  expect(payment?.status()).toBe(404);
  await other.close();
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`filter by status, search by event name, 10 per page with load more at ${viewport.width} px`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signIn();
    // One running transaction at a time (spec section 4): each order is cancelled before the next.
    const orders = [];
    for (let i = 0; i < 11; i++) {
      const order = await placeOrder(page, "va_bca");
      const response = await page.request.delete("/api/v1/transaction/cancel-transaction", {
        data: { external_id: order.externalId },
      });
      expect(response.status()).toBe(200);
      orders.push(order);
    }
    const waiting = await placeOrder(page, "qris");

    await page.goto("/en/transaction-history");
    await hydrated(page);
    await expect(page.getByTestId("history-row")).toHaveCount(10);
    await expect(page.getByTestId("history-count")).toHaveText("12 transactions");
    await page.getByRole("button", { name: t.history.loadMore }).click();
    await expect(page.getByTestId("history-row")).toHaveCount(12);
    await expect(page.getByRole("button", { name: t.history.loadMore })).toHaveCount(0);

    await page.getByLabel(t.history.filterLabel).selectOption("Waiting For Payment");
    await expect(page).toHaveURL(/status=Waiting\+For\+Payment/);
    await expect(page.getByTestId("history-row")).toHaveCount(1);
    await expect(page.locator(`[data-external-id="${waiting.externalId}"]`)).toBeVisible();

    await page.getByLabel(t.history.filterLabel).selectOption("Payment Success");
    await expect(page.getByTestId("history-empty")).toHaveText(t.history.noMatch);

    await page.getByLabel(t.history.filterLabel).selectOption("");
    // Each filter change is a navigation; wait for it to land before typing, or it re-renders the form.
    await expect(page.getByTestId("history-row")).toHaveCount(10);
    const firstOrder = orders[0];
    if (!firstOrder) throw new Error("no orders");
    const query = firstOrder.eventName.slice(0, 12);
    await page.getByRole("searchbox", { name: t.history.searchLabel }).fill(query);
    await page.getByRole("button", { name: t.history.searchSubmit }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe(query);
    await expect(page.getByTestId("history-row").first()).toContainText(firstOrder.eventName);
    await page.getByRole("searchbox", { name: t.history.searchLabel }).fill("no such event zzz");
    await page.getByRole("button", { name: t.history.searchSubmit }).click();
    await expect(page.getByTestId("history-empty")).toHaveText(t.history.noMatch);
    await page.goto("/en/transaction-history");
    await hydrated(page);
    await snap(page, "history");

    // The detail of the waiting one: cancel asks yes/no there too; check status answers with the status.
    await page.goto(`/en/transaction-history/${waiting.externalId}`);
    await hydrated(page);
    await expect(page.getByTestId("invoice-number")).not.toBeEmpty();
    await expectSnackbar(page, "success", "Status: Waiting For Payment", () =>
      page.getByRole("button", { name: t.detail.checkStatus }).click(),
    );
    await expect(page.getByRole("link", { name: t.detail.completePayment })).toBeVisible();
    await page.getByRole("button", { name: t.page.cancel }).click();
    await page.getByTestId("cancel-dialog").getByRole("button", { name: t.page.cancelYes }).click();
    await expect(page.getByTestId("transaction-status")).toHaveAttribute("data-status", "Cancelled");
  });
}
