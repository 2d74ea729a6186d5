import type { Page } from "@playwright/test";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { type RouteName, routeHref } from "../../shared/routing/route-table.ts";
import { routeTextKey } from "../../shared/routing/route-text.ts";
import { DESKTOP, expect, MOBILE, test } from "./fixtures.ts";

/**
 * Route guards of spec sections 2 and 6: 0 open, 1 logged-in only, 2 logged-out only, 3 mobile only
 * (a failed guard renders NotFound), and the login-prompt routes ("You Are Not Authorized" + login).
 * Everything runs in Indonesian, the default locale.
 */

const PARAMS = {
  slug: "festival-budaya-nusantara-semarang",
  externalId: "TRX-E2E-0001",
  ticketId: "00000000-0000-4000-8000-000000000000",
  orgId: "1",
  eventId: "1",
  orderId: "00000000-0000-4000-8000-000000000000",
  // A public voucher of that event in the demo seed (the voucher detail screen).
  code: "DOMPETDIGITAL",
};
const href = (name: RouteName) => routeHref(name, "id", PARAMS);

const notFound = (page: Page) => page.getByRole("heading", { level: 1, name: id.routes.NotFound.heading });
const loginDialog = (page: Page) => page.getByRole("dialog", { name: id.modal.login });

const OPEN_PAGES: RouteName[] = ["LandingPage", "EventDetail", "EventTicket", "SearchPage", "ContactUs"];
const OWNED_THING_PAGES: ReadonlySet<RouteName> = new Set([
  "TransactionDetail",
  "CompletePayment",
  "ETicket",
]);
const LOGIN_PROMPT_PAGES: RouteName[] = [
  "TransactionHistory",
  "TicketHistory",
  "TransactionDetail",
  "CompletePayment",
  "ETicket",
];

test.describe("level 0: open", () => {
  for (const signedIn of [false, true]) {
    test(`open pages render ${signedIn ? "signed in" : "signed out"}`, async ({ page, signIn }) => {
      if (signedIn) await signIn();
      for (const name of OPEN_PAGES) {
        const response = await page.goto(href(name));
        expect(response?.status(), href(name)).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(notFound(page)).toHaveCount(0);
      }
    });
  }
});

test.describe("level 1: logged-in only (checkout)", () => {
  test("signed out: Page Not Found and the login dialog opens", async ({ page }) => {
    const response = await page.goto(href("EventTicketCheckout"));
    expect(response?.status()).toBe(404);
    await expect(notFound(page)).toBeVisible();
    await expect(loginDialog(page)).toBeVisible();
  });

  test("signed in: the checkout frame", async ({ page, signIn }) => {
    await signIn();
    const response = await page.goto(href("EventTicketCheckout"));
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: id.routes.EventTicketCheckout.heading }),
    ).toBeVisible();
    await expect(loginDialog(page)).toHaveCount(0);
  });
});

test.describe("level 2: logged-out only (forgot password)", () => {
  test("signed out: the forgot-password page", async ({ page }) => {
    const response = await page.goto(href("ForgetPassword"));
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: id.routes.ForgetPassword.heading }),
    ).toBeVisible();
  });

  test("signed in: Page Not Found, without a login prompt", async ({ page, signIn }) => {
    await signIn();
    const response = await page.goto(href("ForgetPassword"));
    expect(response?.status()).toBe(404);
    await expect(notFound(page)).toBeVisible();
    await expect(loginDialog(page)).toHaveCount(0);
  });
});

test.describe("level 3: mobile only (profile)", () => {
  const profileHeading = (page: Page) =>
    page.getByRole("heading", { level: 1, name: id.routes.ProfilePage.heading });

  test("at 390 px the profile shows and the not-found fallback is hidden", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(href("ProfilePage"));
    await expect(profileHeading(page)).toBeAttached();
    await expect(page.getByTestId("mobile-only-content")).toBeVisible();
    await expect(page.getByTestId("mobile-only-fallback")).toBeHidden();
    await expect(notFound(page)).toBeHidden();
  });

  test("at 1280 px the not-found shows and the profile is hidden", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(href("ProfilePage"));
    await expect(notFound(page)).toBeVisible();
    await expect(page.getByTestId("mobile-only-fallback")).toBeVisible();
    await expect(page.getByTestId("mobile-only-content")).toBeHidden();
    await expect(profileHeading(page)).toBeHidden();
  });
});

test.describe("login-prompt routes", () => {
  for (const name of LOGIN_PROMPT_PAGES) {
    test(`${href(name)} signed out: You Are Not Authorized and the login dialog`, async ({ page }) => {
      await page.goto(href(name));
      await expect(page.getByRole("heading", { level: 1, name: id.pages.notAuthorizedTitle })).toBeVisible();
      await expect(loginDialog(page)).toBeVisible();
    });

    // A transaction or ticket that is not the buyer's (here: none at all) is Not Found, never its page.
    const ownedThing = OWNED_THING_PAGES.has(name);
    test(`${href(name)} signed in: ${ownedThing ? "Not Found for an unknown id" : "its heading"}, no dialog`, async ({
      page,
      signIn,
    }) => {
      await signIn();
      const response = await page.goto(href(name));
      if (ownedThing) {
        expect(response?.status()).toBe(404);
        await expect(notFound(page)).toBeVisible();
      } else {
        await expect(
          page.getByRole("heading", {
            level: 1,
            name: createTranslator("id")(routeTextKey(name, "heading")),
          }),
        ).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: id.pages.notAuthorizedTitle })).toHaveCount(0);
      await expect(loginDialog(page)).toHaveCount(0);
    });
  }
});

test("signed-in desktop top bar greets the buyer and links their pages", async ({ page, signIn }) => {
  await signIn("Siti Rahmawati");
  await page.goto("/");
  const topBar = page.getByTestId("top-bar");
  await expect(topBar.getByText(id.auth.hi.replace("{name}", "Siti"), { exact: true })).toBeVisible();
  await expect(topBar.getByText("Rahmawati")).toHaveCount(0);
  await expect(topBar.getByRole("link", { name: id.nav.transactions, exact: true })).toHaveAttribute(
    "href",
    href("TransactionHistory"),
  );
  await expect(topBar.getByRole("link", { name: id.nav.tickets, exact: true })).toHaveAttribute(
    "href",
    href("TicketHistory"),
  );
  await expect(topBar.getByRole("button", { name: id.nav.login })).toHaveCount(0);
  await expect(topBar.getByRole("button", { name: id.nav.signup })).toHaveCount(0);
});
