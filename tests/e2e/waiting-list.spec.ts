import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import pg from "pg";
import type { VisitorField } from "../../shared/checkout/visitor-fields.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { fillField, payOnSimulator } from "./support/payments.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/**
 * A sold-out category's waiting list from both sides, at 390 px first, in Indonesian and English: the
 * organiser switches the category's list on in the workspace; a buyer joins and sees the place on the
 * event page and in "Tiket saya"; a ticket comes back and the sweeper offers it; the offer shows in
 * "Tiket saya" and on the event page (without "Ingatkan saya" beside it); "Terima" opens checkout with
 * the held ticket, paid in the sandbox, and the ticket is the buyer's; the panel counts the purchase.
 */
async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A published event's general-admission category with every ticket sold (its list still off). */
async function soldOutCategory() {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; slug: string; event_id: number; name: string }>(
      `SELECT c.id, e.slug, e.id AS event_id, c.name FROM ticket_categories c JOIN events e ON e.id = c.event_id
       WHERE e.lifecycle = 'published' AND e.starts_at > now() + interval '2 days' AND NOT c.is_hidden
         AND c.manual_status = 'available' AND (c.sale_starts_at IS NULL OR c.sale_starts_at < now())
         AND (c.sale_ends_at IS NULL OR c.sale_ends_at > now()) AND NOT c.is_bundle
         AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.category_id = c.id)
         AND NOT EXISTS (SELECT 1 FROM waiting_rooms r WHERE r.event_id = e.id AND r.enabled)
         AND NOT EXISTS (SELECT 1 FROM waiting_list_entries w WHERE w.category_id = c.id)
         AND NOT EXISTS (SELECT 1 FROM waiting_list_categories l WHERE l.category_id = c.id)
       ORDER BY c.quota, c.id LIMIT 1`,
    );
    const category = rows[0];
    if (!category) throw new Error("the demo catalogue has no general-admission category on sale");
    await client.query(
      `INSERT INTO stock_claims (category_id, quantity, status)
       SELECT c.id, c.quota - coalesce((SELECT sum(quantity) FROM stock_claims s WHERE s.category_id = c.id
         AND (s.status = 'sold' OR (s.status = 'held' AND s.expires_at > now()))), 0), 'sold'
       FROM ticket_categories c WHERE c.id = $1
         AND c.quota > coalesce((SELECT sum(quantity) FROM stock_claims s WHERE s.category_id = c.id
           AND (s.status = 'sold' OR (s.status = 'held' AND s.expires_at > now()))), 0)`,
      [category.id],
    );
    return category;
  });
}

/** A published event's seated category. */
async function seatedCategory() {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; slug: string }>(
      `SELECT c.id, e.slug FROM ticket_categories c JOIN events e ON e.id = c.event_id
       WHERE e.lifecycle = 'published' AND EXISTS (SELECT 1 FROM seats s WHERE s.category_id = c.id)
       ORDER BY c.id LIMIT 1`,
    );
    const category = rows[0];
    if (!category) throw new Error("the demo catalogue has no seated category");
    return category;
  });
}

/** One ticket of the category comes back (a refund, say): one sold ticket fewer. */
async function returnOneTicket(categoryId: number) {
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string; quantity: number }>(
      `SELECT id, quantity FROM stock_claims WHERE category_id = $1 AND status = 'sold' ORDER BY id DESC LIMIT 1`,
      [categoryId],
    );
    const claim = rows[0];
    if (!claim) throw new Error("no sold ticket to return");
    await client.query(
      claim.quantity > 1
        ? "UPDATE stock_claims SET quantity = quantity - 1 WHERE id = $1"
        : "UPDATE stock_claims SET status = 'released' WHERE id = $1",
      [claim.id],
    );
  });
}

/**
 * The screen in both languages at both widths, 390 px first; it ends back on Indonesian at 390 px.
 * `fullPage: false` keeps a long page's shot to the part `ready` scrolled to.
 */
async function shootBoth(
  page: Page,
  name: string,
  path: { id: string; en: string },
  ready: () => Promise<void>,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  for (const [locale, width] of [
    ["id", MOBILE],
    ["en", MOBILE],
    ["en", DESKTOP],
    ["id", DESKTOP],
  ] as const) {
    await page.setViewportSize(width);
    await page.goto(path[locale]);
    await hydrated(page);
    await ready();
    await keepScreenshot(page, `waiting-list/${name}-${width.width}-${locale}`, { fullPage });
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
async function placeOfferOrder(page: Page, holdId: string): Promise<string> {
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
    buyer: { name: "Sari Waitlist", email: "sari.waitlist@example.com", phone_number: "+62 81234567890" },
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

test("a category's waiting list: switched on, joined, offered, accepted, paid and counted (390 px first, id and en)", async ({
  page,
  context,
  browser,
  baseURL,
  signIn,
}) => {
  test.setTimeout(240_000);
  const category = await soldOutCategory();
  const w = id.waitingList;

  // The organiser switches this category's list on; the offer time limit stays the event's.
  const organiser = await browser.newContext({ baseURL, viewport: MOBILE, locale: "id-ID" });
  const orgPage = await organiser.newPage();
  const orgEmail = `waitlist-owner-${randomUUID()}@example.com`;
  await organiser.request.post("/api/v1/__test/session", {
    data: { name: "Rina Penyelenggara", email: orgEmail },
  });
  const membership = await organiser.request.post("/api/v1/__test/organizer/membership", {
    data: { email: orgEmail, event_slug: category.slug, role: "owner" },
  });
  expect(membership.status()).toBe(200);
  const { organization_id: orgId, event_id: eventId } = (
    (await membership.json()) as { data: { organization_id: number; event_id: number } }
  ).data;
  const panelPath = {
    id: routeHref("OrganizerEventWaitingRoom", "id", { orgId: String(orgId), eventId: String(eventId) }),
    en: routeHref("OrganizerEventWaitingRoom", "en", { orgId: String(orgId), eventId: String(eventId) }),
  };
  await orgPage.goto(panelPath.id);
  await hydrated(orgPage);
  const panel = orgPage.getByTestId("waiting-list-panel");
  const row = panel.getByTestId(`waiting-list-category-${category.id}`);
  const listSwitch = row.getByRole("switch", { name: `Daftar tunggu ${category.name}` });
  await expect(listSwitch).not.toBeChecked();
  await expect(panel.getByLabel(w.organizer.offerMinutes)).toHaveValue("120");
  await listSwitch.check();
  await panel.getByRole("button", { name: w.organizer.save }).click();
  await expect(orgPage.getByText(w.organizer.saved)).toBeVisible();
  await orgPage.reload();
  await hydrated(orgPage);
  await expect(listSwitch).toBeChecked();

  // The buyer, signed out: a prompt to sign in. Signed in: join, and the place shows.
  const eventPath = {
    id: routeHref("EventDetail", "id", { slug: category.slug }),
    en: routeHref("EventDetail", "en", { slug: category.slug }),
  };
  const ticketsPath = { id: routeHref("TicketHistory", "id"), en: routeHref("TicketHistory", "en") };
  await page.setViewportSize(MOBILE);
  await page.goto(eventPath.id);
  await hydrated(page);
  const box = page.getByTestId("waiting-list");
  await expect(box.getByRole("button", { name: w.join })).toBeVisible();
  await expect(box).toContainText(w.signIn);

  await signIn("Sari Waitlist");
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: w.join }).click();
  await expect(page.getByTestId("waiting-list-position")).toHaveText("Anda urutan ke-1");
  await shootBoth(
    page,
    "event-waiting",
    eventPath,
    async () => {
      await page.getByTestId("waiting-list").scrollIntoViewIfNeeded();
    },
    { fullPage: false },
  );

  // "Tiket saya": the place with its position and "Keluar dari daftar tunggu".
  await shootBoth(page, "my-tickets-waiting", ticketsPath, async () => {
    await expect(page.getByTestId("my-waiting-list-place")).toBeVisible();
  });
  const place = page.getByTestId("my-waiting-list-place");
  await expect(place).toContainText(category.name);
  await expect(page.getByTestId("my-waiting-list-position")).toHaveText("Urutan ke-1");
  await expect(place.getByRole("button", { name: w.leave })).toBeVisible();

  // A ticket comes back; the server's sweeper (every 15 s) offers it to the first in line.
  await returnOneTicket(category.id);
  await expect
    .poll(
      async () => {
        await page.reload();
        await hydrated(page);
        return page.getByTestId("my-waiting-list-offer").count();
      },
      { timeout: 60_000, intervals: [3_000] },
    )
    .toBe(1);
  const offer = page.getByTestId("my-waiting-list-offer");
  await expect(offer).toContainText(w.mine.offerTitle);
  await expect(offer).toContainText("Sisa waktu");
  await expect(offer.getByRole("button", { name: w.decline })).toBeVisible();
  await shootBoth(page, "my-tickets-offer", ticketsPath, async () => {
    await expect(page.getByTestId("my-waiting-list-offer")).toBeVisible();
  });

  // The event page shows the offer in place of "Ingatkan saya".
  await shootBoth(
    page,
    "event-offer",
    eventPath,
    async () => {
      await page.getByTestId("waiting-list-offer").scrollIntoViewIfNeeded();
    },
    { fullPage: false },
  );
  const categoryRow = page.locator(`[data-testid="ticket-category"][data-category-id="${category.id}"]`);
  await expect(categoryRow.getByTestId("waiting-list-offer")).toContainText(w.offerTitle);
  await expect(categoryRow.getByTestId("remind-me")).toHaveCount(0);
  await expect(page.getByTestId("waiting-list-offer")).not.toContainText("WIB WIB");

  // "Terima" in "Tiket saya" opens checkout with the held ticket; it is paid in the sandbox.
  await page.goto(ticketsPath.id);
  await hydrated(page);
  await page.getByTestId("my-waiting-list-offer").getByRole("button", { name: w.accept }).click();
  await expect(page).toHaveURL(/\/checkout\?offer=/);
  await hydrated(page);
  await expect(page.getByTestId("buyer-step")).toBeVisible();
  await expect(page.getByTestId("checkout-summary")).toContainText(category.name);
  await keepScreenshot(page, "waiting-list/checkout-390-id");
  const holdId = new URL(page.url()).searchParams.get("offer") ?? "";
  const externalId = await placeOfferOrder(page, holdId);
  await page.goto(routeHref("CompletePayment", "id", { slug: category.slug, externalId }));
  await hydrated(page);
  await payOnSimulator(context, externalId, en.paymentsWeb.simulator.payVa);
  await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "Payment Success", {
    timeout: 20_000,
  });

  // The ticket is the buyer's; the offer is gone from "Tiket saya".
  await page.goto(ticketsPath.id);
  await hydrated(page);
  await expect(page.getByTestId("ticket-card").filter({ hasText: category.name }).first()).toBeVisible();
  await expect(page.getByTestId("my-waiting-list-offer")).toHaveCount(0);

  // The organiser's panel counts it once the sweeper has ended the offer as bought.
  const figure = (key: string) => row.getByTestId(`figure-${key}`);
  await expect
    .poll(
      async () => {
        await orgPage.reload();
        await hydrated(orgPage);
        return figure("bought").textContent();
      },
      { timeout: 60_000, intervals: [3_000] },
    )
    .toBe("1");
  await expect(figure("waiting")).toHaveText("0");
  await expect(figure("offersOut")).toHaveText("0");
  await expect(figure("accepted")).toHaveText("1");
  await shootBoth(orgPage, "organizer-panel", panelPath, async () => {
    await orgPage.getByTestId("waiting-list-panel").scrollIntoViewIfNeeded();
  });

  // A seated category says plainly that it has no list, with no switch to press.
  const seated = await seatedCategory();
  const seatedMembership = await organiser.request.post("/api/v1/__test/organizer/membership", {
    data: { email: orgEmail, event_slug: seated.slug, role: "owner" },
  });
  expect(seatedMembership.status()).toBe(200);
  const seatedIds = (
    (await seatedMembership.json()) as { data: { organization_id: number; event_id: number } }
  ).data;
  const seatedParams = { orgId: String(seatedIds.organization_id), eventId: String(seatedIds.event_id) };
  await shootBoth(
    orgPage,
    "organizer-panel-seated",
    {
      id: routeHref("OrganizerEventWaitingRoom", "id", seatedParams),
      en: routeHref("OrganizerEventWaitingRoom", "en", seatedParams),
    },
    async () => {
      await orgPage.getByTestId(`waiting-list-category-${seated.id}`).scrollIntoViewIfNeeded();
    },
    { fullPage: false },
  );
  const seatedRow = orgPage.getByTestId(`waiting-list-category-${seated.id}`);
  await expect(seatedRow).toContainText(w.organizer.seated);
  await expect(seatedRow.getByRole("switch")).toHaveCount(0);
  await expect(orgPage.getByTestId("waiting-list-panel")).toContainText(w.organizer.seatedWhy);
  await organiser.close();
});
