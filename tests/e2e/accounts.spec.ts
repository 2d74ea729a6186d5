import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { fakeGoogleToken } from "./support/fake-google.ts";
import { expectSnackbar } from "./support/snackbar.ts";

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.co.id`;
const greeting = (first: string) => id.auth.hi.replace("{name}", first);
const PASSWORD = "rahasia-123";

/** Creates an account through the API, then drops the session so the browser starts signed out. */
async function createAccount(page: Page, name: string, password = PASSWORD): Promise<string> {
  const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
  const response = await page.request.post("/api/v1/auth/register", {
    data: { type: "password", name, email, password, dob: "1996-08-17", gender: "Female" },
  });
  expect(response.status()).toBe(201);
  await page.context().clearCookies();
  return email;
}

async function openLogin(page: Page) {
  await page.goto("/");
  await hydrated(page);
  await page.getByTestId("top-bar").getByRole("button", { name: id.nav.login, exact: true }).click();
  return page.getByRole("dialog");
}

async function logIn(page: Page, email: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel(id.auth.email).fill(email);
  await dialog.getByLabel(id.auth.password, { exact: true }).fill(password);
  await dialog.getByRole("button", { name: id.auth.login, exact: true }).click();
}

async function openProfileMenu(page: Page) {
  await page.getByTestId("profile-menu-button").click();
}

test("sign up, log out and log in again", async ({ page }) => {
  const email = uniqueEmail("budi");
  await page.goto("/");
  await hydrated(page);
  await page.getByTestId("top-bar").getByRole("button", { name: id.nav.signup, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(id.auth.fullName).fill("Budi Santoso");
  await dialog.getByLabel(id.auth.email).fill(email);
  await dialog.getByLabel(id.auth.gender).selectOption("Male");
  await dialog.getByLabel(id.auth.year).selectOption("1995");
  await dialog.getByLabel(id.auth.password, { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: id.auth.signup, exact: true }).click();
  await expect(page.getByTestId("top-bar").getByText(greeting("Budi"))).toBeVisible();

  await openProfileMenu(page);
  await page.getByRole("button", { name: id.auth.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByTestId("top-bar").getByRole("button", { name: id.nav.login, exact: true }),
  ).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page.getByTestId("top-bar").getByText(greeting("Budi"))).toBeVisible();
});

test("sign-up names every invalid field in the catalog's words, focuses the first, and sends nothing", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/auth/register")) sent.push(request.url());
  });
  await page.goto("/");
  await hydrated(page);
  await page.getByTestId("top-bar").getByRole("button", { name: id.nav.signup, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(id.auth.email).fill("budi@");
  await dialog.getByLabel(id.auth.password, { exact: true }).fill("pendek");
  await dialog.getByRole("button", { name: id.auth.signup, exact: true }).click();
  const name = dialog.getByLabel(id.auth.fullName);
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  await expect(dialog.getByText(id.validation.invalid_email)).toBeVisible();
  await expect(dialog.getByText(id.validation.eight_chars)).toBeVisible();
  await expect(dialog.getByText(id.validation.field_empty)).toHaveCount(2); // name and gender
  await expect(dialog.getByLabel(id.auth.email)).toHaveAttribute("aria-invalid", "true");
  expect(sent).toEqual([]);
});

test("the login button stays disabled until both fields are filled", async ({ page }) => {
  const dialog = await openLogin(page);
  const submit = dialog.getByRole("button", { name: id.auth.login, exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(id.auth.email).fill("  someone@example.co.id  ");
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(id.auth.password, { exact: true }).fill("x");
  await expect(submit).toBeEnabled();
});

test("a wrong password shows the error under the password field", async ({ page }) => {
  const email = await createAccount(page, "Sari Wulan");
  await logIn(page, email, "not-the-password");
  const password = page.getByRole("dialog").getByLabel(id.auth.password, { exact: true });
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("dialog").getByText(id.accounts.wrongCredentials)).toBeVisible();
});

test("forgot password end to end, and the used link then shows as expired", async ({ page }) => {
  const email = await createAccount(page, "Dewi Anggraini");
  await page.goto("/forget-password");
  await hydrated(page);
  await page.getByLabel(id.auth.email).fill(email);
  await page.getByRole("button", { name: id.auth.forgot.submit }).click();
  await expect(page.getByTestId("forgot-check")).toContainText(email);
  await expect(page.getByText(id.auth.forgot.spamHint)).toBeVisible();

  const mailbox = await page.request.get(`/api/v1/__dev/mailbox?to=${encodeURIComponent(email)}`);
  const link = /\/forget-password\?token=[A-Za-z0-9_-]+/.exec(JSON.stringify(await mailbox.json()))?.[0];
  expect(link, "the reset e-mail carries a link").toBeTruthy();

  await page.goto(link!);
  await hydrated(page);
  await page.getByLabel(id.auth.newPassword, { exact: true }).fill("baru-sekali-99");
  await page.getByLabel(id.auth.confirmPassword).fill("baru-sekali-99");
  await page.getByRole("button", { name: id.auth.forgot.newSubmit }).click();
  await expect(page.getByRole("heading", { name: id.auth.forgot.doneTitle })).toBeVisible();

  await logIn(page, email, "baru-sekali-99");
  await expect(page.getByTestId("top-bar").getByText(greeting("Dewi"))).toBeVisible();
  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByTestId("forgot-expired")).toBeVisible();
});

test("change password, then log in with the new one", async ({ page }) => {
  const email = await createAccount(page, "Rudi Hartono");
  await logIn(page, email, PASSWORD);
  await expect(page.getByTestId("top-bar").getByText(greeting("Rudi"))).toBeVisible();
  await openProfileMenu(page);
  await page.getByRole("button", { name: id.auth.changePassword }).click();
  const dialog = page.getByRole("dialog");
  const save = dialog.getByRole("button", { name: id.auth.save });
  await expect(save).toBeDisabled();
  await dialog.getByLabel(id.auth.oldPassword).fill(PASSWORD);
  await dialog.getByLabel(id.auth.newPassword, { exact: true }).fill("ganti-sandi-77");
  await dialog.getByLabel(id.auth.confirmPassword).fill("ganti-sandi-77");
  await expectSnackbar(page, "success", id.auth.passwordChanged, () => save.click());

  await page.context().clearCookies();
  await logIn(page, email, "ganti-sandi-77");
  await expect(page.getByTestId("top-bar").getByText(greeting("Rudi"))).toBeVisible();
});

test("edit profile changes the greeting but never the e-mail", async ({ page }) => {
  const email = await createAccount(page, "Maya Putri");
  await logIn(page, email, PASSWORD);
  await openProfileMenu(page);
  await page.getByRole("button", { name: id.auth.editProfile }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel(id.auth.email)).toBeDisabled();
  await expect(dialog.getByLabel(id.auth.fullName)).toHaveValue("Maya Putri");
  await dialog.getByLabel(id.auth.fullName).fill("Mayang Sari");
  await dialog.getByRole("button", { name: id.auth.save }).click();
  await expect(page.getByTestId("top-bar").getByText(greeting("Mayang"))).toBeVisible();
});

test("Google sign-in: an unknown account completes its profile, then signs straight in", async ({ page }) => {
  const identity = { email: uniqueEmail("rina"), name: "Rina Kartika" };
  const token = fakeGoogleToken(identity);
  // Stands in for Google Identity Services' token client, which cannot load on this offline machine.
  await page.addInitScript((accessToken) => {
    Object.assign(window, {
      google: {
        accounts: {
          oauth2: {
            initTokenClient: (config: { callback: (r: { access_token: string }) => void }) => ({
              requestAccessToken: () => config.callback({ access_token: accessToken }),
            }),
          },
        },
      },
    });
  }, token);
  let dialog = await openLogin(page);
  await dialog.getByRole("button", { name: id.auth.continueWithGoogle }).click();
  await expect(dialog.getByText(identity.email)).toBeVisible();
  await dialog.getByLabel(id.auth.gender).selectOption("Female");
  await dialog.getByRole("button", { name: id.auth.completeProfileSubmit }).click();
  await expect(page.getByTestId("top-bar").getByText(greeting("Rina"))).toBeVisible();

  await openProfileMenu(page);
  await page.getByRole("button", { name: id.auth.changePassword }).click();
  await expect(page.getByRole("dialog").getByTestId("google-password-notice")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.context().clearCookies();
  dialog = await openLogin(page);
  await dialog.getByRole("button", { name: id.auth.continueWithGoogle }).click();
  await expect(page.getByTestId("top-bar").getByText(greeting("Rina"))).toBeVisible();
});

test.describe("inside an in-app browser", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 Instagram 330.0.0.0",
  });

  test("Google sign-in shows the open-in-your-browser notice instead", async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole("button", { name: id.auth.continueWithGoogle }).click();
    const notice = dialog.getByTestId("login-webview");
    await expect(notice).toContainText(id.auth.webviewTitle);
    await notice.getByRole("button", { name: id.auth.ok }).click();
    await expect(notice).toHaveCount(0);
  });
});

test("sign-up suggests the intended domain for a mistyped gmail address", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByTestId("top-bar").getByRole("button", { name: id.nav.signup, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(id.auth.email).fill("budi.santoso@gmial.com");
  const suggestion = dialog.getByRole("button", {
    name: id.auth.didYouMean.replace("{email}", "budi.santoso@gmail.com"),
  });
  await suggestion.click();
  await expect(dialog.getByLabel(id.auth.email)).toHaveValue("budi.santoso@gmail.com");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the profile page greets the buyer with the yearly summary and logs out", async ({ page }) => {
    const email = await createAccount(page, "Agus Salim");
    await page.request.post("/api/v1/auth/login", { data: { type: "password", email, password: PASSWORD } });
    await page.goto("/profile");
    await hydrated(page);
    const summary = page.getByTestId("wrapped");
    await expect(summary).toContainText(id.auth.wrapped.greeting.replace("{name}", "Agus"));
    await expect(summary).toContainText(id.auth.wrapped.levels.new_audience_member);
    await page.getByRole("button", { name: id.auth.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/profile");
    await expect(page.getByTestId("profile-signed-out")).toBeVisible();
  });
});
