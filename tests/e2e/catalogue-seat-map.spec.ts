import type { Locator, Page } from "@playwright/test";
import type { SeatSection, TicketCategory } from "../../shared/contracts/events.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { bestAdjacentSeats } from "../../web/events/best-seats.ts";
import { expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { type CatalogueEvent, catalogue, seatMap } from "./support/catalogue.ts";

/** The seat map on a phone fits, zooms and pans, and picks the best seats. */

const t = createTranslator("id");
const seats = id.ticketPicker.seats;

/** The widest seated section on sale (Tribun A of a concert hall: 10 rows of 20). */
async function widestSection(page: Page) {
  let found: { event: CatalogueEvent; section: SeatSection; category: TicketCategory } | null = null;
  let widest = 0;
  for (const event of await catalogue(page.request)) {
    if (!event.categories.some((category) => category.is_seated && category.status === "available")) continue;
    for (const section of (await seatMap(page.request, event.detail.slug)).rows) {
      const category = event.categories.find((item) => item.id === section.category_id);
      if (category?.status !== "available" || section.available_count < 10) continue;
      const perRow = Math.max(
        ...[...new Set(section.seats.map((seat) => seat.row))].map(
          (row) => section.seats.filter((seat) => seat.row === row).length,
        ),
      );
      if (perRow > widest) [found, widest] = [{ event, section, category }, perRow];
    }
  }
  if (!found || widest < 18) throw new Error("the demo catalogue has no wide seated section on sale");
  return found;
}

async function openSection(page: Page, event: CatalogueEvent, section: SeatSection) {
  await page.goto(routeHref("EventTicket", "id", { slug: event.detail.slug }));
  await hydrated(page);
  await page
    .getByRole("button", { name: t("ticketPicker.sections.open", { section: section.name }) })
    .click();
  const picker = page.getByTestId("seat-picker");
  await expect(picker).toBeVisible();
  return picker;
}

/** The seats whose box leaves the given rectangle (the window, or the map's frame). */
async function seatsOutside(picker: Locator, box: { x: number; y: number; width: number; height: number }) {
  const boxes = await picker
    .locator("[data-seat-id]")
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
  return boxes.filter(
    (seat) =>
      seat.left < box.x - 0.5 ||
      seat.right > box.x + box.width + 0.5 ||
      seat.top < box.y - 0.5 ||
      seat.bottom > box.y + box.height + 0.5,
  ).length;
}

test.describe("seat map at 390 px", () => {
  test.use({ viewport: MOBILE, locale: "id-ID" });

  test("the whole section fits the screen with the stage above it; +, − and 'show all' zoom; a drag pans without choosing a seat", async ({
    page,
  }) => {
    const { event, section } = await widestSection(page);
    const picker = await openSection(page, event, section);
    const map = picker.getByTestId("seat-map");
    await picker.getByTestId("seat-grid").scrollIntoViewIfNeeded();
    const screen = { x: 0, y: 0, width: MOBILE.width, height: MOBILE.height };
    await expect(picker.locator("[data-seat-id]")).toHaveCount(section.seats.length);
    expect(await seatsOutside(picker, screen)).toBe(0);
    await expect(picker.getByTestId("seat-stage")).toBeInViewport();
    await expect(picker.getByTestId("seat-stage")).toHaveText(seats.stage, { ignoreCase: true });

    const first = picker.locator("[data-seat-id]").first();
    const fitted = (await first.boundingBox())?.width ?? 0;
    await picker.getByRole("button", { name: seats.zoomIn }).click();
    await picker.getByRole("button", { name: seats.zoomIn }).click();
    await expect.poll(async () => (await first.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 2);
    const frame = (await map.boundingBox()) ?? screen;
    expect(await seatsOutside(picker, frame)).toBeGreaterThan(0);
    await expect(picker.getByTestId("seat-stage")).toBeInViewport();

    // A drag moves the map and does not choose the seat it started on.
    const seat = picker.locator('[data-seat-id][data-state="available"]').nth(3);
    const before = (await seat.boundingBox()) ?? frame;
    const start = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 60, start.y, { steps: 5 });
    await page.mouse.move(start.x + 120, start.y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await seat.boundingBox())?.x ?? 0).toBeGreaterThan(before.x + 60);
    await expect(picker.getByTestId("seat-count")).toHaveText(
      t.plural("ticketPicker.seats.selectedCount", 0, { count: 0 }),
    );

    // Zoomed in, a seat that keyboard focus reaches is panned into the frame.
    await picker.locator('[data-seat-id][tabindex="0"]').focus();
    await page.keyboard.press("End");
    const focused = picker.locator("[data-seat-id]:focus");
    await expect(focused).toHaveAttribute("aria-label", /\d/);
    await expect
      .poll(async () => {
        const box = await focused.boundingBox();
        return !!box && box.x >= frame.x && box.x + box.width <= frame.x + frame.width;
      })
      .toBe(true);

    await picker.getByRole("button", { name: seats.zoomOut }).click();
    await expect.poll(async () => (await first.boundingBox())?.width ?? 0).toBeLessThan(fitted * 2);
    await picker.getByRole("button", { name: seats.fit }).click();
    await expect.poll(async () => (await first.boundingBox())?.width ?? 0).toBeCloseTo(fitted, 0);
    await map.scrollIntoViewIfNeeded();
    expect(await seatsOutside(picker, screen)).toBe(0);
    await expect(picker.getByRole("button", { name: seats.fit })).toBeDisabled();
  });

  test("'Pilih kursi terbaik' chooses N free seats side by side nearest the stage, up to the order's limit", async ({
    page,
  }) => {
    const { event, section, category } = await widestSection(page);
    const cap = Math.min(
      category.remaining,
      category.per_transaction_max,
      category.per_account_limit ?? Number.POSITIVE_INFINITY,
      event.detail.max_ticket_by_account ?? Number.POSITIVE_INFINITY,
    );
    expect(cap, "the section allows at least 3 seats in one order").toBeGreaterThanOrEqual(3);
    const picker = await openSection(page, event, section);
    const control = picker.getByTestId("best-seats-control");
    const count = control.getByTestId("best-seats-count");
    await expect(count).toHaveText("2");
    await control.getByRole("button", { name: seats.best.increase }).click();
    await expect(count).toHaveText("3");
    await control.getByRole("button", { name: seats.best.pick }).click();

    const expected = bestAdjacentSeats(section.seats, 3) ?? [];
    expect(expected).toHaveLength(3);
    const chosen = picker.locator('[data-seat-id][data-state="selected"]');
    await expect(chosen).toHaveCount(3);
    expect(
      await chosen.evaluateAll((buttons) => buttons.map((button) => Number(button.dataset.seatId))),
    ).toEqual(expected.map((seat) => seat.id));
    expect(new Set(expected.map((seat) => seat.row)).size).toBe(1);
    expect(expected.map((seat) => seat.number - (expected[0]?.number ?? 0))).toEqual([0, 1, 2]);
    await expect(control.getByTestId("best-seats-message")).toHaveText(
      t("ticketPicker.seats.best.picked", { seats: expected.map((seat) => seat.label).join(", ") }),
    );
    await expect(picker.getByTestId("seat-count")).toHaveText(
      t.plural("ticketPicker.seats.selectedCount", 3, { count: 3 }),
    );

    // Asking again for fewer replaces the choice rather than adding to it.
    await control.getByRole("button", { name: seats.best.decrease }).click();
    await control.getByRole("button", { name: seats.best.pick }).click();
    await expect(chosen).toHaveCount(2);

    // The count stops at the order's limit: "+" is marked disabled there and a press does nothing.
    const more = control.getByRole("button", { name: seats.best.increase });
    for (let n = 2; n < cap; n++) await more.click();
    await expect(count).toHaveText(String(cap));
    await expect(more).toHaveAttribute("aria-disabled", "true");
    await more.click({ force: true });
    await expect(count).toHaveText(String(cap));
  });

  test("keyboard instructions where the pointer is fine; on a touch screen touch instructions, pinch zoom and tap", async ({
    page,
    browser,
  }) => {
    const { event, section } = await widestSection(page);
    const picker = await openSection(page, event, section);
    await expect(picker.getByText(seats.instructions, { exact: false })).toBeVisible();
    await expect(picker.getByText(seats.touchInstructions)).toBeHidden();

    const phone = await browser.newContext({
      viewport: MOBILE,
      locale: "id-ID",
      hasTouch: true,
      isMobile: true,
    });
    try {
      const touchPage = await phone.newPage();
      const touchPicker = await openSection(touchPage, event, section);
      await expect(touchPicker.getByText(seats.touchInstructions)).toBeVisible();
      await expect(touchPicker.getByText(seats.instructions, { exact: false })).toBeHidden();
      await expect(
        touchPicker
          .getByRole("group", { name: t("ticketPicker.seats.heading", { section: section.name }) })
          .first(),
      ).toHaveAttribute("aria-describedby", "seat-touch-instructions");
      // Two fingers spreading apart zoom the map in.
      const map = touchPicker.getByTestId("seat-map");
      await map.scrollIntoViewIfNeeded();
      const frame = (await map.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      const seat = touchPicker.locator("[data-seat-id]").first();
      const fitted = (await seat.boundingBox())?.width ?? 0;
      const cdp = await phone.newCDPSession(touchPage);
      const middle = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
      const fingers = (apart: number) => [
        { x: middle.x - apart, y: middle.y, id: 0 },
        { x: middle.x + apart, y: middle.y, id: 1 },
      ];
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(30) });
      for (const apart of [45, 60, 75, 90])
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(apart) });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await expect.poll(async () => (await seat.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 2);
      await expect(map).toHaveAttribute("data-zoomed", "true");
      await touchPicker.getByRole("button", { name: seats.fit }).tap();
      await expect(map).toHaveAttribute("data-zoomed", "false");

      // A tap still chooses a seat.
      const free = touchPicker.locator('[data-seat-id][data-state="available"]').first();
      await free.tap();
      await expect(touchPicker.locator('[data-seat-id][data-state="selected"]')).toHaveCount(1);
    } finally {
      await phone.close();
    }
  });
});
