import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketCategories } from "../../server/db/schema/index.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { createOrgFixture, type OrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * In the workspace: an owner or admin turns the event's waiting room on with the sale's
 * opening and the admissions a minute; the change is audited, refused with translated messages when
 * invalid or when the event is cancelled, and enforced at once by checkout (a buyer without a turn is
 * refused) while the buyers' status shows the line.
 */
let t: TestApp;
let f: OrgFixture;
const room = () => `/organizer/organizations/${f.organiser.id}/events/${f.published.id}/waiting-room`;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  f = await createOrgFixture(t.database.db);
});
afterAll(() => t.close());

describe("the event's waiting room in the workspace", () => {
  it("starts off, then an admin turns it on; the line, the audit log and checkout follow", async () => {
    const before = await orgCall(t.app, { method: "GET", url: room(), token: f.members.finance.token });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      enabled: false,
      opens_at: null,
      line: { in_line: 0, admitted: 0, opened: false },
    });

    const opensAt = inAnHour();
    const saved = await orgCall(t.app, {
      method: "PUT",
      url: room(),
      token: f.members.admin.token,
      body: { enabled: true, opens_at: opensAt, admit_per_minute: 300, token_minutes: 8 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      enabled: true,
      opens_at: opensAt,
      admit_per_minute: 300,
      token_minutes: 8,
    });

    // Buyers now queue: one joins and waits for the opening; a hold without a turn is refused.
    const [buyer] = await createBuyers(t.database.db, 1);
    const headers = { "accept-language": "id", cookie: `tiketin_session=${buyer!.token}` };
    const joined = await t.app.inject({
      method: "POST",
      url: `/api/v1/queue/${f.published.slug}/join`,
      headers,
    });
    expect(joined.json().data).toMatchObject({ state: "before_opening", admit_per_minute: 300 });
    const [category] = await t.database.db
      .select()
      .from(ticketCategories)
      .where(eq(ticketCategories.eventId, f.published.id));
    const hold = await t.app.inject({
      method: "POST",
      url: "/api/v1/transaction/checkout",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({
        event_slug: f.published.slug,
        tickets: [{ category_id: category!.id, quantity: 1 }],
      }),
    });
    expect(hold.statusCode).toBe(409);
    expect(hold.json().errorCode).toBe("admission_required");
    const line = await orgCall(t.app, { method: "GET", url: room(), token: f.members.owner.token });
    expect(line.body.data).toMatchObject({ line: { in_line: 1, admitted: 0, opened: false } });

    const audit = await orgCall(t.app, {
      method: "GET",
      url: `/organizer/organizations/${f.organiser.id}/events/${f.published.id}/audit`,
      token: f.members.admin.token,
    });
    const entries = (audit.body.data as { rows: { entity: string; before: unknown; after: unknown }[] }).rows;
    expect(entries.find((row) => row.entity === "waiting_room")).toMatchObject({
      before: null,
      after: { enabled: true, admit_per_minute: 300, token_minutes: 8, opens_at: opensAt },
    });

    // Off again: checkout no longer asks for a turn.
    const off = await orgCall(t.app, {
      method: "PUT",
      url: room(),
      token: f.members.owner.token,
      body: { enabled: false, opens_at: opensAt, admit_per_minute: 300 },
    });
    expect(off.body.data).toMatchObject({ enabled: false, token_minutes: 10 });
  });

  it("refuses invalid settings with translated field messages and changes nothing", async () => {
    const current = (await orgCall(t.app, { method: "GET", url: room(), token: f.members.admin.token })).body
      .data;
    for (const body of [
      { enabled: true, opens_at: "tomorrow", admit_per_minute: 100 },
      { enabled: true, opens_at: inAnHour(), admit_per_minute: 0 },
      { enabled: true, opens_at: inAnHour(), admit_per_minute: 1.5 },
      { enabled: true, opens_at: inAnHour(), admit_per_minute: 100, token_minutes: 5_000 },
      { enabled: "yes", opens_at: inAnHour(), admit_per_minute: 100 },
      {},
    ]) {
      const refused = await orgCall(t.app, {
        method: "PUT",
        url: room(),
        token: f.members.admin.token,
        body,
        language: "id",
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe("validation_failed");
      expect(refused.body.message).toMatch(/\S/);
    }
    const after = (await orgCall(t.app, { method: "GET", url: room(), token: f.members.admin.token })).body
      .data;
    expect(after).toEqual(current);
  });

  it("refuses a cancelled event's waiting room with a translated message", async () => {
    const cancelled = await orgCall(t.app, {
      method: "POST",
      url: `/organizer/organizations/${f.organiser.id}/events/${f.draft.id}/cancel`,
      token: f.members.owner.token,
      body: { reason: "Venue tidak tersedia" },
    });
    expect(cancelled.status).toBe(200);
    const refused = await orgCall(t.app, {
      method: "PUT",
      url: `/organizer/organizations/${f.organiser.id}/events/${f.draft.id}/waiting-room`,
      token: f.members.admin.token,
      body: { enabled: true, opens_at: inAnHour(), admit_per_minute: 100 },
      language: "en",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This event is cancelled: it has no sale to queue for.");
  });
});
