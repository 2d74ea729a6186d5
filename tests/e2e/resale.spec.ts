import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { VisitorField } from "../../shared/checkout/visitor-fields.ts";
import type { MyResale } from "../../shared/contracts/resale.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, signInAs, test } from "./fixtures.ts";
import { buyPaidTicket, ticketDetail, waitForTicket } from "./support/e-tickets.ts";
import { fillField, payOnSimulator } from "./support/payments.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/**
 * Face-value resale from three sides, at 390 px first: the organiser switches resale on beside the
 * waiting lists; a holder lists a ticket in "Tiket saya" at face value; another buyer sees it under
 * "Tiket resale" on the event page, buys it through checkout, pays in the sandbox, and has the ticket.
 * The organiser's open dashboard counts the listing and the sale without a reload, and at the gate the
 * buyer's new code is admitted while the seller's old one is refused.
 */
async function shoot(
  page: Page,
  name: string,
  path: { id: string; en: string },
  ready: () => Promise<void>,
  locales: readonly ("id" | "en")[] = ["id", "en"],
) {
  for (const width of [MOBILE, DESKTOP])
    for (const locale of locales) {
      await page.setViewportSize(width);
      await page.goto(path[locale]);
      await hydrated(page);
      await ready();
      await keepScreenshot(page, `resale/${name}-${width.width}-${locale}`);
    }
  await page.setViewportSize(MOBILE);
  await page.goto(path.id);
  await hydrated(page);
  await ready();
}

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/** The checkout's own calls for the held ticket: buyer and visitor data, then a virtual account. */
async function placeHeldOrder(page: Page, holdId: string): Promise<string> {
  async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await page.request.post(`/api/v1${path}`, {
      data: body,
      headers: { "accept-language": "en", ...headers },
    });
    const json = (await response.json()) as Envelope<T>;
    expect(json.status, `${path}: ${json.message}`).toBe(1);
    return json.data;
  }
  const detail = await call<{ visitor_fields: VisitorField[]; participants: { ticket_name: string }[] }>(
    "/transaction/checkout/detail",
    { hold_id: holdId },
  );
  await call("/transaction/checkout/participants", {
    hold_id: holdId,
    buyer: { name: "Dewi Pembeli", email: "dewi.resale@example.com", phone_number: "+62 81234567890" },
    visitors: detail.participants.map((participant) =>
      Object.fromEntries(
        detail.visitor_fields.map((field) => [field.key, fillField(field, participant.ticket_name)]),
      ),
    ),
  });
  const bought = await call<{ external_id: string }>(
    "/transaction/buy-ticket",
    { hold_id: holdId, payment_method: "va_bca" },
    { "idempotency-key": `e2e-${randomUUID()}` },
  );
  return bought.external_id;
}

test("face-value resale: switched on, listed in Tiket saya, bought on the event page and paid (390 px first)", async ({
  page,
  browser,
  baseURL,
  signIn,
  secondPage,
}) => {
  test.setTimeout(240_000);
  const r = id.resale;

  // The seller holds a paid ticket.
  const seller = await signIn("Sari Penjual");
  const ticket = await buyPaidTicket(page.request, { name: "Sari Penjual", email: seller.email }, -3);
  // The code the seller would still show at the gate after selling.
  const oldCode = (await ticketDetail(page.request, ticket.ticketId)).qr_payload;

  // The organiser switches resale on for the event.
  const organiser = await browser.newContext({ baseURL, viewport: MOBILE, locale: "id-ID" });
  const orgPage = await organiser.newPage();
  const orgEmail = `resale-owner-${randomUUID()}@example.com`;
  await organiser.request.post("/api/v1/__test/session", {
    data: { name: "Rina Penyelenggara", email: orgEmail },
  });
  const membership = await organiser.request.post("/api/v1/__test/organizer/membership", {
    data: { email: orgEmail, event_slug: ticket.eventSlug, role: "owner" },
  });
  expect(membership.status()).toBe(200);
  const ids = ((await membership.json()) as { data: { organization_id: number; event_id: number } }).data;
  const params = { orgId: String(ids.organization_id), eventId: String(ids.event_id) };
  const panelPath = {
    id: routeHref("OrganizerEventWaitingRoom", "id", params),
    en: routeHref("OrganizerEventWaitingRoom", "en", params),
  };
  await orgPage.goto(panelPath.id);
  await hydrated(orgPage);
  const panel = orgPage.getByTestId("resale-panel");
  await expect(panel).toBeVisible();
  await panel.getByTestId("resale-enabled").check();
  await panel.getByTestId("resale-save").click();
  await expect(orgPage.getByText(r.organizer.saved)).toBeVisible();

  // The holder lists the ticket in "Tiket saya", at face value.
  const ticketsPath = { id: routeHref("TicketHistory", "id"), en: routeHref("TicketHistory", "en") };
  await shoot(page, "my-tickets-sell-form", ticketsPath, async () => {
    await page.getByTestId("resale-sell").first().click();
    await expect(page.getByTestId("resale-form")).toBeVisible();
    await page.getByTestId("resale-form").scrollIntoViewIfNeeded();
  });
  await expect(page.getByTestId("resale-repaid")).toBeVisible();
  await page.getByTestId("resale-list").click();
  await expect(page.getByTestId("resale-listed")).toBeVisible();
  // This seller's listing: a reused database may show an earlier run's listing of the event too.
  const mine = (await (await page.request.get("/api/v1/ticket/resale")).json()) as Envelope<MyResale>;
  const listingId = mine.data.rows.find((row) => row.ticket_id === ticket.ticketId)?.listing?.id;
  expect(listingId).toBeDefined();
  const myListing = `[data-testid="resale-listing"][data-listing-id="${listingId}"]`;
  await shoot(page, "my-tickets-listed", ticketsPath, async () => {
    await expect(page.getByTestId("resale-listed")).toBeVisible();
  });

  // The organiser watches the event's dashboard: the listing is counted; the sale will be, live.
  const dashboardPath = {
    id: routeHref("OrganizerEventDashboard", "id", params),
    en: routeHref("OrganizerEventDashboard", "en", params),
  };
  await orgPage.goto(dashboardPath.id);
  await hydrated(orgPage);
  const resaleFigures = orgPage.getByTestId("dashboard-resale-figures");
  const figure = async (key: "listed" | "resold") =>
    Number(
      ((await resaleFigures.getByTestId(`dashboard-resale-figures-${key}`).textContent()) ?? "").replace(
        /\D/g,
        "",
      ),
    );
  // A reused database may hold an earlier run's resale of this event: the figures move by one.
  const listedBefore = await figure("listed");
  const resoldBefore = await figure("resold");
  expect(listedBefore).toBeGreaterThanOrEqual(1);

  // Another buyer sees it under "Tiket resale", buys it, and pays in the sandbox.
  await signInAs(secondPage.request, "Dewi Pembeli");
  const eventPath = {
    id: routeHref("EventDetail", "id", { slug: ticket.eventSlug }),
    en: routeHref("EventDetail", "en", { slug: ticket.eventSlug }),
  };
  await shoot(secondPage, "event-resale", eventPath, async () => {
    await expect(secondPage.locator(myListing)).toBeVisible();
    await secondPage.locator("#resale").scrollIntoViewIfNeeded();
  });
  await expect(secondPage.getByTestId("resale-notice")).toHaveText(r.safeNotice);
  await secondPage.locator(myListing).getByTestId("resale-buy").click();
  await expect(secondPage).toHaveURL(/\/checkout\?offer=/);
  await hydrated(secondPage);
  await keepScreenshot(secondPage, "resale/checkout-390-id");
  const holdId = new URL(secondPage.url()).searchParams.get("offer") ?? "";
  const externalId = await placeHeldOrder(secondPage, holdId);
  await secondPage.goto(routeHref("CompletePayment", "id", { slug: ticket.eventSlug, externalId }));
  await hydrated(secondPage);
  await payOnSimulator(secondPage.context(), externalId, en.paymentsWeb.simulator.payVa);
  await expect(secondPage.getByTestId("payment-result")).toHaveAttribute("data-status", "Payment Success", {
    timeout: 20_000,
  });

  // The dashboard opened before the payment shows the sale without a reload.
  await expect(resaleFigures.getByTestId("dashboard-resale-figures-resold")).toHaveText(
    String(resoldBefore + 1),
  );
  await expect(resaleFigures.getByTestId("dashboard-resale-figures-listed")).toHaveText(
    String(listedBefore - 1),
  );
  await shoot(orgPage, "organizer-dashboard", dashboardPath, async () => {
    await expect(orgPage.getByTestId("dashboard-resale-figures-resold")).toHaveText(String(resoldBefore + 1));
    await orgPage.getByTestId("dashboard-resale").scrollIntoViewIfNeeded();
  });

  // The buyer has the ticket.
  await secondPage.goto(ticketsPath.id);
  await hydrated(secondPage);
  await expect(
    secondPage.getByTestId("ticket-card").filter({ hasText: ticket.eventTitle }).first(),
  ).toBeVisible();
  await keepScreenshot(secondPage, "resale/buyer-tickets-390-id");

  // At the organiser's gate: the buyer's new code is admitted, the seller's old code refused.
  const newCode = (
    await ticketDetail(secondPage.request, await waitForTicket(secondPage.request, ticket.eventSlug))
  ).qr_payload;
  expect(newCode).not.toBe(oldCode);
  const gates = id.organizer.gates;
  const gateName = `Gerbang Resale ${randomUUID().slice(0, 6)}`;
  await orgPage.goto(routeHref("OrganizerEventGates", "id", params));
  await hydrated(orgPage);
  await orgPage.getByLabel(gates.newGate).fill(gateName);
  await orgPage.getByRole("button", { name: gates.create }).click();
  await expect(orgPage.getByTestId("gate-row").filter({ hasText: gateName })).toBeVisible();
  const linkForm = orgPage.getByTestId("new-gate-link");
  await linkForm.getByLabel(gates.gateLabel).selectOption({ label: gateName });
  await linkForm.getByLabel(gates.deviceLabel).fill("Tablet resale");
  await linkForm.getByRole("button", { name: gates.createLink }).click();
  const issued = orgPage.getByTestId("issued-link");
  await expect(issued).toBeVisible();
  const link = new URL(await issued.getByRole("textbox").inputValue());
  const device = await browser.newContext({ baseURL, viewport: MOBILE, locale: "id-ID" });
  const gatePage = await device.newPage();
  await gatePage.goto(`${link.pathname}${link.hash}`);
  await hydrated(gatePage);
  await expect(gatePage.getByTestId("check-in-gate")).toHaveValue(gateName);
  const input = gatePage.getByTestId("check-in-code");
  const verdict = gatePage.getByTestId("check-in-verdict");
  await input.fill(newCode);
  await input.press("Enter");
  await expect(verdict).toHaveAttribute("data-verdict", "valid");
  await keepScreenshot(gatePage, "resale/gate-new-code-390-id");
  await input.fill(oldCode);
  await input.press("Enter");
  await expect(verdict).toHaveAttribute("data-verdict", "void");
  await expect(verdict).toContainText(id.eTicketsWeb.checkIn.result.void);
  await keepScreenshot(gatePage, "resale/gate-old-code-390-id");
  await device.close();

  await shoot(orgPage, "organizer-panel", panelPath, async () => {
    await orgPage.getByTestId("resale-panel").scrollIntoViewIfNeeded();
  });
  await organiser.close();
});
