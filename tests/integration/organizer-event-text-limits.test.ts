import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_TEXT_LIMITS } from "../../shared/contracts/organizer.ts";
import { createOrgFixture, type OrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let f: OrgFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await createOrgFixture(t.database.db);
});
afterAll(() => t.close());

const base = (orgId: number) => `/organizer/organizations/${orgId}`;
type Data = Record<string, unknown>;

/** A text of exactly `length` characters, made of words (as a pasted title would be), none trimmed away. */
const textOf = (length: number) =>
  `${"Konser Akbar Nusantara ".repeat(Math.ceil(length / 23)).slice(0, length - 1)}x`;

// The API already refused these (zod's max in the shared contract) before the editor stopped cutting
// pastes silently (its inputs' maxLength): these pin that the server's side stays so.
describe("an event's text over its limit is refused with a field error, never cut", () => {
  it("refuses a 161-character title on create and on save, in the caller's language", async () => {
    const token = f.members.admin.token;
    const created = await orgCall(t.app, {
      method: "POST",
      url: `${base(f.organiser.id)}/events`,
      token,
      body: { title: textOf(161) },
    });
    expect(created.status).toBe(400);
    expect(created.body.fields?.title).toBe("Must be at most 160 characters");

    const saved = await orgCall(t.app, {
      method: "PATCH",
      url: `${base(f.organiser.id)}/events/${f.draft.id}`,
      token,
      language: "id",
      body: { title: textOf(200) },
    });
    expect(saved.status).toBe(400);
    expect(saved.body.fields?.title).toBe("Maksimal 160 karakter");

    // Control: exactly 160 characters is kept whole, not a character less.
    const exact = textOf(160);
    const ok = await orgCall(t.app, {
      method: "PATCH",
      url: `${base(f.organiser.id)}/events/${f.draft.id}`,
      token,
      body: { title: exact },
    });
    expect(ok.status).toBe(200);
    expect((ok.body.data as Data).title).toBe(exact);
  });

  it("refuses every other text field of the editor over its limit with the field's own message", async () => {
    const token = f.members.admin.token;
    for (const [field, max] of Object.entries(EVENT_TEXT_LIMITS)) {
      if (field === "title" || field === "slug") continue;
      const value = field.endsWith("Url") ? `https://tiketin.test/${"a".repeat(max)}` : textOf(max + 1);
      const response = await orgCall(t.app, {
        method: "PATCH",
        url: `${base(f.organiser.id)}/events/${f.draft.id}`,
        token,
        body: { [field]: value },
      });
      expect({ field, status: response.status }).toEqual({ field, status: 400 });
      expect({ field, message: response.body.fields?.[field] }).toEqual({
        field,
        message: `Must be at most ${max} characters`,
      });
    }
  });
});
