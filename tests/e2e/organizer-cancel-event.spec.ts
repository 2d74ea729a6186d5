import { mkdirSync } from "node:fs";
import type { CancelPreview } from "../../shared/contracts/organizer.ts";
import { formatRupiah } from "../../shared/format/money.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { expectNoSeriousAxe } from "./support/axe.ts";
import { buyPaidTicket } from "./support/e-tickets.ts";

/**
 * Cancelling an event from the workspace asks first: a dialog with what follows, read from the server
 * (tickets voided, buyers mailed, paid orders and the rupiah owed back), and the event's name to type
 * before the destructive button works. Escape and "back" change nothing. Afterwards the public page
 * says it is cancelled (schema.org EventCancelled) with nothing to buy, apply or save, and the buyer's
 * ticket stays in My tickets, marked cancelled with its refund owed.
 */
const f = id.organizer.eventForm;
const d = f.cancelDialog;
/** Where the dialog's photographs go (HELPER_SHOTS_DIR), to be looked at; none by default. */
const SHOTS = process.env.HELPER_SHOTS_DIR;

test("an organiser confirms a cancellation in a dialog; the buyer's page and ticket say cancelled", async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = "Wulan Batal Acara";
  const buyer = await signIn(name);
  const paid = await buyPaidTicket(page.request, { name, email: buyer.email }, -2);

  const organiser = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    locale: "id-ID",
  });
  const orgPage = await organiser.newPage();
  const email = `cancel-${Date.now()}@example.com`;
  const session = await organiser.request.post("/api/v1/__test/session", {
    data: { name: "Raka Penyelenggara", email },
  });
  expect(session.status()).toBe(200);
  const membership = await organiser.request.post("/api/v1/__test/organizer/membership", {
    data: { email, event_slug: paid.eventSlug, role: "owner" },
  });
  expect(membership.status()).toBe(200);
  const { organization_id: orgId, event_id: eventId } = (
    (await membership.json()) as { data: { organization_id: number; event_id: number } }
  ).data;
  const api = `/api/v1/organizer/organizations/${orgId}/events/${eventId}`;
  const lifecycle = async () =>
    ((await (await organiser.request.get(api)).json()) as { data: { lifecycle: string; title: string } })
      .data;
  const { title } = await lifecycle();
  // A voucher on the public page, so its "Pakai" can be seen to go.
  const voucher = await organiser.request.post(`${api}/vouchers`, {
    data: { code: "BATALUJI", discount_unit: "percent", amount: 10, valid_from: "2026-01-01T00:00:00Z" },
  });
  expect(voucher.ok()).toBe(true);

  // CONTROL: while the event is on, its page sells, applies vouchers and offers the calendar.
  const eventPath = `/event/${paid.eventSlug}`;
  const applyVoucher = page.getByRole("button", {
    name: id.catalogue.detail.applyLabel.replace("{code}", "BATALUJI"),
  });
  // Public reads may be up to a second or two old (ADR 0102): the voucher made a moment ago shows on a
  // page opened after that.
  await expect(async () => {
    await page.goto(eventPath);
    await hydrated(page);
    await expect(applyVoucher).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId("buy-tickets").first()).toBeVisible();
  await expect(page.getByTestId("calendar-links")).toBeVisible();
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain(
    "https://schema.org/EventScheduled",
  );

  // The workspace: a reason, then the dialog with what follows, as the server counts it.
  await orgPage.goto(`/organizer/${orgId}/events/${eventId}`);
  await hydrated(orgPage);
  const panel = orgPage.getByTestId("lifecycle");
  await panel.getByLabel(f.cancelReasonLabel).fill("Venue tidak mendapat izin keramaian");
  const dialog = orgPage.getByTestId("cancel-event-dialog");
  const open = async () => {
    await panel.getByTestId("cancel-event").click();
    await expect(dialog).toBeVisible();
  };
  await open();
  const preview = (
    (await (await organiser.request.get(`${api}/cancel-preview`)).json()) as { data: CancelPreview }
  ).data;
  expect(preview.voidedTickets).toBeGreaterThanOrEqual(1);
  expect(preview.ordersToRefund).toBeGreaterThanOrEqual(1);
  await expect(dialog.getByRole("heading")).toHaveText(d.title.replace("{event}", title));
  const summary = dialog.getByTestId("cancel-summary");
  await expect(summary.getByTestId("cancel-summary-tickets")).toContainText(String(preview.voidedTickets));
  await expect(summary.getByTestId("cancel-summary-buyers")).toContainText(String(preview.mailedBuyers));
  await expect(summary.getByTestId("cancel-summary-refunds")).toContainText(
    formatRupiah(preview.refundTotal, "id"),
  );
  await expect(dialog).toContainText("Venue tidak mendapat izin keramaian");

  // The destructive button waits for the event's exact name.
  const yes = dialog.getByTestId("cancel-event-dialog-yes");
  await expect(yes).toBeDisabled();
  await expect(dialog.getByLabel(d.typeName.replace("{event}", title))).toBeFocused();
  await dialog.getByTestId("cancel-type-name").fill(`${title} x`);
  await expect(yes).toBeDisabled();
  await dialog.getByTestId("cancel-type-name").fill(title);
  await expect(yes).toBeEnabled();
  // Focus stays inside the dialog (Tab past the last control comes back to the first).
  for (let step = 0; step < 6; step += 1) {
    await orgPage.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expectNoSeriousAxe(orgPage, "cancel dialog");
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await orgPage.screenshot({ path: `${SHOTS}/cancel-dialog-1280.png` });
    await orgPage.setViewportSize({ width: 390, height: 844 });
    await orgPage.screenshot({ path: `${SHOTS}/cancel-dialog-390.png` });
    await orgPage.setViewportSize({ width: 1280, height: 900 });
  }

  // Escape closes it, and nothing changed.
  await orgPage.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect((await lifecycle()).lifecycle).toBe("published");
  // "Back" closes it, and nothing changed; the name typed before is gone.
  await open();
  await expect(dialog.getByTestId("cancel-type-name")).toHaveValue("");
  await dialog.getByTestId("cancel-event-dialog-no").click();
  await expect(dialog).toBeHidden();
  expect((await lifecycle()).lifecycle).toBe("published");
  await page.goto(eventPath);
  await expect(page.getByTestId("cancelled-notice")).toHaveCount(0);

  // Confirmed: cancelled.
  await open();
  await dialog.getByTestId("cancel-type-name").fill(title);
  await dialog.getByTestId("cancel-event-dialog-yes").click();
  await expect(dialog).toBeHidden();
  await expect(
    orgPage.getByRole("status").filter({ hasText: id.organizer.messages.eventCancelled }),
  ).toBeVisible();
  expect((await lifecycle()).lifecycle).toBe("cancelled");

  // The public page: the notice, no buy, voucher or calendar action, EventCancelled for search engines.
  // Public reads are cached for a second: the page says so at the latest on the next read.
  await expect(async () => {
    await page.goto(eventPath);
    await expect(page.getByTestId("cancelled-notice")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(eventPath);
    await hydrated(page);
    await expect(page.getByTestId("cancelled-notice")).toContainText(id.events.detail.cancelled);
    await expect(page.getByTestId("cancelled-notice")).toContainText("Venue tidak mendapat izin keramaian");
    await expect(page.getByTestId("buy-tickets")).toHaveCount(0);
    await expect(page.getByTestId("mobile-buy-bar")).toHaveCount(0);
    await expect(page.getByText(id.events.detail.buyTickets, { exact: true })).toHaveCount(0);
    await expect(applyVoucher).toHaveCount(0);
    await expect(page.getByTestId("calendar-links")).toHaveCount(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(jsonLd).toContain("https://schema.org/EventCancelled");
    expect(jsonLd).not.toContain("EventScheduled");
  }

  // My tickets: the voided ticket is listed, cancelled, refund owed; it opens no e-ticket.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ticket-history");
  await hydrated(page);
  const card = page.getByTestId("ticket-card").filter({ hasText: title });
  await expect(card).toHaveAttribute("data-cancelled", "true");
  await expect(card).toContainText(id.eTicketsWeb.ticket.cancelled);
  await expect(card.getByTestId("ticket-refund-state")).toHaveText(id.eTicketsWeb.ticket.refund.owed);
  await expect(card.getByRole("link")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxe(page, "my tickets, cancelled");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-tickets-cancelled-390.png`, fullPage: true });
  const detail = await page.request.get(`/api/v1/ticket/detail/${paid.ticketId}`);
  expect(detail.status()).toBe(404);
  await organiser.close();
});
