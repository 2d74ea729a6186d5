import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode, totpStep } from "../../server/features/accounts/totp.ts";
import { ManualClock } from "../support/accounts.ts";
import { createOrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** Turns two-factor sign-in on for the holder of `token`, as the profile's security page does. */
async function enrol(token: string) {
  const enrolment = await orgCall(t.app, { method: "POST", url: "/auth-user/two-factor/enrol", token });
  const { secret } = enrolment.body.data as { secret: string };
  const code = totpCode(secret, totpStep(clock.now()));
  const confirm = await orgCall(t.app, {
    method: "POST",
    url: "/auth-user/two-factor/confirm",
    token,
    body: { code },
  });
  expect(confirm.status).toBe(200);
}

describe("an organisation that requires two-factor sign-in", () => {
  it("refuses members without it in the workspace, with a translated reason, until they turn it on", async () => {
    const f = await createOrgFixture(t.database.db);
    const org = `/organizer/organizations/${f.organiser.id}`;
    const require = (token: string, required: boolean) =>
      orgCall(t.app, { method: "PUT", url: `${org}/two-factor-requirement`, token, body: { required } });

    // Control: before the rule, the admin works in the workspace.
    expect((await orgCall(t.app, { method: "GET", url: org, token: f.members.admin.token })).status).toBe(
      200,
    );

    // The owner cannot impose what they do not have (it would lock them out).
    const early = await require(f.members.owner.token, true);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      "Turn on two-factor sign-in for your own account first, then require it of your members.",
    );

    await enrol(f.members.owner.token);
    const on = await require(f.members.owner.token, true);
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ required: true });
    // Only an owner sets it.
    expect((await require(f.members.admin.token, false)).status).toBe(403);

    const refused = await orgCall(t.app, {
      method: "GET",
      url: `${org}/events`,
      token: f.members.admin.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("two_factor_required");
    expect(refused.body.message).toBe(
      "This organisation requires two-factor sign-in. Turn it on in your account security settings to continue.",
    );
    const inIndonesian = await orgCall(t.app, {
      method: "GET",
      url: org,
      token: f.members.admin.token,
      language: "id",
    });
    expect(inIndonesian.body.message).toBe(
      "Organisasi ini mewajibkan masuk dua langkah. Aktifkan di pengaturan keamanan akunmu untuk melanjutkan.",
    );
    // The owner, who has it, still works; the organisation view says the rule is on.
    const view = await orgCall(t.app, { method: "GET", url: org, token: f.members.owner.token });
    expect((view.body.data as { requireTwoFactor: boolean }).requireTwoFactor).toBe(true);

    clock.advance(30_000);
    await enrol(f.members.admin.token);
    expect(
      (await orgCall(t.app, { method: "GET", url: `${org}/events`, token: f.members.admin.token })).status,
    ).toBe(200);

    // Turned off again, members without it are back in.
    expect((await orgCall(t.app, { method: "GET", url: org, token: f.members.finance.token })).status).toBe(
      403,
    );
    expect((await require(f.members.owner.token, false)).status).toBe(200);
    expect((await orgCall(t.app, { method: "GET", url: org, token: f.members.finance.token })).status).toBe(
      200,
    );
  });
});
