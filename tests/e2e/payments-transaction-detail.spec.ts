import { readFile } from "node:fs/promises";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { paymentDetail, placeOrder, SANDBOX, snap, tokenizeTestCard } from "./support/payments.ts";

/**
 * A transaction's detail after the payment: a paid one links to its e-tickets and
 * offers the receipt PDF; "check payment status" is only offered while it can still change; generic
 * method names ("Credit / debit card") are in the page's language in the detail and the history.
 */

for (const viewport of [MOBILE, DESKTOP]) {
  test(`a paid card order at ${viewport.width} px: e-ticket links, receipt PDF, no status check, Indonesian method name`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signIn();
    const order = await placeOrder(page, "card", { card_token: await tokenizeTestCard(page.request) });
    const paid = await page.request.post(`${SANDBOX}/simulator/${order.externalId}/pay`, { data: {} });
    expect(paid.ok()).toBe(true);
    await expect
      .poll(async () => (await paymentDetail(page.request, order.externalId)).status)
      .toBe("Payment Success");

    const t = id.paymentsWeb;
    await page.goto(`/transaction-history/${order.externalId}`);
    await hydrated(page);
    await expect(page.getByTestId("transaction-status")).toHaveAttribute("data-status", "Payment Success");
    await expect(page.getByTestId("transaction-detail")).toContainText(t.methodNames.card);
    await expect(page.getByTestId("transaction-detail")).not.toContainText(en.paymentsWeb.methodNames.card);
    await expect(page.getByRole("button", { name: t.detail.checkStatus })).toHaveCount(0);
    await expect(page.getByRole("button", { name: t.page.cancel })).toHaveCount(0);
    await snap(page, "detail-paid");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: t.detail.downloadReceipt }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^receipt-.+\.pdf$/);
    const bytes = await readFile((await file.path()) ?? "");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const ticketLink = page.getByRole("link", { name: t.detail.viewETicket });
    await expect(ticketLink).toHaveCount(1);
    await expect(page.getByRole("link", { name: t.detail.allTickets })).toHaveAttribute(
      "href",
      "/ticket-history",
    );
    await ticketLink.click();
    await expect(page).toHaveURL(/\/ticket-history\/[0-9a-f-]{36}$/);

    await page.goto("/transaction-history");
    await hydrated(page);
    const row = page.locator(`[data-external-id="${order.externalId}"]`);
    await expect(row).toContainText(t.methodNames.card);
    await expect(row).not.toContainText(en.paymentsWeb.methodNames.card);
  });
}

test("check payment status is offered while waiting and gone once cancelled; no receipt or e-tickets then", async ({
  page,
  signIn,
}) => {
  await signIn();
  const order = await placeOrder(page, "va_bca");
  const t = en.paymentsWeb;
  await page.goto(`/en/transaction-history/${order.externalId}`);
  await hydrated(page);
  await expect(page.getByRole("button", { name: t.detail.checkStatus })).toBeVisible();
  await expect(page.getByRole("button", { name: t.detail.downloadReceipt })).toHaveCount(0);

  const cancelled = await page.request.delete("/api/v1/transaction/cancel-transaction", {
    data: { external_id: order.externalId },
  });
  expect(cancelled.status()).toBe(200);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("transaction-status")).toHaveAttribute("data-status", "Cancelled");
  await expect(page.getByRole("button", { name: t.detail.checkStatus })).toHaveCount(0);
  await expect(page.getByRole("button", { name: t.detail.downloadReceipt })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: t.detail.eTickets })).toHaveCount(0);
  await snap(page, "detail-cancelled");
});
