import { id } from "../../shared/i18n/catalogs/id.ts";
import { type RouteName, routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";

/** The shell of spec section 2: desktop top bar, mobile header and bottom navigation, footer. */

const href = (name: RouteName) => routeHref(name, "id");

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("the top bar has every item of a signed-out visitor; the bottom nav is hidden", async ({ page }) => {
    await page.goto(href("AboutUs"));
    const topBar = page.getByTestId("top-bar");
    await expect(topBar).toBeVisible();
    await expect(page.getByTestId("bottom-nav")).toBeHidden();
    await expect(page.getByTestId("mobile-header")).toBeHidden();

    await expect(topBar.getByRole("link", { name: `${id.brand.name}, ${id.nav.home}` })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(topBar.getByRole("searchbox", { name: id.nav.searchLabel })).toHaveAttribute(
      "placeholder",
      id.nav.searchPlaceholder,
    );
    await expect(topBar.getByRole("link", { name: id.nav.languageSwitchLabel })).toHaveAttribute(
      "href",
      "/en/about-us",
    );

    // Below 1536 px the four company links fold into "More" so the search box keeps its width.
    const more = topBar.getByRole("button", { name: id.nav.more });
    await hydrated(page);
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(topBar.getByRole("searchbox", { name: id.nav.searchLabel })).toHaveJSProperty(
      "placeholder",
      id.nav.searchPlaceholder,
    );
    const register = topBar.getByRole("link", { name: id.nav.registerEvent });
    // "Daftarkan event" opens the organiser workspace.
    await expect(register).toHaveAttribute("href", /\/organizer$/);

    await expect(topBar.getByRole("link", { name: id.nav.aboutUs, exact: true })).toHaveAttribute(
      "href",
      href("AboutUs"),
    );
    await expect(topBar.getByRole("link", { name: id.nav.wristband, exact: true })).toHaveAttribute(
      "href",
      href("Wristband"),
    );
    const service = topBar.getByRole("link", { name: id.nav.customerService });
    await expect(service).toHaveAttribute("href", /^https:\/\//);
    await expect(service).toHaveAttribute("target", "_blank");

    await expect(topBar.getByRole("button", { name: id.nav.login })).toBeVisible();
    await expect(topBar.getByRole("button", { name: id.nav.signup })).toBeVisible();
  });

  test("submitting the top-bar search goes to the search page", async ({ page, baseURL }) => {
    await page.goto(href("AboutUs"));
    await hydrated(page);
    const box = page.getByTestId("top-bar").getByRole("searchbox", { name: id.nav.searchLabel });
    await box.fill("jazz");
    await box.press("Enter");
    await expect(page).toHaveURL(`${baseURL}/search?search=jazz`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(id.routes.SearchPage.heading);
  });

  test("the top bar does not move when the page hydrates", async ({ page }) => {
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForLoadState("domcontentloaded");
    const before = await page.getByTestId("top-bar").boundingBox();
    await page.waitForLoadState("networkidle");
    await hydrated(page);
    const after = await page.getByTestId("top-bar").boundingBox();
    expect(before).not.toBeNull();
    expect(after).toEqual(before);
  });
});

test.describe("mobile, 390 px", () => {
  test.use({ viewport: MOBILE });

  test("the mobile header replaces the top bar, with back and the page title", async ({ page }) => {
    await page.goto(href("AboutUs"));
    await expect(page.getByTestId("top-bar")).toBeHidden();
    const header = page.getByTestId("mobile-header");
    await expect(header).toBeVisible();
    await expect(header.getByRole("button", { name: id.nav.back })).toBeVisible();
    await expect(header).toContainText(id.routes.AboutUs.heading);
    await expect(header.getByRole("searchbox")).toHaveCount(0);
    await expect(header.getByRole("button", { name: id.nav.login })).toHaveCount(0);
  });

  test("on the home page the mobile header shows the logo instead of back", async ({ page }) => {
    await page.goto("/");
    const header = page.getByTestId("mobile-header");
    await expect(header.getByRole("link", { name: `${id.brand.name}, ${id.nav.home}` })).toBeVisible();
    await expect(header.getByRole("button", { name: id.nav.back })).toHaveCount(0);
  });

  test("back returns to the previous page", async ({ page, baseURL }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByTestId("footer").getByRole("link", { name: id.footer.about, exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}${href("AboutUs")}`);
    await page.getByTestId("mobile-header").getByRole("button", { name: id.nav.back }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("the bottom nav has five tabs and each one navigates and marks itself current", async ({
    page,
    signIn,
    baseURL,
  }) => {
    // Signed in, so the transaction and ticket tabs show their pages rather than the login prompt.
    await signIn();
    await page.goto(href("AboutUs"));
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: id.nav.bottomNavigation });
    await expect(page.getByTestId("bottom-nav")).toBeVisible();
    await expect(nav.getByRole("link")).toHaveCount(5);

    const tabs: [string, RouteName][] = [
      [id.nav.home, "LandingPage"],
      [id.nav.transactions, "TransactionHistory"],
      [id.nav.tickets, "TicketHistory"],
      [id.nav.search, "SearchPage"],
    ];
    for (const [label, route] of tabs) {
      const tab = nav.getByRole("link", { name: label, exact: true });
      await tab.click();
      await expect(page).toHaveURL(`${baseURL}${href(route)}`);
      await expect(tab).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
    // The profile page has layout "none" (no bottom nav), so the tab is checked by where it leads.
    await nav.getByRole("link", { name: id.nav.profile, exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}${href("ProfilePage")}`);
    await expect(page.getByRole("heading", { level: 1, name: id.routes.ProfilePage.heading })).toBeVisible();
  });
});

test("the footer links every page of spec section 2 and the four social sites", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByTestId("footer");
  const internal: [string, RouteName][] = [
    [id.footer.about, "AboutUs"],
    [id.footer.terms, "TermsAndConditions"],
    [id.footer.privacy, "PrivacyPolicy"],
    [id.footer.wristbandProduction, "Wristband"],
    [id.footer.webDevelopment, "CustomWebsite"],
    [id.footer.contactUs, "ContactUs"],
    [id.footer.howToBuy, "HowToBuy"],
  ];
  for (const [label, route] of internal) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href(route));
  }
  const social: [string, RegExp][] = [
    ["Instagram", /^https:\/\/(www\.)?instagram\.com\//],
    ["YouTube", /^https:\/\/(www\.)?youtube\.com\//],
    ["X", /^https:\/\/(www\.)?(x|twitter)\.com\//],
    ["TikTok", /^https:\/\/(www\.)?tiktok\.com\//],
  ];
  for (const [name, url] of social) {
    const link = footer.getByRole("link", { name: `${name} ${id.nav.opensInNewTab}`, exact: true });
    await expect(link).toHaveAttribute("href", url);
    await expect(link).toHaveAttribute("target", "_blank");
  }
});

test("a navigation scrolls the new page to the top", async ({ page, baseURL }) => {
  // At 390 x 844 every page with the footer is taller than the screen, so a kept scroll would show.
  await page.setViewportSize(MOBILE);
  await page.goto("/");
  await hydrated(page);
  const link = page.getByTestId("footer").getByRole("link", { name: id.footer.privacy });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(`${baseURL}${href("PrivacyPolicy")}`);
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable, "the new page must be scrollable for this check to mean anything").toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
