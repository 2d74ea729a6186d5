import { id } from "../../shared/i18n/catalogs/id.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { expectNoSeriousAxe } from "./support/axe.ts";
import { buyPaidTicket } from "./support/e-tickets.ts";
import { organiserOwning } from "./support/organizer-setup.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/**
 * Orders, refunds and the payout statement in the browser: a buyer pays; the organisation's owner opens the order from
 * the Buyers tab and resends its confirmation, reads the payout statement with the masked account,
 * cancels the event, finds the order on the refund list and records its refund. 1280 and 390 px.
 */
const r = id.organizer.refunds;

for (const width of [1280, 390]) {
  test(`an organiser resends a confirmation, reads the payout, cancels and records a refund (${width} px)`, async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const name = width === 1280 ? "Ayu Refund Satu" : "Ayu Refund Dua";
    const buyer = await signIn(name);
    const paid = await buyPaidTicket(page.request, { name, email: buyer.email }, width + 7);

    const { organiser, orgId, eventId } = await organiserOwning(browser, {
      baseURL,
      width,
      eventSlug: paid.eventSlug,
      who: { name: "Made Keuangan", email: `refunds-${Date.now()}-${width}@example.com` },
    });
    const orgPage = await organiser.newPage();
    const api = `/api/v1/organizer/organizations/${orgId}/events/${eventId}`;

    // From the Buyers tab's orders to the order, and its confirmation resent.
    await orgPage.goto(
      `/organizer/${orgId}/events/${eventId}/buyers?view=orders&q=${encodeURIComponent(name)}`,
    );
    await hydrated(orgPage);
    await orgPage
      .getByRole("link", { name: new RegExp(r.order.open) })
      .first()
      .click();
    await expect(orgPage.getByRole("heading", { name: r.order.summary })).toBeVisible();
    await orgPage.getByRole("button", { name: r.order.resend }).click();
    await expect(orgPage.getByRole("status").filter({ hasText: buyer.email })).toBeVisible();
    await expectNoSeriousAxe(orgPage, "order");
    await keepScreenshot(orgPage, `issue-18/refunds-order-${width}`);

    // The payout statement with the organisation's masked account.
    const payout = await organiser.request.put(`/api/v1/organizer/organizations/${orgId}/payout`, {
      data: { bank: "BCA", accountNumber: "8801234567", holder: "PT Senja Production" },
    });
    expect(payout.status()).toBe(200);
    await orgPage.goto(`/organizer/${orgId}/events/${eventId}/payout`);
    await hydrated(orgPage);
    await expect(orgPage.getByTestId("payout")).toBeVisible();
    await expect(orgPage.getByTestId("payout-account")).toContainText("•••• 4567");
    await expect(orgPage.getByText("8801234567")).toHaveCount(0);
    expect(await orgPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousAxe(orgPage, "payout");
    await keepScreenshot(orgPage, `issue-18/payouts-${width}`);

    // Cancelling the event moves the paid order to the refund list.
    const cancel = await organiser.request.post(`${api}/cancel`, {
      data: { reason: "Venue tidak mendapat izin" },
    });
    expect(cancel.status()).toBe(200);
    await orgPage.goto(`/organizer/${orgId}/events/${eventId}/refunds`);
    await hydrated(orgPage);
    const list = orgPage.getByTestId("refunds");
    await expect(list.getByText(name, { exact: true })).toBeVisible();
    await expect(list).toContainText(r.reasons.event_cancelled);
    expect(await orgPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousAxe(orgPage, "refunds");
    await keepScreenshot(orgPage, `issue-18/refunds-${width}`);

    // Recorded on the order's page: it leaves the list.
    await list.getByRole("row").filter({ hasText: name }).getByRole("link").click();
    await orgPage.getByLabel(r.order.reference).fill("TRF-20261125-01");
    await orgPage.getByRole("button", { name: r.order.record }).click();
    await expect(orgPage.getByTestId("order-refund")).toContainText("TRF-20261125-01");
    await expectNoSeriousAxe(orgPage, "order refunded");
    await keepScreenshot(orgPage, `issue-18/refunds-recorded-${width}`);
    await orgPage.goto(`/organizer/${orgId}/events/${eventId}/refunds`);
    await hydrated(orgPage);
    // This order left the list; other specs' buyers of the same demo event may still be on it.
    await expect(orgPage.getByTestId("refunds-summary")).toBeVisible();
    await expect(orgPage.getByText(name, { exact: true })).toHaveCount(0);
    await organiser.close();
  });
}
