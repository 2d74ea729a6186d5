import type { Page } from "@playwright/test";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/** The auth modal of spec section 2 (tabs login and signup) and the modal rules of spec section 4. */

async function openLogin(page: Page) {
  await page.getByTestId("top-bar").getByRole("button", { name: id.nav.login }).click();
  const dialog = page.getByRole("dialog", { name: id.modal.login });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
});

test("Login opens the auth dialog and the Sign up tab switches to signup", async ({ page }) => {
  const dialog = await openLogin(page);
  await expect(dialog.getByRole("tab", { name: id.modal.loginTab })).toHaveAttribute("aria-selected", "true");

  await dialog.getByRole("tab", { name: id.modal.signupTab }).click();
  const signup = page.getByRole("dialog", { name: id.modal.signup });
  await expect(signup).toBeVisible();
  await expect(signup.getByRole("tab", { name: id.modal.signupTab })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(signup.getByRole("tab", { name: id.modal.loginTab })).toHaveAttribute(
    "aria-selected",
    "false",
  );
});

test("Sign up in the top bar opens the dialog on the signup tab", async ({ page }) => {
  await page.getByTestId("top-bar").getByRole("button", { name: id.nav.signup }).click();
  const dialog = page.getByRole("dialog", { name: id.modal.signup });
  await expect(dialog.getByRole("tab", { name: id.modal.signupTab })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("Escape closes the dialog", async ({ page }) => {
  await openLogin(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the close button closes the dialog", async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole("button", { name: id.modal.close }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a route change closes an open modal", async ({ page, baseURL }) => {
  // The company links sit under "Lainnya" below 1536 px.
  await page.getByTestId("top-bar").getByRole("button", { name: id.nav.more }).click();
  await page.getByTestId("top-bar").getByRole("link", { name: id.nav.aboutUs, exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}${routeHref("AboutUs", "id")}`);
  await openLogin(page);

  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: id.landing.heroTitle })).toBeVisible();
});

test("the dialog traps focus: Tab and Shift+Tab stay inside", async ({ page }) => {
  await openLogin(page);
  const focusInDialog = () =>
    page.evaluate(() => document.querySelector("dialog[open]")?.contains(document.activeElement) ?? false);
  await expect.poll(focusInDialog).toBe(true);
  // More presses than the dialog has controls, so focus has to wrap around at least once each way.
  for (const key of [
    "Tab",
    "Tab",
    "Tab",
    "Tab",
    "Tab",
    "Tab",
    "Shift+Tab",
    "Shift+Tab",
    "Shift+Tab",
    "Shift+Tab",
  ]) {
    await page.keyboard.press(key);
    expect(await focusInDialog(), `focus after ${key}`).toBe(true);
  }
});
