import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, organiserInvitations } from "../../server/db/schema/index.ts";
import { organizerEn } from "../../shared/i18n/catalogs/organizer/en.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { orgCall } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Team invitations, as the organiser met them: a refused link says why (revoked, used, expired), and
 * the answer to an invitation says whether its mail can reach the invitee at all. Without a mail
 * transport (production without SMTP_URL: no SMTP, no development mailbox) the owner gets the link to
 * pass on instead of a false "Invitation sent".
 */
type Data = Record<string, unknown>;

let withMailbox: TestApp;
let withoutMail: TestApp;
beforeAll(async () => {
  withMailbox = await createTestApp();
  // What production without SMTP_URL is: nothing delivers the outbox and nobody can read it.
  withoutMail = await createTestApp({ env: { DEV_MAILBOX: "false" } });
});
afterAll(async () => {
  await withMailbox?.close();
  await withoutMail?.close();
});

async function newOrganisation(t: TestApp) {
  const [owner, invitee, other] = await createBuyers(t.database.db, 3);
  const created = await orgCall(t.app, {
    method: "POST",
    url: "/organizer/organizations",
    token: owner!.token,
    body: { name: `Tim Undangan ${Date.now()}` },
  });
  expect(created.status).toBe(201);
  return { orgId: (created.body.data as Data).id as number, owner: owner!, invitee: invitee!, other: other! };
}

async function invite(t: TestApp, orgId: number, ownerToken: string, email: string) {
  const invited = await orgCall(t.app, {
    method: "POST",
    url: `/organizer/organizations/${orgId}/invitations`,
    token: ownerToken,
    body: { email, role: "admin" },
  });
  expect(invited.status).toBe(201);
  return invited;
}

async function tokenMailedTo(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return decodeURIComponent(/#token=([^\s"]+)/.exec(mail!.text)![1]!);
}

const accept = (t: TestApp, sessionToken: string, token: string) =>
  orgCall(t.app, {
    method: "POST",
    url: "/organizer/invitations/accept",
    token: sessionToken,
    body: { token },
  });

describe("a refused invitation link says why", () => {
  it("revoked, already used and expired invitations each get their own message (410)", async () => {
    const t = withMailbox;
    const { orgId, owner, invitee, other } = await newOrganisation(t);
    const stamp = Date.now();
    const [revokedEmail, usedEmail, expiredEmail] = ["revoked", "used", "expired"].map(
      (kind) => `${kind}-${stamp}@example.com`,
    );

    const revokedInvite = await invite(t, orgId, owner.token, revokedEmail!);
    const revokedToken = await tokenMailedTo(t, revokedEmail!);
    const revoke = await orgCall(t.app, {
      method: "DELETE",
      url: `/organizer/organizations/${orgId}/invitations/${(revokedInvite.body.data as Data).id}`,
      token: owner.token,
    });
    expect(revoke.status).toBe(200);
    const revoked = await accept(t, invitee.token, revokedToken);
    expect(revoked.status).toBe(410);
    expect(revoked.body.message).toBe(organizerEn.errors.invitationRevoked);

    await invite(t, orgId, owner.token, usedEmail!);
    const usedToken = await tokenMailedTo(t, usedEmail!);
    expect((await accept(t, invitee.token, usedToken)).status).toBe(200);
    const used = await accept(t, other.token, usedToken);
    expect(used.status).toBe(410);
    expect(used.body.message).toBe(organizerEn.errors.invitationUsed);

    await invite(t, orgId, owner.token, expiredEmail!);
    const expiredToken = await tokenMailedTo(t, expiredEmail!);
    await t.database.db
      .update(organiserInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(organiserInvitations.email, expiredEmail!));
    const expired = await accept(t, other.token, expiredToken);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(organizerEn.errors.invitationExpired);

    const unknown = await accept(t, other.token, "not-a-real-token");
    expect(unknown.status).toBe(410);
    expect(unknown.body.message).toBe(organizerEn.errors.invitationInvalid);
  });
});

describe("the answer to an invitation says whether its mail can reach the invitee", () => {
  it("without a mail transport: mailDelivery none, 'created' (not 'sent'), and the link, which works", async () => {
    const t = withoutMail;
    const { orgId, owner, invitee } = await newOrganisation(t);
    const email = `no-mail-${Date.now()}@example.com`;
    const invited = await invite(t, orgId, owner.token, email);
    const data = invited.body.data as Data;
    expect(data.mailDelivery).toBe("none");
    expect(invited.body.message).toBe(organizerEn.messages.invitationCreated);
    expect(invited.body.message).not.toBe(organizerEn.messages.invited);
    // The mail is still written (it goes out once SMTP is configured), and the answer's link is its link.
    const mailedToken = await tokenMailedTo(t, email);
    expect(data.link).toMatch(/\/organizer\/invitation#token=/);
    const token = decodeURIComponent(/#token=(.+)$/.exec(String(data.link))![1]!);
    expect(token).toBe(mailedToken);

    const accepted = await accept(t, invitee.token, token);
    expect(accepted.status).toBe(200);
    // Never logged: neither the invitation's answer nor the accept call writes the token to a log.
    expect(JSON.stringify(t.logs)).not.toContain(token);
  });

  it("with the development mailbox: mailDelivery dev_mailbox and no link in the answer", async () => {
    const t = withMailbox;
    const { orgId, owner } = await newOrganisation(t);
    const invited = await invite(t, orgId, owner.token, `mailbox-${Date.now()}@example.com`);
    const data = invited.body.data as Data;
    expect(data.mailDelivery).toBe("dev_mailbox");
    expect(data).not.toHaveProperty("link");
  });
});
