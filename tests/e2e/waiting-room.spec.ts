import type { APIRequestContext } from "@playwright/test";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { expectNoSeriousAxe } from "./support/axe.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/**
 * The queue screen at 390 px first, in Indonesian and English: before opening (no
 * place yet, signed out), then admitted at once on a room that is open, with its announcement for
 * screen readers. axe (WCAG 2.0/2.1/2.2 A and AA) finds nothing serious or critical on either.
 */
const OPERATOR = "e2e-operator-token-for-the-waiting-room";

/**
 * One seeded event per test, the same whatever else the suite has published meanwhile: the catalogue
 * ordered by id (seeded events come first), so two tests never share a line (places would add up).
 */
async function eventSlug(request: APIRequestContext, index: number): Promise<string> {
  const response = await request.get("/api/v1/public/events/landing-page?page=1&show=100");
  const body = (await response.json()) as { data: { rows: { id: number; slug: string }[] } };
  return [...body.data.rows].sort((a, b) => a.id - b.id)[index]!.slug;
}

async function openRoom(request: APIRequestContext, slug: string, opensInMinutes: number, rate = 600) {
  const response = await request.put(`/api/v1/operator/events/${slug}/waiting-room`, {
    headers: { "x-operator-token": OPERATOR },
    data: {
      enabled: true,
      opens_at: new Date(Date.now() + opensInMinutes * 60_000).toISOString(),
      admit_per_minute: rate,
    },
  });
  expect(response.status()).toBe(200);
  opened.add(slug);
}

/** Rooms this spec switched on are switched off after each test, so other specs buy without a queue. */
const opened = new Set<string>();
test.afterEach(async ({ request }) => {
  for (const slug of opened)
    await request.put(`/api/v1/operator/events/${slug}/waiting-room`, {
      headers: { "x-operator-token": OPERATOR },
      data: { enabled: false, opens_at: new Date().toISOString(), admit_per_minute: 60 },
    });
  opened.clear();
});

test("a signed-out visitor waits before opening behind the draw, asked to sign in to enter it (390 px, id)", async ({
  page,
}) => {
  const slug = await eventSlug(page.request, 3);
  await openRoom(page.request, slug, 60);
  await page.setViewportSize(MOBILE);
  await page.goto(`/event/${slug}/queue`);
  await hydrated(page);
  await expect(page.getByTestId("queue-before-opening")).toContainText("Penjualan dibuka pukul");
  await expect(page.getByTestId("queue-place")).toHaveText("di belakang undian");
  await expect(page.getByTestId("queue-signed-out")).toContainText("belum ikut undian");
  await expect(page.getByTestId("queue-rate")).toHaveText("600 orang per menit");
  await expect(page.getByRole("button", { name: "Masuk untuk ikut undian" })).toBeVisible();
  // The place survives a refresh: the same cookie, the same line.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("queue-ahead")).toContainText("orang dalam antrean");
  await expectNoSeriousAxe(page);
  await keepScreenshot(page, "waiting-room-before-390");
  await page.setViewportSize(DESKTOP);
  await keepScreenshot(page, "waiting-room-before-1280");
});

test("a signed-in buyer on an open line is admitted and told so (390 px, en)", async ({ page, signIn }) => {
  const slug = await eventSlug(page.request, 4);
  await openRoom(page.request, slug, 0);
  await signIn();
  await page.setViewportSize(MOBILE);
  await page.goto(`/en/event/${slug}/queue`);
  await hydrated(page);
  await expect(page.getByTestId("queue-admitted")).toContainText("It's your turn!", { timeout: 15_000 });
  await expect(page.getByTestId("queue-place")).toHaveText(/^\d+$/);
  await expect(page.getByRole("link", { name: "Buy tickets now" })).toHaveAttribute(
    "href",
    `/en/event/${slug}/tickets`,
  );
  await expect(page.getByTestId("queue-announcer")).toContainText("It's your turn!");
  await expect(page.getByTestId("queue-updated")).toContainText("WIB");
  await expectNoSeriousAxe(page);
  await keepScreenshot(page, "waiting-room-admitted-390");
  await page.setViewportSize(DESKTOP);
  await keepScreenshot(page, "waiting-room-admitted-1280");
});

test("a buyer behind others sees the place, people ahead, the wait and the rate (390 px, en)", async ({
  page,
  signIn,
  playwright,
  baseURL,
}) => {
  const slug = await eventSlug(page.request, 5);
  // A line opening now, admitting 1 a minute: three visitors join first (the first is admitted). The
  // first waits until the line is open (within a second): whoever joins before the opening gets a place
  // drawn at random, and the places below must follow the order of arrival.
  await openRoom(page.request, slug, 0, 1);
  for (let i = 0; i < 3; i++) {
    const visitor = await playwright.request.newContext({ baseURL });
    expect((await visitor.post(`/api/v1/queue/${slug}/join`)).status()).toBe(200);
    if (i === 0)
      await expect
        .poll(
          async () =>
            (
              (await (await visitor.get(`/api/v1/queue/${slug}/status`)).json()) as {
                data: { state: string };
              }
            ).data.state,
          { timeout: 10_000 },
        )
        .not.toBe("before_opening");
    await visitor.dispose();
  }
  await signIn();
  await page.setViewportSize(MOBILE);
  await page.goto(`/en/event/${slug}/queue`);
  await hydrated(page);
  await expect(page.getByTestId("queue-place")).toHaveText("4", { timeout: 15_000 });
  await expect(page.getByTestId("queue-ahead")).toHaveText(/^[23]$/);
  await expect(page.getByTestId("queue-wait")).toHaveText(/^about [23] min$/);
  await expect(page.getByTestId("queue-rate")).toHaveText("1 people per minute");
  // What is happening: those let in lately, and the tickets left. This seeded event is the catalogue's
  // sold-out one: the screen says so at once, above the place, which stays, with the way back.
  await expect(page.getByTestId("queue-admitted-last-minute")).toHaveText(/^\d+ (person|people)$/);
  await expect(page.getByTestId("queue-tickets-left")).toHaveText("sold out");
  await expect(page.getByTestId("queue-sold-out")).toContainText("Tickets are sold out");
  await expect(page.getByRole("link", { name: "Back to the event" })).toHaveAttribute(
    "href",
    `/en/event/${slug}`,
  );
  await expect(page.getByTestId("queue-announcer")).toContainText(/^Place 4, [23] people ahead\.$/);
  await expectNoSeriousAxe(page);
  await keepScreenshot(page, "waiting-room-waiting-390");
  await page.setViewportSize(DESKTOP);
  await keepScreenshot(page, "waiting-room-waiting-1280");
});
