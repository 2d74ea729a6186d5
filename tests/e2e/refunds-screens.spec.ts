import { id } from "../../shared/i18n/catalogs/id.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { buyPaidTicket } from "./support/e-tickets.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/**
 * The refund screens in the browser: the organiser refunds a paid virtual-account order from its detail
 * (preview, then confirm), the buyer names the bank account through the mailed link, and My tickets
 * shows the refund's state and, under the event's policy, the self-cancel button. 1280 and 390 px.
 */
const g = id.organizer.refunds.gateway;

for (const width of [1280, 390]) {
  test(`refund from the order, bank account by the mailed link, My tickets (${width} px)`, async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const name = width === 1280 ? "Rina Refund Satu" : "Rina Refund Dua";
    const buyer = await signIn(name);
    const paid = await buyPaidTicket(page.request, { name, email: buyer.email }, width + 11);
    const second = await buyPaidTicket(page.request, { name, email: buyer.email }, width + 11);

    const organiser = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      locale: "id-ID",
    });
    const orgPage = await organiser.newPage();
    const email = `gateway-refunds-${Date.now()}-${width}@example.com`;
    await organiser.request.post("/api/v1/__test/session", { data: { name: "Made Keuangan", email } });
    const membership = await organiser.request.post("/api/v1/__test/organizer/membership", {
      data: { email, event_slug: paid.eventSlug, role: "owner" },
    });
    const { organization_id: orgId, event_id: eventId } = (
      (await membership.json()) as { data: { organization_id: number; event_id: number } }
    ).data;

    await orgPage.goto(
      `/organizer/${orgId}/events/${eventId}/buyers?view=orders&q=${encodeURIComponent(name)}`,
    );
    await hydrated(orgPage);
    await orgPage
      .getByRole("link", { name: new RegExp(id.organizer.refunds.order.open) })
      .first()
      .click();
    await expect(orgPage.getByTestId("gateway-refunds")).toBeVisible();
    await keepScreenshot(orgPage, `refunds/order-refund-actions-${width}`);
    await orgPage.getByRole("button", { name: g.preview }).click();
    await expect(orgPage.getByTestId("refund-preview")).toBeVisible();
    await keepScreenshot(orgPage, `refunds/order-refund-preview-${width}`);
    await orgPage.getByRole("button", { name: /Konfirmasi: refund/ }).click();
    await expect(orgPage.getByTestId("refund-row")).toContainText(g.states.requested);
    await expect(orgPage.getByText(g.awaitingAccount)).toBeVisible();
    await keepScreenshot(orgPage, `refunds/order-refund-requested-${width}`);

    // The mailed link (dev mailbox), opened by the buyer: the token stays in the fragment.
    const mailbox = await page.request.get(`/api/v1/__dev/mailbox?to=${encodeURIComponent(buyer.email)}`);
    const mails = JSON.stringify(await mailbox.json());
    const token = /refund-account#t=([A-Za-z0-9_-]+)/.exec(mails)?.[1];
    expect(token).toBeTruthy();
    await page.goto(`/refund-account#t=${token}`);
    await hydrated(page);
    await expect(page.getByTestId("refund-account").getByRole("button")).toBeVisible();
    await keepScreenshot(page, `refunds/bank-account-${width}`);
    await page.getByLabel(id.eTicketsWeb.account.number).fill("1234567890");
    await page.getByLabel(id.eTicketsWeb.account.holder).fill(name);
    await page.getByRole("button", { name: id.eTicketsWeb.account.submit }).click();
    await expect(page.getByTestId("refund-account-saved")).toContainText("7890");
    await keepScreenshot(page, `refunds/bank-account-saved-${width}`);

    // The organiser sees it refunded; the second ticket's event lets the buyer cancel it themselves.
    await expect(async () => {
      await orgPage.reload();
      await expect(orgPage.getByTestId("refund-row")).toContainText(g.states.succeeded);
    }).toPass({ timeout: 15_000 });
    await keepScreenshot(orgPage, `refunds/order-refund-succeeded-${width}`);
    const other = await organiser.request.post("/api/v1/__test/organizer/membership", {
      data: { email, event_slug: second.eventSlug, role: "owner" },
    });
    const ids = ((await other.json()) as { data: { organization_id: number; event_id: number } }).data;
    const policy = await organiser.request.put(
      `/api/v1/organizer/organizations/${ids.organization_id}/events/${ids.event_id}/refund-policy`,
      { data: { enabled: true, deadline: new Date(Date.now() + 86_400_000).toISOString(), feeBps: 1000 } },
    );
    expect(policy.status()).toBe(200);
    await page.goto("/ticket-history");
    await hydrated(page);
    await expect(page.getByTestId("ticket-refund-progress").first()).toBeVisible();
    await expect(page.getByTestId("self-cancel").first()).toBeVisible();
    await keepScreenshot(page, `refunds/my-tickets-${width}`);
    await page.getByRole("button", { name: id.eTicketsWeb.refund.cancel }).first().click();
    await expect(page.getByRole("button", { name: id.eTicketsWeb.refund.confirm })).toBeVisible();
    await keepScreenshot(page, `refunds/my-tickets-cancel-confirm-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
