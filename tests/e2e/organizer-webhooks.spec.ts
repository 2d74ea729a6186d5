import { WebhookReceiver } from "../support/webhook-receiver.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { expectNoSeriousAxe } from "./support/axe.ts";
import { buyPaidTicket, checkInLink, scanAtAnotherGate, ticketDetail } from "./support/e-tickets.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/**
 * In the browser: an owner registers a webhook endpoint (a receiver on 127.0.0.1 run
 * by this test), copies the secret shown once, a ticket of the organisation is checked in, and the
 * endpoint's delivery log shows the signed delivery the receiver got; a manual redeliver sends it again
 * with the same webhook-id. At a desktop's width and a phone's.
 */
for (const width of [1280, 390]) {
  test(`an owner registers a webhook endpoint and reads its delivery log (${width} px)`, async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const receiver = await WebhookReceiver.reserve();
    await receiver.up();
    const name = width === 1280 ? "Wulan Sari" : "Wening Sari";
    const buyer = await signIn(name);
    const paid = await buyPaidTicket(page.request, { name, email: buyer.email }, width === 1280 ? 2 : 3);

    const organiser = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      locale: "id-ID",
    });
    const orgPage = await organiser.newPage();
    const email = `webhooks-${Date.now()}-${width}@example.com`;
    expect(
      (await organiser.request.post("/api/v1/__test/session", { data: { name: "Dimas", email } })).status(),
    ).toBe(200);
    const membership = await organiser.request.post("/api/v1/__test/organizer/membership", {
      data: { email, event_slug: paid.eventSlug, role: "owner" },
    });
    expect(membership.status()).toBe(200);
    const { organization_id: orgId } = ((await membership.json()) as { data: { organization_id: number } })
      .data;

    await orgPage.goto(`/organizer/${orgId}/webhooks`);
    // Typing into the page before React has hydrated it would be lost (the fields are controlled).
    await hydrated(orgPage);
    await expect(orgPage.getByRole("heading", { level: 1, name: "Webhook" })).toBeVisible();
    await expect(orgPage.getByTestId("workspace-nav").getByRole("link", { name: "Webhook" })).toBeVisible();
    const form = orgPage.getByTestId("webhook-form");
    // Refused first: plain http to a public host, with the API's own words.
    await form.getByLabel("URL endpoint").fill("http://hooks.example.com/tiketin");
    await form.getByRole("button", { name: "Daftarkan endpoint" }).click();
    await expect(form.getByRole("alert")).toContainText("https://");

    await form.getByLabel("URL endpoint").fill(receiver.url);
    await form.getByLabel("Keterangan (opsional)").fill("Sistem gudang");
    await form.getByLabel(/Tiket check-in/).check();
    await form.getByRole("button", { name: "Daftarkan endpoint" }).click();
    const secretPanel = orgPage.getByTestId("webhook-secret");
    await expect(secretPanel).toBeVisible();
    receiver.secret = ((await secretPanel.locator("code").textContent()) ?? "").trim();
    expect(receiver.secret).toMatch(/^whsec_/);
    const endpoint = orgPage.getByTestId("webhook-endpoint");
    await expect(endpoint).toHaveCount(1);
    await expect(endpoint).toContainText(receiver.url);
    expect(await orgPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousAxe(orgPage, "webhooks");
    await orgPage.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(orgPage, `issue-18/webhooks-${width}`);

    // A check-in at the gate: the outbox row commits with it; the server's sender POSTs it.
    const gate = await checkInLink(page.request, paid.eventSlug);
    const code = (await ticketDetail(page.request, paid.ticketId)).qr_payload;
    expect(
      (await scanAtAnotherGate(page.request, paid.eventSlug, gate.secret, code, "Gerbang Utara")).verdict,
    ).toBe("valid");
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    expect(receiver.received[0]).toMatchObject({ type: "ticket.checked_in", verified: true });

    await secretPanel.getByRole("button", { name: "Sudah saya salin" }).click();
    await endpoint.getByRole("link", { name: "Log pengiriman" }).click();
    const log = orgPage.getByTestId("webhook-deliveries");
    await expect(log.locator("tbody tr")).toHaveCount(1);
    await expect(log.locator("tbody tr").first()).toContainText("Terkirim");
    await expect(log.locator("tbody tr").first()).toContainText("HTTP 204");
    await expect(log.locator("tbody tr").first()).toContainText(receiver.received[0]!.id);
    expect(await orgPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousAxe(orgPage, "webhook delivery log");
    await keepScreenshot(orgPage, `issue-18/webhooks-log-${width}`);

    await log.getByRole("button", { name: /Kirim ulang/ }).click();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    expect(receiver.received[1]!.id).toBe(receiver.received[0]!.id);
    await receiver.down();
    await organiser.close();
  });
}
