import { readFile } from "node:fs/promises";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { buyPaidTicket, setTransferRules, ticketDetail } from "./support/e-tickets.ts";

const t = id.eTicketsWeb;

test.describe("My tickets and the e-ticket", () => {
  test("signed out, My tickets asks to log in to see the e-tickets", async ({ page }) => {
    await page.goto(routeHref("TicketHistory", "id"));
    await expect(page.getByRole("heading", { level: 1, name: id.pages.notAuthorizedTitle })).toBeVisible();
    await expect(page.getByText(t.list.loginBody)).toBeVisible();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("a buyer with no tickets sees 'no tickets yet' on both tabs", async ({ page, signIn }) => {
    await page.setViewportSize(MOBILE);
    await signIn("Rina Wulandari");
    await page.goto(routeHref("TicketHistory", "id"));
    await hydrated(page);
    await expect(page.getByTestId("tickets-empty")).toContainText(t.list.emptyTitle);
    await page.getByRole("link", { name: t.list.past }).click();
    await expect(page).toHaveURL(/tab=past/);
    await expect(page.getByRole("link", { name: t.list.past })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("tickets-empty")).toBeVisible();
  });

  test("pay, see the ticket, download its PDF, transfer it; the recipient has it and the sender does not", async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP);
    const sender = await signIn("Sinta Maharani");
    const paid = await buyPaidTicket(page.request, sender);
    const { qr_payload: oldCode } = await ticketDetail(page.request, paid.ticketId);

    await test.step("My tickets lists it under upcoming and opens the e-ticket", async () => {
      await page.goto(routeHref("TicketHistory", "id"));
      await hydrated(page);
      const card = page.getByTestId("ticket-card").filter({ hasText: paid.eventTitle });
      await expect(card).toHaveCount(1);
      await card.getByRole("link", { name: paid.eventTitle }).click();
      // A client navigation waits for the e-ticket's loader (it signs and draws the QR); on a loaded
      // two-core test machine that has taken over 7 s, the default assertion timeout.
      await expect(page).toHaveURL(new RegExp(`/ticket-history/${paid.ticketId}$`), { timeout: 20_000 });
      await expect(page.getByRole("heading", { level: 1, name: paid.eventTitle })).toBeVisible();
      await expect(page.getByRole("img", { name: t.detail.qrAlt })).toHaveAttribute(
        "data-qr-payload",
        oldCode,
      );
      await expect(page.getByTestId("ticket-when")).toContainText("WIB");
      await expect(page.getByTestId("visitor-list")).toContainText(paid.holderName);
    });

    await test.step("the PDF download carries the QR code's payload", async () => {
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: t.detail.download }).click();
      const file = await (await download).path();
      const pdf = await readFile(file);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.toString("latin1")).toContain(oldCode);
    });

    const recipientEmail = `penerima-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
    await test.step("transfer to another e-mail after confirming", async () => {
      await page.getByLabel(t.transfer.emailLabel).fill(recipientEmail);
      await page.getByRole("button", { name: t.transfer.submit, exact: true }).click();
      await expect(page.getByRole("alertdialog")).toContainText(recipientEmail);
      await page.getByRole("button", { name: t.transfer.confirm }).click();
      await expect(page.getByTestId("transfer-done")).toContainText(recipientEmail);
      // The old code stops working at once, so the page stops showing it.
      await expect(page.getByTestId("ticket-qr")).toHaveCount(0);
      await expect(page.getByTestId("ticket-qr-gone")).toHaveText(t.detail.qrGone);
    });

    await test.step("the sender's copy is gone", async () => {
      await page.goto(routeHref("TicketHistory", "id"));
      await expect(page.getByTestId("ticket-card").filter({ hasText: paid.eventTitle })).toHaveCount(0);
      await expect(page.getByTestId("transfer-history")).toContainText(
        t.list.sentTo.replace("{email}", recipientEmail),
      );
      const response = await page.goto(routeHref("ETicket", "id", { ticketId: paid.ticketId }));
      expect(response?.status()).toBe(404);
    });

    await test.step("the recipient signs in and sees the ticket with a new code", async () => {
      const context = await browser.newContext({ baseURL, viewport: MOBILE, locale: "id-ID" });
      const recipient = await context.newPage();
      const session = await recipient.request.post("/api/v1/__test/session", {
        data: { name: "Dewi Lestari", email: recipientEmail },
      });
      expect(session.status()).toBe(200);
      await recipient.goto(routeHref("TicketHistory", "id"));
      const card = recipient.getByTestId("ticket-card").filter({ hasText: paid.eventTitle });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(t.ticket.received);
      await expect(recipient.getByTestId("transfer-history")).toContainText(
        t.list.receivedFrom.replace("{email}", sender.email.toLowerCase()),
      );
      await card.getByRole("link", { name: paid.eventTitle }).click();
      const qr = recipient.getByRole("img", { name: t.detail.qrAlt });
      await expect(qr).toBeVisible({ timeout: 20_000 });
      expect(await qr.getAttribute("data-qr-payload")).not.toBe(oldCode);
      await context.close();
    });
  });

  test("when the organiser switched transfers off, the form is disabled and says why", async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(MOBILE);
    const buyer = await signIn("Hendra Gunawan");
    const paid = await buyPaidTicket(page.request, buyer, -1);
    await setTransferRules(page.request, paid.eventSlug, {
      transfers_enabled: false,
      transfer_freeze_hours: 0,
    });
    try {
      await page.goto(routeHref("ETicket", "id", { ticketId: paid.ticketId }));
      await hydrated(page);
      await expect(page.getByTestId("transfer-blocked")).toHaveText(t.transfer.reason.transfers_disabled);
      await expect(page.getByRole("button", { name: t.transfer.submit, exact: true })).toBeDisabled();
      await expect(page.getByLabel(t.transfer.emailLabel)).toBeDisabled();
    } finally {
      // Other tests buy tickets of the same demo events and transfer them.
      await setTransferRules(page.request, paid.eventSlug, {
        transfers_enabled: true,
        transfer_freeze_hours: 0,
      });
    }
  });
});
