import { id } from "../../../shared/i18n/catalogs/id.ts";
import { createTranslator } from "../../../shared/i18n/translate.ts";
import { routeHref } from "../../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "../fixtures.ts";
import { catalogue, seatMap } from "../support/catalogue.ts";
import { pickCheckoutEvent } from "../support/checkout.ts";

/**
 * Beyond what axe can see: the seat map works by keyboard and names seat, state, row
 * and price; the checkout countdown is announced at its milestones; focus follows navigation and
 * returns to a modal's opener.
 */
const t = createTranslator("id");

test("the seat map is used by keyboard and each seat says its seat, state, row and price", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  let found: { slug: string } | null = null;
  for (const event of await catalogue(page.request)) {
    if (!event.categories.some((category) => category.is_seated && category.status === "available")) continue;
    const map = await seatMap(page.request, event.card.slug);
    const section = map.rows.find((row) => row.seats.some((seat) => seat.state === "available"));
    const seat = section?.seats.find((item) => item.state === "available");
    if (section && seat) found = { slug: event.card.slug };
    if (found) break;
  }
  if (!found) throw new Error("no seated event with a free seat");
  await page.goto(routeHref("EventTicket", "id", { slug: found.slug }));
  await hydrated(page);
  await page.locator('[id^="open-section-"]:not([disabled])').first().click();
  const roving = page.locator('[data-testid="seat-grid"] button[tabindex="0"]');
  await roving.focus();
  const name = (await roving.getAttribute("aria-label")) ?? "";
  expect(name).toMatch(new RegExp(`^Kursi \\S+, ${id.events.seatState.available}, Baris \\S+, Rp`));
  // Arrows move the one tabbable seat; walk right to a free one, then Enter takes it.
  const moved = page.locator('[data-testid="seat-grid"] button[tabindex="0"]');
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("ArrowRight");
    await expect(moved).toBeFocused();
    if ((await moved.getAttribute("data-state")) === "available") break;
  }
  await page.keyboard.press("Enter");
  await expect(moved).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("seat-count")).toHaveText(
    t.plural("ticketPicker.seats.selectedCount", 1, { count: 1 }),
  );
});

test("the checkout countdown is announced at 5 minutes and when time is up, not every second", async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(MOBILE);
  const { event, category } = await pickCheckoutEvent(page, 1);
  await signIn();
  await page.clock.install();
  await page.goto(routeHref("EventTicket", "id", { slug: event.detail.slug }));
  await hydrated(page);
  const row = page.locator(`[data-testid="ticket-category"][data-category-id="${category.id}"]`);
  await row.getByRole("button", { name: t("ticketPicker.increase", { name: category.name }) }).click();
  await page
    .getByRole("button", { name: t("ticketPicker.summary.continue") })
    .filter({ visible: true })
    .click();
  const announcement = page.getByTestId("countdown-announcement");
  await expect(page.getByTestId("countdown")).toHaveText(/^1[45]:[0-5][0-9]$/);
  await expect(announcement).toHaveText("");
  await expect(page.getByTestId("countdown")).toHaveAttribute("aria-live", "off");
  await page.clock.fastForward("10:30");
  await expect(announcement).toHaveText(t.plural("checkoutWeb.timer.minutesLeft", 5, { count: 5 }));
  await page.clock.fastForward("05:00");
  await expect(announcement).toHaveText(t("checkoutWeb.timer.expired"));
});

test("focus goes to the new page's heading after a navigation, and back to the opener after a modal", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await hydrated(page);
  await page.getByTestId("footer").getByRole("link", { name: id.footer.about, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  const login = page.getByTestId("top-bar").getByRole("button", { name: id.nav.login });
  await login.click();
  await expect(page.getByRole("dialog", { name: id.modal.login })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(login).toBeFocused();
});
