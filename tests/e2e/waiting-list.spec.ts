import pg from "pg";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/**
 * A sold-out category's waiting list on the event page, at 390 px first: signed out, a prompt to sign
 * in; signed in, join in one tap and see the place; a returned ticket becomes an offer with a countdown
 * and "Terima", which opens checkout with the held ticket.
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

/** A published event's general-admission category with every ticket sold, its list turned on. */
async function soldOutCategory() {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; slug: string; event_id: number; name: string }>(
      `SELECT c.id, e.slug, e.id AS event_id, c.name FROM ticket_categories c JOIN events e ON e.id = c.event_id
       WHERE e.lifecycle = 'published' AND e.starts_at > now() + interval '2 days' AND NOT c.is_hidden
         AND c.manual_status = 'available' AND (c.sale_starts_at IS NULL OR c.sale_starts_at < now())
         AND (c.sale_ends_at IS NULL OR c.sale_ends_at > now())
         AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.category_id = c.id)
         AND NOT EXISTS (SELECT 1 FROM waiting_rooms r WHERE r.event_id = e.id AND r.enabled)
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
    await client.query(
      `INSERT INTO waiting_list_settings (event_id, enabled, offer_minutes) VALUES ($1, true, 120)
       ON CONFLICT (event_id) DO UPDATE SET enabled = true`,
      [category.event_id],
    );
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

test("join the waiting list of a sold-out category, get the returned ticket and accept it", async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const category = await soldOutCategory();
  await page.setViewportSize(MOBILE);
  await page.goto(`/event/${category.slug}`);
  await hydrated(page);
  const box = page.getByTestId("waiting-list");
  await expect(box.getByRole("button", { name: "Masuk daftar tunggu" })).toBeVisible();
  await expect(box).toContainText("Masuk akun dulu untuk ikut daftar tunggu.");
  await box.scrollIntoViewIfNeeded();
  await keepScreenshot(page, "waiting-list-signed-out-390", { fullPage: false });

  await signIn("Sari Waitlist");
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "Masuk daftar tunggu" }).click();
  await expect(page.getByTestId("waiting-list-position")).toHaveText("Anda urutan ke-1");
  await page.getByTestId("waiting-list").scrollIntoViewIfNeeded();
  await keepScreenshot(page, "waiting-list-joined-390", { fullPage: false });

  await returnOneTicket(category.id);
  // The sweeper runs every 15 s in the server; the page shows the offer once it has.
  await expect
    .poll(
      async () => {
        await page.reload();
        await hydrated(page);
        return page.getByTestId("waiting-list-offer").count();
      },
      { timeout: 60_000, intervals: [3_000] },
    )
    .toBe(1);
  const offer = page.getByTestId("waiting-list-offer");
  await expect(offer).toContainText("Ada tiket untuk Anda");
  await offer.scrollIntoViewIfNeeded();
  await keepScreenshot(page, "waiting-list-offer-390", { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await offer.scrollIntoViewIfNeeded();
  await keepScreenshot(page, "waiting-list-offer-1280", { fullPage: false });
  await expect(offer).not.toContainText("WIB WIB");

  await offer.getByRole("button", { name: "Terima" }).click();
  await expect(page).toHaveURL(/\/checkout\?offer=/);
  await hydrated(page);
  await expect(page.getByText(category.name).first()).toBeVisible();
  await keepScreenshot(page, "waiting-list-checkout-1280");
});
