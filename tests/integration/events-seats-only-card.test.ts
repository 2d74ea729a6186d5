import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventCard, EventDetail } from "../../shared/contracts/events.ts";
import { createCategory, createEvent, createSeatSection, daysFromNow } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * A card says "Kursi bernomor" when an event sells numbered seats only, so the buyer knows
 * before the ticket page. `seats_only` is true exactly when the event has categories and each one is
 * sold by seat (has a seat section); a mixed event or one with no categories yet is not.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const seated = await createEvent(db, { slug: "seats-only-arena", startsAt: daysFromNow(10) });
  for (const name of ["VIP", "Tribun"]) {
    const category = await createCategory(db, seated.id);
    await createSeatSection(db, seated.id, category.id, name, ["A", "B"], 4);
  }
  const mixed = await createEvent(db, { slug: "seats-mixed-hall", startsAt: daysFromNow(11) });
  const seatCategory = await createCategory(db, mixed.id);
  await createSeatSection(db, mixed.id, seatCategory.id, "Balkon", ["A"], 4);
  await createCategory(db, mixed.id);
  const standing = await createEvent(db, { slug: "seats-none-field", startsAt: daysFromNow(12) });
  await createCategory(db, standing.id);
  await createEvent(db, { slug: "seats-empty-soon", startsAt: daysFromNow(13) });
});
afterAll(() => t.close());

describe("seats_only on event cards", () => {
  it("is true only when every category of the event is a numbered seat, on the list and the detail", async () => {
    const list = await t.app.inject({ method: "GET", url: "/api/v1/public/events/landing-page?show=50" });
    expect(list.statusCode).toBe(200);
    const cards = new Map(
      (list.json().data.rows as EventCard[]).map((card) => [card.slug, card.seats_only] as const),
    );
    expect(Object.fromEntries(cards)).toEqual({
      "seats-only-arena": true,
      "seats-mixed-hall": false,
      "seats-none-field": false,
      "seats-empty-soon": false,
    });
    const detail = await t.app.inject({
      method: "GET",
      url: "/api/v1/public/events/detail/seats-only-arena",
    });
    expect((detail.json().data as EventDetail).seats_only).toBe(true);
  });
});
