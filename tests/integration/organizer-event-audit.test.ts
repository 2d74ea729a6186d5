import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrgFixture, type OrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Every change to an event (its fields and its lifecycle), who made it and the values
 * before and after, is in the event's audit log, which every member of the organisation can read.
 */
let t: TestApp;
let f: OrgFixture;
type Entry = {
  entity: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const eventUrl = () => `/organizer/organizations/${f.organiser.id}/events/${f.published.id}`;
async function auditLog(): Promise<Entry[]> {
  const response = await orgCall(t.app, {
    method: "GET",
    url: `${eventUrl()}/audit`,
    token: f.members.admin.token,
  });
  expect(response.status).toBe(200);
  return (response.body.data as { rows: Entry[] }).rows.filter((row) => row.entity === "event");
}

beforeAll(async () => {
  t = await createTestApp();
  f = await createOrgFixture(t.database.db);
});
afterAll(() => t.close());

describe("the audit log of a published event", () => {
  it("records a field change with only the changed values, before and after", async () => {
    const before = await auditLog();
    const edit = await orgCall(t.app, {
      method: "PATCH",
      url: eventUrl(),
      token: f.members.admin.token,
      body: { title: "Konser Senja di Taman Kota" },
    });
    expect(edit.status).toBe(200);
    const after = await auditLog();
    expect(after).toHaveLength(before.length + 1);
    const entry = after.find((row) => row.after?.title === "Konser Senja di Taman Kota");
    expect(entry?.before).toEqual({ title: f.published.title });
    expect(Object.keys(entry?.after ?? {})).toEqual(["title"]);
  });

  it("records cancelling with its reason, and a refused change records nothing", async () => {
    const cancel = await orgCall(t.app, {
      method: "POST",
      url: `${eventUrl()}/cancel`,
      token: f.members.owner.token,
      body: { reason: "Venue tidak tersedia" },
    });
    expect(cancel.status).toBe(200);
    const entries = await auditLog();
    expect(
      entries.some(
        (row) => row.after?.lifecycle === "cancelled" && row.after?.cancelReason === "Venue tidak tersedia",
      ),
    ).toBe(true);
    const refused = await orgCall(t.app, {
      method: "PATCH",
      url: eventUrl(),
      token: f.members.owner.token,
      body: { title: "Tidak boleh" },
    });
    expect(refused.status).toBe(409);
    expect(await auditLog()).toHaveLength(entries.length);
  });
});
