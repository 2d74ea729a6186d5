import { id } from "../../shared/i18n/catalogs/id.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { expectNoSeriousAxe } from "./support/axe.ts";
import { buyPaidTicket, ticketDetail } from "./support/e-tickets.ts";
import { keepScreenshot } from "./support/screenshots.ts";

const gates = id.organizer.gates;
const checkIn = id.eTicketsWeb.checkIn;

/**
 * In the browser: an owner names a gate and makes a check-in link for it; the link
 * opens the check-in page on another device (no session), which admits a ticket under that gate. The
 * owner revokes the link and the same page's very next scan is refused. At 1280 and 390 px.
 */
for (const width of [1280, 390]) {
  test(`an owner makes a gate and a staff link, the link admits, a revoke refuses the next scan (${width} px)`, async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const buyer = await signIn(width === 1280 ? "Bayu Saputra" : "Bima Saputra");
    const start = width === 1280 ? 3 : 4;
    const first = await buyPaidTicket(page.request, buyer, start);
    const second = await buyPaidTicket(page.request, buyer, start);
    expect(second.eventSlug).toBe(first.eventSlug);
    const codes = [
      (await ticketDetail(page.request, first.ticketId)).qr_payload,
      (await ticketDetail(page.request, second.ticketId)).qr_payload,
    ];

    const owner = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: "id-ID" });
    const ownerPage = await owner.newPage();
    const email = `gate-owner-${Date.now()}-${width}@example.com`;
    expect(
      (
        await owner.request.post("/api/v1/__test/session", { data: { name: "Dewi Lestari", email } })
      ).status(),
    ).toBe(200);
    const membership = await owner.request.post("/api/v1/__test/organizer/membership", {
      data: { email, event_slug: first.eventSlug, role: "owner" },
    });
    expect(membership.status()).toBe(200);
    const { organization_id: orgId, event_id: eventId } = (
      (await membership.json()) as { data: { organization_id: number; event_id: number } }
    ).data;

    // The owner names a gate and makes a link for a shared device.
    const gateName = `Gerbang Utara ${width}`;
    await ownerPage.goto(`/organizer/${orgId}/events/${eventId}/gates`);
    await hydrated(ownerPage);
    await ownerPage.getByLabel(gates.newGate).fill(gateName);
    await ownerPage.getByRole("button", { name: gates.create }).click();
    await expect(ownerPage.getByTestId("gate-row").filter({ hasText: gateName })).toBeVisible();
    const linkForm = ownerPage.getByTestId("new-gate-link");
    await linkForm.getByLabel(gates.gateLabel).selectOption({ label: gateName });
    await linkForm.getByLabel(gates.deviceLabel).fill(`Tablet ${width}`);
    await linkForm.getByRole("button", { name: gates.createLink }).click();
    const issued = ownerPage.getByTestId("issued-link");
    await expect(issued).toBeVisible();
    const url = new URL(await issued.getByRole("textbox").inputValue());
    expect(url.hash).toMatch(/^#k=[A-Za-z0-9_-]{43}&g=/);

    // The device opens the link: no session, the gate filled in from the link.
    const device = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: "id-ID" });
    const gatePage = await device.newPage();
    await gatePage.goto(`${url.pathname}${url.hash}`);
    await hydrated(gatePage);
    await expect(gatePage.getByTestId("check-in-gate")).toHaveValue(gateName);
    const input = gatePage.getByTestId("check-in-code");
    const verdict = gatePage.getByTestId("check-in-verdict");
    await input.fill(codes[0]!);
    await input.press("Enter");
    await expect(verdict).toHaveAttribute("data-verdict", "valid");
    await keepScreenshot(gatePage, `issue-18/gates-check-in-${width}`);

    // The owner revokes the link; the same page's next scan is refused at once.
    const row = ownerPage.getByTestId("gate-link-row").filter({ hasText: `Tablet ${width}` });
    await row.getByRole("button", { name: new RegExp(`^${gates.revoke}`) }).click();
    await expect(row).toContainText(gates.revoked);
    await input.fill(codes[1]!);
    await input.press("Enter");
    await expect(
      gatePage.getByRole("alert").filter({ hasText: id.eTickets.errors.checkInDenied }),
    ).toBeVisible();
    // The second ticket was not admitted: the last verdict on screen is still the first ticket's.
    await expect(verdict).toHaveAttribute("data-verdict", "valid");
    await expect(verdict).toContainText(checkIn.result.valid);
    await keepScreenshot(gatePage, `issue-18/gates-check-in-refused-${width}`, { fullPage: false });

    // The gate's figures show the admission without a reload: the event's live stream brings the scan
    // (well inside the minute the screen would take to read them again on its own).
    await expect(
      ownerPage.getByTestId("gate-throughput").getByRole("row", { name: new RegExp(gateName) }),
    ).toContainText(`${gates.admitted}: 1`, { timeout: 15_000 });
    expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousAxe(ownerPage, "gates");
    await keepScreenshot(ownerPage, `issue-18/gates-${width}`);
    await owner.close();
    await device.close();
  });
}
