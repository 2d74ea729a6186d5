import type { Page } from "@playwright/test";
import type { CityList } from "../../shared/contracts/event-filters.ts";
import type { EventList } from "../../shared/contracts/events.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { expectNoSeriousAxe } from "./support/axe.ts";

/**
 * Filters and sort in the browser (ADR 0122): they live in the URL, are rendered on
 * the server, survive the back button; phones get them in a bottom sheet (focus kept inside, Escape
 * closes, labelled); the landing page's category chips; honest card labels; no serious or critical
 * accessibility violation on the screens changed.
 */

const c = id;
const KIND_LABEL = c.events.category;

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1/public${path}`);
  return ((await response.json()) as { data: T }).data;
}

/** The category shown on every card (the card's date line ends with it). */
const cardKinds = (page: Page) =>
  page.getByTestId("search-results").getByTestId("event-card").locator("p").first().allInnerTexts();

for (const [label, viewport] of [
  ["390 px", MOBILE],
  ["1280 px", DESKTOP],
] as const) {
  test.describe(`filters and sort (${label})`, () => {
    test.use({ viewport, locale: "id-ID" });

    test("landing chips open the search page filtered by kind, rendered on the server", async ({ page }) => {
      // axe over the whole landing page takes a good part of the 60 s test budget on a busy two-core box.
      test.slow();
      await page.goto(routeHref("LandingPage", "id"));
      const chips = page.getByTestId("category-chips");
      await expect(chips.getByRole("link")).toHaveText(Object.values(KIND_LABEL));
      await expectNoSeriousAxe(page, `landing ${label}`);
      await hydrated(page);
      await chips.getByRole("link", { name: KIND_LABEL.festival }).click();
      await expect(page).toHaveURL(/\/search\?kind=festival$/);
      const expected = await api<EventList>(page, "/events/landing-page?kind=festival&show=12");
      await expect(page.getByTestId("search-results").getByRole("heading", { level: 2 })).toHaveText(
        `Ditemukan ${expected.meta.total} event`,
      );
      for (const text of await cardKinds(page)) expect(text).toContain(KIND_LABEL.festival);
    });

    test("a shared filtered URL renders its results without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport, locale: "id-ID" });
      const page = await context.newPage();
      const cities = await api<CityList>(page, "/events/cities");
      const city = cities.rows[0]?.name ?? "Jakarta";
      await page.goto(`/search?search=konser&city=${encodeURIComponent(city)}&sort=price`);
      const expected = (await (
        await page.request.post(
          `/api/v1/public/events/search?city=${encodeURIComponent(city)}&sort=price&show=12`,
          {
            data: { search: "konser" },
          },
        )
      ).json()) as { data: EventList };
      const titles = page.getByTestId("search-results").getByRole("heading", { level: 3 });
      await expect(titles).toHaveText(expected.data.rows.map((row) => row.title));
      // The form shows the URL's values.
      if (viewport.width > 800) {
        await expect(page.locator("#panel-city")).toHaveValue(city);
        await expect(page.locator("#panel-sort")).toHaveValue("price");
      }
      await context.close();
    });

    test("filters and sort go into the URL, and the back button walks back through them", async ({
      page,
    }) => {
      await page.goto("/search?search=konser");
      await hydrated(page);
      const heading = page.getByTestId("search-results").getByRole("heading", { level: 2 });
      const before = await heading.innerText();
      const cities = await api<CityList>(page, "/events/cities");
      const city = cities.rows[0]?.name ?? "Jakarta";
      let prefix = "panel";
      if (viewport.width <= 800) {
        await page.getByTestId("open-filters").click();
        prefix = "sheet";
      }
      await page.locator(`#${prefix}-city`).selectOption(city);
      await page.locator(`#${prefix}-sort`).selectOption("price");
      await page.locator(`label[for="${prefix}-date-month"]`).click();
      await page.locator(`#${prefix}-price-max`).fill("1500000");
      await page.getByTestId("filter-form").filter({ visible: true }).getByTestId("apply-filters").click();
      await expect(page).toHaveURL(
        `/search?search=konser&city=${encodeURIComponent(city).replace(/%20/g, "+")}&date=month&price_max=1500000&sort=price`,
      );
      await expect(page.getByTestId("filter-sheet")).not.toBeVisible();
      const expected = (await (
        await page.request.post(
          `/api/v1/public/events/search?city=${encodeURIComponent(city)}&date=month&price_max=1500000&sort=price&show=12`,
          { data: { search: "konser" } },
        )
      ).json()) as { data: EventList };
      const titles = page.getByTestId("search-results").getByRole("heading", { level: 3 });
      await expect(titles).toHaveText(expected.data.rows.map((row) => row.title));
      if (viewport.width <= 800) await expect(page.getByTestId("open-filters")).toContainText("3 aktif");
      await page.goBack();
      await expect(page).toHaveURL("/search?search=konser");
      await expect(heading).toHaveText(before);
      if (viewport.width > 800) await expect(page.locator("#panel-sort")).toHaveValue("");
      await page.goForward();
      await expect(titles).toHaveText(expected.data.rows.map((row) => row.title));
    });

    test("cards say Mulai dari only for a price on sale now, else Segera dibuka or Habis", async ({
      page,
    }) => {
      const list = await api<EventList>(page, "/events/landing-page?show=100");
      await page.goto("/search?sort=soonest");
      const labels: Record<string, string> = {
        on_sale: c.events.detail.startFrom,
        opening_soon: c.catalogue.card.openingSoon,
        sold_out: c.catalogue.card.soldOut,
        closed: c.catalogue.card.saleClosed,
      };
      const prices = page.getByTestId("event-card-price");
      const shown = await prices.count();
      for (let i = 0; i < shown; i++) {
        const sale = await prices.nth(i).getAttribute("data-sale");
        expect(Object.keys(labels)).toContain(sale);
        await expect(prices.nth(i)).toContainText(labels[sale ?? ""] ?? "");
      }
      // The demo catalogue has events in each state the card can show.
      const states = new Set(list.rows.map((row) => row.sale_status));
      expect(states.has("on_sale") && states.has("opening_soon")).toBe(true);
    });

    if (viewport.width <= 800)
      test("the bottom sheet is a labelled dialog that keeps focus and closes on Escape", async ({
        page,
      }) => {
        await page.goto("/search?kind=concert");
        await hydrated(page);
        const open = page.getByTestId("open-filters");
        await expect(open).toContainText("1 aktif");
        await open.click();
        const sheet = page.getByRole("dialog", { name: c.discovery.filtersHeading });
        await expect(sheet).toBeVisible();
        await expectNoSeriousAxe(page, "bottom sheet");
        for (let i = 0; i < 30; i++) {
          await page.keyboard.press("Tab");
          expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        }
        await page.keyboard.press("Escape");
        await expect(sheet).not.toBeVisible();
        await expect(open).toBeFocused();
        // The desktop panel is not shown on a phone.
        await expect(page.getByTestId("filter-panel")).not.toBeVisible();
      });
    else
      test("the desktop panel shows the filters beside the results, with no violations", async ({ page }) => {
        await page.goto("/search?kind=sport&date=month");
        await hydrated(page);
        await expect(page.getByTestId("filter-panel")).toBeVisible();
        await expect(page.getByTestId("open-filters")).not.toBeVisible();
        await expect(page.locator("#panel-kind-sport")).toBeChecked();
        await expect(page.locator("#panel-date-month")).toBeChecked();
        await expectNoSeriousAxe(page, "search with filters 1280 px");
      });
  });
}
