import type { Page } from "@playwright/test";
import type { EventList } from "../../shared/contracts/events.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";

/** Spec sections 2, 5 and 9: search (3 characters minimum, pages of 12), no results, saved searches. */

const CATALOGS = { id, en } as const;
const BROWSER_LOCALE: Record<Locale, string> = { id: "id-ID", en: "en-US" };
const SAVED_KEY = "tiketin:saved-searches";

async function searchTotal(page: Page, term: string): Promise<number> {
  const response = await page.request.post("/api/v1/public/events/search?show=12&page=1", {
    data: { search: term },
  });
  return ((await response.json()) as { data: EventList }).data.meta.total;
}

/** A term with more results than one page holds, so "load more" has something to load. */
async function termWithTwoPages(page: Page): Promise<string> {
  for (const term of ["run", "tour", "konser", "jakarta", "live", "festival"]) {
    if ((await searchTotal(page, term)) > 12) return term;
  }
  throw new Error("no search term finds more than 12 events in the demo catalogue");
}

const savedSearches = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as string[], SAVED_KEY);

for (const locale of ["id", "en"] as const) {
  const c = CATALOGS[locale];
  const t = createTranslator(locale);
  const searchHref = (term: string) => routeHref("SearchPage", locale, undefined, { search: term });

  for (const [label, viewport] of [
    ["390 px", MOBILE],
    ["1280 px", DESKTOP],
  ] as const) {
    test.describe(`search (${locale}, ${label})`, () => {
      test.use({ viewport, locale: BROWSER_LOCALE[locale] });

      test("results with a plural heading, pages of 12 and load more", async ({ page }) => {
        const term = await termWithTwoPages(page);
        const total = await searchTotal(page, term);
        await page.goto(searchHref(term));
        await hydrated(page);
        const results = page.getByTestId("search-results");
        await expect(results.getByRole("heading", { level: 2 })).toHaveText(
          t.plural("discovery.search.found", total, { length: total, query: term }),
        );
        const cards = results.getByTestId("event-card");
        await expect(cards).toHaveCount(12);
        await results.getByRole("button", { name: c.catalogue.common.loadMore }).click();
        await expect(cards).toHaveCount(Math.min(24, total));
        await expect(page.locator("#page-search")).toHaveValue(term);
      });

      test("under 3 characters nothing is searched and a hint shows", async ({ page }) => {
        const searches: string[] = [];
        page.on("request", (request) => {
          if (request.url().includes("/api/v1/public/events/search")) searches.push(request.url());
        });
        await page.goto(searchHref("ab"));
        await hydrated(page);
        await expect(page.getByTestId("search-hint")).toHaveText(c.discovery.search.hint);
        await expect(page.getByTestId("search-results")).toHaveCount(0);
        const box = page.locator("#page-search");
        await box.fill("xy");
        await box.press("Enter");
        await expect(page).toHaveURL(/\?search=xy$/);
        await expect(page.getByTestId("search-hint")).toHaveText(c.discovery.search.hint);
        expect(searches).toEqual([]);
        expect(await savedSearches(page)).toEqual([]);
      });

      test("no results", async ({ page }) => {
        await page.goto(searchHref("qwertyzz"));
        const results = page.getByTestId("search-results");
        await expect(results.getByTestId("no-results")).toContainText(c.discovery.search.noResultsTitle);
        await expect(results.getByTestId("no-results")).toContainText(c.events.empty.noResults);
        await expect(results.getByRole("heading", { level: 2 })).toHaveText(
          t.plural("discovery.search.found", 0, { length: 0, query: "qwertyzz" }),
        );
      });
    });
  }

  test(`text typed while a search loads is kept, and back shows the earlier search (${locale})`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(searchHref("jazz"));
    await hydrated(page);
    // Hold the next search's data until the buyer has typed another one.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let intercepted = () => {};
    const loading = new Promise<void>((resolve) => {
      intercepted = resolve;
    });
    await page.route(/\.data\?/, async (route) => {
      intercepted();
      await held;
      await route.continue();
    });
    const box = page.locator("#page-search");
    await box.fill("tour");
    await box.press("Enter");
    await loading;
    await box.fill("konser");
    release();
    await expect(page).toHaveURL(`${baseURL}${searchHref("tour")}`);
    await expect(page.getByTestId("search-results").getByRole("heading", { level: 2 })).toContainText("tour");
    await expect(box).toHaveValue("konser");
    await page.unroute(/\.data\?/);

    await box.press("Enter");
    await expect(page).toHaveURL(`${baseURL}${searchHref("konser")}`);
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}${searchHref("tour")}`);
    await expect(box).toHaveValue("tour");
  });

  test.describe(`saved searches (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    test("newest first, without duplicates, at most 10, clickable and clearable", async ({
      page,
      baseURL,
    }) => {
      await page.goto(searchHref("jazz"));
      await hydrated(page);
      const recent = page.getByTestId("recent-searches");
      await expect(recent.getByRole("link")).toHaveText(["jazz"]);

      // A new search through the page's own box.
      const box = page.locator("#page-search");
      await box.fill("tour");
      await box.press("Enter");
      await expect(page).toHaveURL(`${baseURL}${searchHref("tour")}`);
      await expect(recent.getByRole("link")).toHaveText(["tour", "jazz"]);

      // The same search again in other letters moves it to the front instead of adding it twice.
      await page.goto(searchHref("JAZZ"));
      await expect(recent.getByRole("link")).toHaveText(["JAZZ", "tour"]);

      // Ten kept: the oldest drops out.
      await page.evaluate(
        (key) =>
          localStorage.setItem(key, JSON.stringify(Array.from({ length: 10 }, (_, i) => `event ${10 - i}`))),
        SAVED_KEY,
      );
      await page.goto(searchHref("konser"));
      await expect(recent.getByRole("link")).toHaveCount(10);
      await expect(recent.getByRole("link").first()).toHaveText("konser");
      expect(await savedSearches(page)).toEqual([
        "konser",
        ...Array.from({ length: 9 }, (_, i) => `event ${10 - i}`),
      ]);

      // A saved search is a link that searches again.
      await hydrated(page);
      await recent.getByRole("link", { name: "event 9" }).click();
      await expect(page).toHaveURL(`${baseURL}${searchHref("event 9")}`);
      await expect(page.getByTestId("search-results")).toBeVisible();

      await recent.getByRole("button", { name: c.discovery.search.clearLabel }).click();
      await expect(recent).toHaveCount(0);
      expect(await savedSearches(page)).toEqual([]);
      await page.goto(searchHref("ab"));
      await hydrated(page);
      await expect(page.getByTestId("recent-searches")).toHaveCount(0);
    });
  });
}
