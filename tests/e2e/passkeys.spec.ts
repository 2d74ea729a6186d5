import { randomUUID } from "node:crypto";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { SoftwareAuthenticator } from "../support/software-authenticator.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { fakeGoogleToken } from "./support/fake-google.ts";

const PASSWORD = "rahasia-123";
const SHOTS = process.env.SCREENSHOTS_DIR ?? process.env.SCREENSHOT_DIR;
// Passkeys are made for the RP ID `localhost` (PASSKEY_ORIGIN in playwright.config.ts): browsers refuse
// the IP address the other specs use.
const SITE = `http://localhost:${process.env.E2E_PORT ?? 3210}`;
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/133.0";

test("passkeys: add one on the security page (other devices signed out), sign out, sign in with it, remove it", async ({
  page,
  secondPage,
}) => {
  const shot = async (name: string, fullPage = true) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
  };
  // A platform authenticator with a PIN or biometrics, as on a phone: it keeps discoverable credentials.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  const email = `rina-${randomUUID().slice(0, 8)}@example.co.id`;
  const registered = await page.request.post(`${SITE}/api/v1/auth/register`, {
    data: {
      type: "password",
      name: "Rina Wijaya",
      email,
      password: PASSWORD,
      dob: "1995-03-12",
      gender: "Female",
    },
  });
  expect(registered.status()).toBe(201);
  const laptop = await secondPage.request.post(`${SITE}/api/v1/auth/login`, {
    data: { type: "password", email, password: PASSWORD },
    headers: { "user-agent": LAPTOP },
  });
  expect(laptop.status()).toBe(200);

  await page.setViewportSize(DESKTOP);
  await page.goto(`${SITE}/en/profile/security`);
  await hydrated(page);
  const sessions = page.getByTestId("sessions").getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(page.getByText(en.security.passkeys.none)).toBeVisible();
  await page.getByRole("button", { name: en.security.passkeys.add }).click();
  await page.getByLabel(en.security.passkeys.nameLabel).fill("Rina's phone");
  await shot("passkeys-name-en-1280");
  await page.getByRole("button", { name: en.security.passkeys.create }).click();
  const passkeys = page.getByTestId("passkeys").getByRole("listitem");
  await expect(passkeys).toHaveCount(1);
  await expect(passkeys.first()).toContainText("Rina's phone");
  await expect(passkeys.first()).toContainText(en.security.passkeys.neverUsed);
  // A first second factor signs the other devices out; this one stays.
  await expect(sessions).toHaveCount(1);
  expect((await secondPage.request.get(`${SITE}/api/v1/auth-user/my-data`)).status()).toBe(401);
  await shot("passkeys-en-1280");
  await page.setViewportSize(MOBILE);
  await shot("passkeys-en-390");

  await page.goto(`${SITE}/profile/security`);
  await hydrated(page);
  await expect(page.getByTestId("passkeys").getByRole("listitem")).toContainText(
    id.security.passkeys.neverUsed,
  );
  await shot("passkeys-id-390");
  await page.setViewportSize(DESKTOP);
  await shot("passkeys-id-1280");

  // Signed out, the sign-in dialog offers the passkey; the browser's authenticator answers.
  await page.context().clearCookies();
  for (const [catalog, path] of [
    [en, "/en"],
    [id, "/"],
  ] as const) {
    await page.goto(`${SITE}${path}`);
    await hydrated(page);
    await page.getByTestId("top-bar").getByRole("button", { name: catalog.nav.login, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: catalog.auth.passkey.signIn })).toBeVisible();
    const language = catalog === en ? "en" : "id";
    if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/login-passkey-${language}-1280.png` });
    await page.setViewportSize(MOBILE);
    await shot(`login-passkey-${language}-390`, false);
    await page.setViewportSize(DESKTOP);
  }
  await page.getByRole("dialog").getByRole("button", { name: id.auth.passkey.signIn }).click();
  await expect(page.getByTestId("profile-menu-button")).toBeVisible();

  await page.goto(`${SITE}/en/profile/security`);
  await hydrated(page);
  const listed = page.getByTestId("passkeys").getByRole("listitem");
  await expect(listed).not.toContainText(en.security.passkeys.neverUsed);
  await listed.getByRole("button", { name: en.security.passkeys.remove }).click();
  await page.getByLabel(en.security.passkeys.passwordLabel, { exact: true }).fill(PASSWORD);
  await shot("passkeys-remove-en-1280");
  await page.getByRole("button", { name: en.security.passkeys.confirmRemove }).click();
  await expect(page.getByText(en.security.passkeys.none)).toBeVisible();
});

test("passkeys: an account made with Google, without password or app, removes a passkey by answering with one", async ({
  page,
}) => {
  const shot = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const email = `dewi-${randomUUID().slice(0, 8)}@example.co.id`;
  const registered = await page.request.post(`${SITE}/api/v1/auth/register`, {
    data: { type: "google", dob: "1997-02-03", gender: "Female" },
    headers: { authorization: `Bearer ${fakeGoogleToken({ email, name: "Dewi Lestari" })}` },
  });
  expect(registered.status()).toBe(201);
  // A passkey made earlier on another device (a software authenticator answering through the API).
  const elsewhere = new SoftwareAuthenticator(SITE);
  const started = await page.request.post(`${SITE}/api/v1/auth-user/passkeys/options`);
  const { options } = (await started.json()).data;
  const added = await page.request.post(`${SITE}/api/v1/auth-user/passkeys`, {
    data: { name: "Old laptop", response: elsewhere.register(options) },
  });
  expect(added.status()).toBe(201);

  await page.setViewportSize(DESKTOP);
  await page.goto(`${SITE}/en/profile/security`);
  await hydrated(page);
  await page.getByRole("button", { name: en.security.passkeys.add }).click();
  await page.getByLabel(en.security.passkeys.nameLabel).fill("Dewi's phone");
  await page.getByRole("button", { name: en.security.passkeys.create }).click();
  const passkeys = page.getByTestId("passkeys").getByRole("listitem");
  await expect(passkeys).toHaveCount(2);
  // Opened afresh, so the "added" notice does not cover the form in the pictures.
  await page.goto(`${SITE}/en/profile/security`);
  await hydrated(page);

  const laptop = passkeys.filter({ hasText: "Old laptop" });
  await laptop.getByRole("button", { name: en.security.passkeys.remove }).click();
  // No password and no app: the form asks for a passkey straight away.
  await expect(page.getByText(en.security.passkeys.removeIntroPasskeyOnly)).toBeVisible();
  await expect(page.getByLabel(en.security.passkeys.passwordLabel, { exact: true })).toHaveCount(0);
  await shot("passkeys-remove-by-passkey-en-1280");
  await page.setViewportSize(MOBILE);
  await shot("passkeys-remove-by-passkey-en-390");
  await page.setViewportSize(DESKTOP);
  // The phone's passkey (the browser's authenticator) proves it is the owner.
  await page.getByRole("button", { name: en.security.passkeys.usePasskey }).click();
  await expect(passkeys).toHaveCount(1);
  await expect(passkeys.first()).toContainText("Dewi's phone");

  await page.goto(`${SITE}/profile/security`);
  await hydrated(page);
  await page
    .getByTestId("passkeys")
    .getByRole("listitem")
    .getByRole("button", { name: id.security.passkeys.remove })
    .click();
  await expect(page.getByText(id.security.passkeys.removeIntroPasskeyOnly)).toBeVisible();
  await page.setViewportSize(MOBILE);
  await shot("passkeys-remove-by-passkey-id-390");
  await page.setViewportSize(DESKTOP);
  await shot("passkeys-remove-by-passkey-id-1280");
  // The last passkey: Google still signs this account in, so it may go.
  await page.getByRole("button", { name: id.security.passkeys.usePasskey }).click();
  await expect(page.getByText(id.security.passkeys.none)).toBeVisible();
});
