import { randomUUID } from "node:crypto";
import { totpCode, totpStep } from "../../server/features/accounts/totp.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";

const PASSWORD = "rahasia-123";
const SHOTS = process.env.SCREENSHOT_DIR;
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/133.0";

test("account security: other devices signed out, two-factor turned on, then sign-in asks for the code", async ({
  page,
  secondPage,
}) => {
  const shot = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  const email = `dewi-${randomUUID().slice(0, 8)}@example.co.id`;
  const registered = await page.request.post("/api/v1/auth/register", {
    data: {
      type: "password",
      name: "Dewi Lestari",
      email,
      password: PASSWORD,
      dob: "1996-08-17",
      gender: "Female",
    },
  });
  expect(registered.status()).toBe(201);
  const laptop = await secondPage.request.post("/api/v1/auth/login", {
    data: { type: "password", email, password: PASSWORD },
    headers: { "user-agent": LAPTOP },
  });
  expect(laptop.status()).toBe(200);

  await page.setViewportSize(DESKTOP);
  await page.goto("/en/profile/security");
  await hydrated(page);
  const sessions = page.getByTestId("sessions").getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText(en.security.sessions.thisDevice);
  await expect(sessions.nth(1)).toContainText("Firefox · Windows");
  await shot("security-en-1280");

  // One device signed out by hand; the laptop signs in again.
  await sessions.nth(1).getByRole("button", { name: en.security.sessions.signOut }).click();
  await expect(sessions).toHaveCount(1);
  expect((await secondPage.request.get("/api/v1/auth-user/my-data")).status()).toBe(401);
  const again = await secondPage.request.post("/api/v1/auth/login", {
    data: { type: "password", email, password: PASSWORD },
    headers: { "user-agent": LAPTOP },
  });
  expect(again.status()).toBe(200);
  await page.reload();
  await hydrated(page);
  await expect(sessions).toHaveCount(2);

  await page.getByRole("button", { name: en.security.twoFactor.start }).click();
  await expect(page.locator('img[src^="data:image/svg+xml"]')).toBeVisible();
  await shot("security-enrol-en-1280");
  const secret = (await page.getByTestId("totp-key").textContent())!.trim();
  await page.getByLabel(en.security.twoFactor.codeLabel).fill(totpCode(secret, totpStep(new Date())));
  await page.getByRole("button", { name: en.security.twoFactor.confirm }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await shot("security-recovery-en-1280");
  await page.getByRole("button", { name: en.security.twoFactor.recoveryDone }).click();
  await expect(page.getByTestId("two-factor-status")).toHaveText(
    en.security.twoFactor.statusOn.replace("{count}", "10"),
  );

  // Turning two-factor on signed the laptop out (its session was opened without a code); this one stays.
  await expect(sessions).toHaveCount(1);
  expect((await secondPage.request.get("/api/v1/auth-user/my-data")).status()).toBe(401);

  await page.setViewportSize(MOBILE);
  await page.goto("/profile/security");
  await hydrated(page);
  await expect(page.getByTestId("two-factor-status")).toHaveText(
    id.security.twoFactor.statusOn.replace("{count}", "10"),
  );
  await shot("security-id-390");

  // Signed out, the password alone is not enough: the modal asks for the code.
  await page.context().clearCookies();
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await hydrated(page);
  await page.getByTestId("top-bar").getByRole("button", { name: id.nav.login, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(id.auth.email).fill(email);
  await dialog.getByLabel(id.auth.password, { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: id.auth.login, exact: true }).click();
  await expect(dialog.getByRole("heading", { name: id.auth.secondFactor.title })).toBeVisible();
  if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/login-code-id-1280.png` });
  // The next step's code: the one confirming enrolment may still be current, and it counts once.
  await dialog.getByLabel(id.auth.secondFactor.codeLabel).fill(totpCode(secret, totpStep(new Date()) + 1));
  await dialog.getByRole("button", { name: id.auth.secondFactor.verify }).click();
  await expect(page.getByTestId("profile-menu-button")).toBeVisible();
});
