import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { expectSnackbar } from "./support/snackbar.ts";

/**
 * A new team member's path: a signed-out invitee opens the invitation mail's link (its token in the
 * URL fragment), signs up or signs in in the login dialog on that page, lands back on the invitation
 * with the token still there and joins. A revoked link says so. And an owner whose server cannot send
 * mail is told so, with the link to pass on, instead of "Undangan terkirim".
 */
const o = id.organizer;
const t = createTranslator("id");
const PASSWORD = "rahasia-123";

interface Invitation {
  orgId: number;
  orgName: string;
  email: string;
  /** The link's path and fragment: `/organizer/invitation#token=...`. */
  path: string;
  invitationId: string;
}

/** An owner (in their own request context) creates an organisation and invites a fresh address. */
async function inviteSomeone(owner: APIRequestContext): Promise<Invitation> {
  const session = await owner.post("/api/v1/__test/session", {
    data: { name: "Rina Pemilik", email: `pemilik-${randomUUID()}@example.com` },
  });
  expect(session.status()).toBe(200);
  const orgName = `Tim Undangan ${randomUUID().slice(0, 8)}`;
  const created = await owner.post("/api/v1/organizer/organizations", { data: { name: orgName } });
  expect(created.status(), await created.text()).toBe(201);
  const orgId = ((await created.json()) as { data: { id: number } }).data.id;
  const email = `anggota-${randomUUID()}@example.com`;
  const invited = await owner.post(`/api/v1/organizer/organizations/${orgId}/invitations`, {
    data: { email, role: "admin" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitationId = ((await invited.json()) as { data: { id: string } }).data.id;
  const mailbox = await owner.get(`/api/v1/__dev/mailbox?to=${encodeURIComponent(email)}`);
  const path = /\/organizer\/invitation#token=[A-Za-z0-9_%-]+/.exec(
    JSON.stringify(await mailbox.json()),
  )?.[0];
  expect(path, "the invitation mail carries the link").toBeTruthy();
  return { orgId, orgName, email, path: path!, invitationId };
}

/** The signed-out invitation page opens the login dialog by itself. */
async function openSignedOut(page: Page, invitation: Invitation) {
  await page.goto(invitation.path);
  await expect(page.getByTestId("page-not-authorized")).toBeVisible();
  await hydrated(page);
  return page.getByRole("dialog", { name: id.modal.login });
}

async function expectJoined(page: Page, invitation: Invitation) {
  const state = page.getByTestId("invitation-state");
  await expect(state).toContainText(t("organizer.invitation.joined", { org: invitation.orgName }));
  await expect(state).not.toContainText(id.apiErrors.validation_failed);
  await expect(page.getByRole("link", { name: o.invitation.open })).toBeVisible();
  // Used up: the token leaves the address bar.
  await expect.poll(() => new URL(page.url()).hash).toBe("");
}

test("a signed-out invitee signs up from the invitation link, lands back on it and joins", async ({
  page,
  secondPage: owner,
}) => {
  const invitation = await inviteSomeone(owner.request);
  const login = await openSignedOut(page, invitation);
  await login.getByRole("tab", { name: id.modal.signupTab }).click();
  const dialog = page.getByRole("dialog", { name: id.modal.signup });
  await dialog.getByLabel(id.auth.fullName).fill("Dewi Anggota");
  await dialog.getByLabel(id.auth.email).fill(invitation.email);
  await dialog.getByLabel(id.auth.gender).selectOption("Female");
  await dialog.getByLabel(id.auth.year).selectOption("1994");
  await dialog.getByLabel(id.auth.password, { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: id.auth.signup, exact: true }).click();
  await expect(page).toHaveURL(/\/organizer\/invitation/);
  await expectJoined(page, invitation);
});

test("a signed-out invitee with an account signs in from the invitation link and joins", async ({
  page,
  secondPage: owner,
}) => {
  const invitation = await inviteSomeone(owner.request);
  const account = await page.request.post("/api/v1/auth/register", {
    data: {
      type: "password",
      name: "Bayu Anggota",
      email: invitation.email,
      password: PASSWORD,
      dob: "1990-03-12",
      gender: "Male",
    },
  });
  expect(account.status()).toBe(201);
  await page.context().clearCookies();

  const login = await openSignedOut(page, invitation);
  await login.getByLabel(id.auth.email).fill(invitation.email);
  await login.getByLabel(id.auth.password, { exact: true }).fill(PASSWORD);
  await login.getByRole("button", { name: id.auth.login, exact: true }).click();
  await expectJoined(page, invitation);
});

test("a revoked invitation link says it was revoked", async ({ page, signIn, secondPage: owner }) => {
  const invitation = await inviteSomeone(owner.request);
  const revoked = await owner.request.delete(
    `/api/v1/organizer/organizations/${invitation.orgId}/invitations/${invitation.invitationId}`,
  );
  expect(revoked.status()).toBe(200);
  await signIn("Sari Terlambat");
  await page.goto(invitation.path);
  await expect(page.getByTestId("invitation-state").getByRole("alert")).toHaveText(
    o.errors.invitationRevoked,
  );
});

test("without mail delivery the team screen shows the invitation link to copy, not 'Undangan terkirim'", async ({
  page,
  signIn,
}) => {
  await signIn("Rina Pemilik");
  const created = await page.request.post("/api/v1/organizer/organizations", {
    data: { name: `Tim Tanpa Surel ${randomUUID().slice(0, 8)}` },
  });
  expect(created.status()).toBe(201);
  const orgId = ((await created.json()) as { data: { id: number } }).data.id;
  // This server delivers to the development mailbox; the answer of one without any mail transport
  // (production without SMTP_URL) is the same invitation with mailDelivery "none" and its link.
  const link = "http://127.0.0.1/organizer/invitation#token=contoh-token-undangan";
  await page.route(`**/api/v1/organizer/organizations/${orgId}/invitations`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data.mailDelivery).toBe("dev_mailbox");
    await route.fulfill({ response, json: { ...body, data: { ...body.data, mailDelivery: "none", link } } });
  });
  await page.goto(`/organizer/${orgId}/team`);
  await hydrated(page);
  const email = `tanpa-surel-${randomUUID()}@example.com`;
  await page.getByLabel(o.team.inviteEmail).fill(email);
  await expectSnackbar(page, "success", o.messages.invitationCreated, () =>
    page.getByRole("button", { name: o.team.inviteSubmit }).click(),
  );
  const unsent = page.getByTestId("invite-unsent");
  await expect(unsent).toContainText(o.team.noMailTitle);
  await expect(unsent).toContainText(t("organizer.team.noMailBody", { email }));
  await expect(unsent.getByLabel(o.team.noMailLink)).toHaveValue(link);
  await expect(page.getByText(o.messages.invited, { exact: true })).toHaveCount(0);
  await expect(page.getByTestId("team-invitations")).toContainText(email);
});
