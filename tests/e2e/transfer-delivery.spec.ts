import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import type { ETicketDetail } from "../../shared/contracts/e-tickets.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { buyPaidTicket } from "./support/e-tickets.ts";

/** The e-mail verification banner and a transferred ticket's visitor form. */
const r = id.eTicketsWeb.received;

async function mailTextTo(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/api/v1/__dev/mailbox?to=${encodeURIComponent(email)}`);
  const rows = ((await response.json()) as { data: { rows: { text: string }[] } }).data.rows;
  return rows[0]?.text ?? "";
}

test.describe("e-mail verification banner", () => {
  test("shows until the address is verified; 'resend' mails a link that verifies it", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const email = `belum-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
    const session = await page.request.post("/api/v1/__test/session", {
      data: { name: "Wulan Sari", email, verified: false },
    });
    expect(session.status()).toBe(200);
    await page.goto(routeHref("TicketHistory", "id"));
    await hydrated(page);
    const banner = page.getByTestId("verify-email-banner");
    await expect(banner).toContainText(id.auth.verifyEmail.bannerTitle);
    await expect(banner).toContainText(email);

    await banner.getByRole("button", { name: id.auth.verifyEmail.resend }).click();
    await expect(banner.getByRole("status")).toHaveText(id.auth.verifyEmail.sent);
    const link = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(
      await mailTextTo(page.request, email),
    );
    expect(link).not.toBeNull();

    const url = new URL(link?.[0] ?? "");
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole("heading", { level: 1, name: id.auth.verifyEmail.doneTitle })).toBeVisible();
    await page.getByRole("link", { name: id.auth.verifyEmail.toTickets }).click();
    await expect(page.getByTestId("ticket-history")).toBeVisible();
    await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);

    // Single use: the same link now says it no longer works.
    await page.goto(`${url.pathname}${url.search}`);
    await expect(
      page.getByRole("heading", { level: 1, name: id.auth.verifyEmail.failedTitle }),
    ).toBeVisible();
  });

  test("a verified buyer sees no banner", async ({ page, signIn }) => {
    await signIn("Rina Wulandari");
    await page.goto(routeHref("TicketHistory", "id"));
    await hydrated(page);
    await expect(page.getByTestId("ticket-history")).toBeVisible();
    await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);
  });
});

test.describe("a transferred ticket", () => {
  test("the recipient fills in their own visitor details; the sender keeps a void PDF copy", async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(MOBILE);
    const sender = await signIn("Sinta Maharani");
    const context = await browser.newContext({ baseURL, viewport: MOBILE, locale: "id-ID" });
    const recipient = await context.newPage();
    const recipientEmail = `penerima-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
    const session = await recipient.request.post("/api/v1/__test/session", {
      data: { name: "Dewi Lestari", email: recipientEmail },
    });
    expect(session.status()).toBe(200);

    // One event in three keeps the default form (name, e-mail, phone): take a ticket of one of those.
    let ticket: { id: string; title: string } | null = null;
    for (let start = 0; start < 6 && !ticket; start++) {
      const paid = await buyPaidTicket(page.request, sender, start);
      const moved = await page.request.post(`/api/v1/ticket/detail/${paid.ticketId}/transfer`, {
        data: { email: recipientEmail },
      });
      expect(moved.status()).toBe(200);
      const received = await recipient.request.get(`/api/v1/ticket/detail/${paid.ticketId}`);
      const detail = ((await received.json()) as { data: ETicketDetail }).data;
      const keys = (detail.visitor_form ?? []).map((field) => field.key).join(",");
      if (keys === "name,email,phone_number") ticket = { id: paid.ticketId, title: paid.eventTitle };
    }
    if (!ticket) throw new Error("no event with the default visitor form could be bought");

    await test.step("the recipient's ticket shows their account name and asks for the visitor", async () => {
      await recipient.goto(routeHref("ETicket", "id", { ticketId: ticket.id }));
      await hydrated(recipient);
      await expect(recipient.getByTestId("e-ticket")).not.toContainText(sender.name);
      const form = recipient.getByTestId("received-visitor-form");
      await expect(form.getByRole("heading", { name: r.formTitle })).toBeVisible();

      await form.getByLabel(id.checkoutWeb.buyer.name).fill("Bu");
      await form.getByLabel(id.checkoutWeb.buyer.email).fill("dewi@example.com");
      await form.locator('[data-field="phone_number"] input').fill("81234567890");
      await form.getByRole("button", { name: r.save }).click();
      await expect(form.locator('[data-field="name"]')).toContainText(id.validation.three_chars);

      await form.getByLabel(id.checkoutWeb.buyer.name).fill("Dewi Anggraini");
      await form.getByRole("button", { name: r.save }).click();
      await expect(recipient.getByTestId("received-visitor-form")).toHaveCount(0);
      await expect(recipient.getByTestId("visitor-list")).toContainText("Dewi Anggraini");
      await recipient.reload();
      await expect(recipient.getByTestId("visitor-list")).toContainText("Dewi Anggraini");
      await expect(recipient.getByTestId("received-visitor-form")).toHaveCount(0);
    });

    await test.step("the sender downloads the void copy from the transfer history", async () => {
      await page.goto(routeHref("TicketHistory", "id"));
      await hydrated(page);
      const download = page.waitForEvent("download");
      await page
        .getByTestId("transfer-history")
        .getByRole("button", { name: r.voidPdfLabel.replace("{event}", ticket.title) })
        .first()
        .click();
      const pdf = await readFile(await (await download).path());
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.toString("latin1")).toContain(id.eTickets.delivery.voidStamp);
    });
    await context.close();
  });
});

test.describe("a transfer to an unverified address", () => {
  test("waits for the recipient; the mail's claim link, opened signed in, delivers it once", async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const sender = await signIn("Sinta Maharani");
    const paid = await buyPaidTicket(page.request, sender, 2);
    const context = await browser.newContext({ baseURL, viewport: MOBILE, locale: "id-ID" });
    const recipient = await context.newPage();
    const email = `klaim-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
    await recipient.request.post("/api/v1/__test/session", {
      data: { name: "Dewi Lestari", email, verified: false },
    });
    const moved = await page.request.post(`/api/v1/ticket/detail/${paid.ticketId}/transfer`, {
      data: { email },
    });
    expect(moved.status()).toBe(200);

    await recipient.goto(routeHref("TicketHistory", "id"));
    await expect(recipient.getByTestId("ticket-history")).toBeVisible();
    await expect(recipient.getByTestId("ticket-card").filter({ hasText: paid.eventTitle })).toHaveCount(0);

    const link = /https?:\/\/\S+\/ticket-history\?claim=[A-Za-z0-9_-]+/.exec(
      await mailTextTo(recipient.request, email),
    );
    expect(link).not.toBeNull();
    const url = new URL(link?.[0] ?? "");
    await recipient.goto(`${url.pathname}${url.search}`);
    await expect(recipient.getByTestId("claim-notice")).toContainText(r.claimedTitle);
    await expect(recipient.getByTestId("ticket-card").filter({ hasText: paid.eventTitle })).toHaveCount(1);

    await recipient.goto(`${url.pathname}${url.search}`);
    await expect(recipient.getByTestId("claim-notice")).toContainText(r.claimFailedTitle);
    await context.close();
  });
});
