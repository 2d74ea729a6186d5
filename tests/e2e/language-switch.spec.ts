import type { Page } from "@playwright/test";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { switchLocalePath } from "../../shared/routing/route-table.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/** Spec sections 2 and 9: the language switch, and the browser language on a first visit. */

const LOCALE_KEY = "tiketin:locale";

const storedLocale = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY);

const CASES = [
  { path: "/", heading: { id: id.landing.heroTitle, en: en.landing.heroTitle } },
  { path: "/about-us", heading: null },
  {
    path: "/event/festival-budaya-nusantara-semarang/tickets",
    heading: { id: id.routes.EventTicket.heading, en: en.routes.EventTicket.heading },
  },
  {
    path: "/search?search=jazz",
    heading: { id: id.routes.SearchPage.heading, en: en.routes.SearchPage.heading },
  },
];

for (const { path, heading } of CASES) {
  test(`the switch on ${path} goes to English and back, keeping the query`, async ({ page, baseURL }) => {
    const [pathname = "", query = ""] = path.split("?");
    const search = query ? `?${query}` : "";
    const enPath = switchLocalePath(pathname, search, "", "en");
    const topBar = page.getByTestId("top-bar");

    await page.goto(path);
    await hydrated(page);
    await expect(topBar.getByRole("button", { name: id.nav.login })).toBeVisible();
    await page.getByRole("link", { name: id.nav.languageSwitchLabel }).click();

    await expect(page).toHaveURL(`${baseURL}${enPath}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(topBar.getByRole("button", { name: en.nav.login })).toBeVisible();
    // The company links sit under "More" below 1536 px: its label is in English too.
    await expect(topBar.getByRole("button", { name: en.nav.more })).toBeVisible();
    if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading.en);
    await expect.poll(() => storedLocale(page)).toBe("en");

    await page.getByRole("link", { name: en.nav.languageSwitchLabel }).click();
    await expect(page).toHaveURL(`${baseURL}${path}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(topBar.getByRole("button", { name: id.nav.login })).toBeVisible();
    if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading.id);
    await expect.poll(() => storedLocale(page)).toBe("id");
  });
}

test.describe("an English browser", () => {
  test.use({ locale: "en-US" });

  test("lands on /en on a first visit, and a second visit keeps the Indonesian it switched to", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(`${baseURL}/en`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.landing.heroTitle);

    await page.getByRole("link", { name: en.nav.languageSwitchLabel }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(id.landing.heroTitle);
    await expect.poll(() => storedLocale(page)).toBe("id");

    await page.goto("/");
    // Settled: any browser-language redirect would already have fetched the English page's data.
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(id.landing.heroTitle);
  });
});

test.describe("a browser in an unsupported language", () => {
  test.use({ locale: "fr-FR" });

  test("stays on the default Indonesian", async ({ page, baseURL }) => {
    await page.goto("/");
    // The first-visit check has run once the language is remembered.
    await expect.poll(() => storedLocale(page)).toBe("id");
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(id.landing.heroTitle);
  });
});

test("an Indonesian browser opening an English link stays in English", async ({ page, baseURL }) => {
  await page.goto("/en/about-us");
  await expect.poll(() => storedLocale(page)).toBe("en");
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(`${baseURL}/en/about-us`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
