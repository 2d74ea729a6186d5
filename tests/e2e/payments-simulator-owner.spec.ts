import { en } from "../../shared/i18n/catalogs/en.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { paymentDetail, placeOrder, SANDBOX } from "./support/payments.ts";

/**
 * The sandbox simulator pays through the server, and only the signed-in buyer's own orders: another
 * buyer who opens the link sees no instrument and cannot pay it; the order stays waiting for its owner.
 */
const t = en.paymentsWeb.simulator;

for (const viewport of [MOBILE, DESKTOP]) {
  test(`the simulator at ${viewport.width} px shows and pays only the signed-in buyer's own order`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signIn();
    const order = await placeOrder(page, "va_bni");
    await page.goto(`/en/sandbox/pay/${order.externalId}`);
    await hydrated(page);
    await expect(page.getByTestId("simulator")).toHaveAttribute("data-gateway-status", "PENDING");

    // Another buyer, same link: nothing to see, nothing to pay.
    await signIn("Siti Rahma");
    await page.goto(`/en/sandbox/pay/${order.externalId}`);
    await hydrated(page);
    await expect(page.getByTestId("simulator-missing")).toHaveText(t.notFound);
    await expect(page.getByRole("button", { name: t.payVa })).toHaveCount(0);
    const paid = await page.request.post(`${SANDBOX}/simulator/${order.externalId}/pay`, { data: {} });
    expect(paid.status()).toBe(404);
    // Xendit's own simulate endpoint needs the secret key, which a browser never has.
    const direct = await page.request.post(
      `${SANDBOX}/callback_virtual_accounts/external_id=${order.externalId}/simulate_payment`,
      { data: {} },
    );
    expect(direct.status()).toBe(401);
  });
}

test("the owner pays on the simulator and the order turns to Payment Success", async ({ page, signIn }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(MOBILE);
  await signIn();
  const order = await placeOrder(page, "va_bni");
  await page.goto(`/en/sandbox/pay/${order.externalId}`);
  await hydrated(page);
  await page.getByRole("button", { name: t.payVa }).click();
  await expect(page.getByTestId("simulator-result")).toContainText("COMPLETED");
  await expect
    .poll(async () => (await paymentDetail(page.request, order.externalId)).status)
    .toBe("Payment Success");
});
