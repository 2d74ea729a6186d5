import type { Browser } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";
import { expectNoSeriousAxe } from "./support/axe.ts";
import { catalogue } from "./support/catalogue.ts";
import { buyPaidTicket, checkInLink, scanAtAnotherGate, ticketDetail } from "./support/e-tickets.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/**
 * In the browser: the organiser's event dashboard is open in one browser context; a
 * buyer in ANOTHER context pays for a ticket; the dashboard shows the sale by itself (no reload: a
 * marker set on the page survives), within a few seconds. Screenshots at 1280 and 390 px, axe clean.
 */

/** Which catalogue event the purchases start from (both purchases must land on the same one). */
const START = -3;

/** A fresh signed-in buyer in a context of their own; returns its request context's purchase. */
async function buyInAnotherContext(browser: Browser, baseURL: string | undefined, name: string) {
  const context = await browser.newContext({ baseURL, locale: "id-ID" });
  const email = `dash-buyer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const session = await context.request.post("/api/v1/__test/session", { data: { name, email } });
  expect(session.status()).toBe(200);
  const paid = await buyPaidTicket(context.request, { name, email }, START);
  const { qr_payload: code } = await ticketDetail(context.request, paid.ticketId);
  await context.close();
  return { ...paid, code };
}

test("a sale made in another browser shows on the organiser's open dashboard without a reload", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The first sale names the event (the catalogue's first buyable one from START).
  const first = await buyInAnotherContext(browser, baseURL, "Rara Sekar");

  const email = `dash-owner-${Date.now()}@example.com`;
  const session = await page.request.post("/api/v1/__test/session", {
    data: { name: "Dewi Lestari", email },
  });
  expect(session.status()).toBe(200);
  const membership = await page.request.post("/api/v1/__test/organizer/membership", {
    data: { email, event_slug: first.eventSlug, role: "owner" },
  });
  expect(membership.status()).toBe(200);
  const { organization_id: orgId, event_id: eventId } = (
    (await membership.json()) as { data: { organization_id: number; event_id: number } }
  ).data;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/organizer/${orgId}/events/${eventId}/dashboard`);
  await hydrated(page);
  await expect(page.getByTestId("dashboard-live-state")).toHaveAttribute("data-state", "live");
  const soldTile = page.getByTestId("dashboard-stock-totals-sold");
  const soldBefore = Number((await soldTile.textContent())?.replace(/\D/g, ""));
  expect(soldBefore).toBeGreaterThanOrEqual(1);
  const grossBefore = await page.getByTestId("dashboard-money-figures-gross").textContent();
  // The dashboard's first tab is this screen.
  await expect(page.getByTestId("workspace-nav").getByRole("link", { name: "Dasbor" }).first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { noReloadMarker: number }).noReloadMarker = 42;
  });

  // The sale, in another browser context.
  const second = await buyInAnotherContext(browser, baseURL, "Bayu Pratama");
  expect(second.eventSlug).toBe(first.eventSlug);
  // Live, without a reload (how fast is bench:live's figure, not an assertion's).
  await expect(soldTile).toHaveText(String(soldBefore + 1));
  await expect(page.getByTestId("dashboard-money-figures-gross")).not.toHaveText(grossBefore ?? "");
  expect(await page.evaluate(() => (window as unknown as { noReloadMarker?: number }).noReloadMarker)).toBe(
    42,
  );
  await expect(page.getByTestId("dashboard-sales-chart").locator("svg")).toHaveAttribute(
    "aria-label",
    /tiket/,
  );

  // A scan at a gate (the gate's own API, outside this browser) shows up too, per gate.
  const checkedIn = Number(
    (await page.getByTestId("dashboard-check-ins-total").textContent())?.replace(/\D/g, "") || "0",
  );
  const link = await checkInLink(page.request, second.eventSlug);
  const scan = await scanAtAnotherGate(
    page.request,
    second.eventSlug,
    link.secret,
    second.code,
    "Gerbang Utara",
  );
  expect(scan.verdict).toBe("valid");
  await expect(page.getByTestId("dashboard-check-ins-total")).toContainText(String(checkedIn + 1));
  await expect(page.getByTestId("dashboard-check-ins-chart")).toBeVisible();

  await expectNoSeriousAxe(page, "event dashboard 1280");
  await keepScreenshot(page, "issue-18/dashboard-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxe(page, "event dashboard 390");
  await keepScreenshot(page, "issue-18/dashboard-390");

  // The organisation's dashboard: every event summed, one row per event.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/organizer/${orgId}/dashboard`);
  await hydrated(page);
  await expect(page.getByTestId(`org-dashboard-event-${eventId}`)).toBeVisible();
  await expect(page.getByTestId("dashboard-live-state")).toHaveAttribute("data-state", "live");
  await expectNoSeriousAxe(page, "organisation dashboard 1280");
  await keepScreenshot(page, "issue-18/dashboard-org-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxe(page, "organisation dashboard 390");
  await keepScreenshot(page, "issue-18/dashboard-org-390");
});

test("gate staff are refused the dashboard (403 page)", async ({ page }) => {
  const email = `dash-gate-${Date.now()}@example.com`;
  const session = await page.request.post("/api/v1/__test/session", {
    data: { name: "Gilang Ramadhan", email },
  });
  expect(session.status()).toBe(200);
  // Any event of the catalogue: gate staff of its organisation.
  const slug = (await catalogue(page.request))[0]?.card.slug;
  expect(slug).toBeTruthy();
  const membership = await page.request.post("/api/v1/__test/organizer/membership", {
    data: { email, event_slug: slug, role: "gate" },
  });
  expect(membership.status()).toBe(200);
  const { organization_id: orgId, event_id: eventId } = (
    (await membership.json()) as { data: { organization_id: number; event_id: number } }
  ).data;
  const response = await page.goto(`/organizer/${orgId}/events/${eventId}/dashboard`);
  expect(response?.status()).toBe(403);
  const api = await page.request.get(`/api/v1/organizer/organizations/${orgId}/events/${eventId}/dashboard`);
  expect(api.status()).toBe(403);
});
