import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleItems, ticketCategoryStock } from "../../server/db/schema/index.ts";
import { listCategoriesWithStock } from "../../server/features/stock/index.ts";
import { activeTicketsSchema, TICKET_STATUSES } from "../../shared/contracts/events.ts";
import {
  addClaim,
  createCategory,
  createEvent,
  daysFromNow,
  hoursFromNow,
} from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const secondsFromNow = (s: number) => new Date(Date.now() + s * 1000);
const activeTickets = async (ref: string | number) => {
  const response = await t.app.inject({ method: "GET", url: `/api/v1/public/active-tickets/event/${ref}` });
  expect(response.statusCode).toBe(200);
  return { response, data: activeTicketsSchema.parse(response.json().data) };
};

describe("remaining stock is derived from claims", () => {
  it("counts sold and unexpired holds, and ignores expired holds and released claims", async () => {
    const db = t.database.db;
    const event = await createEvent(db);
    const category = await createCategory(db, event.id, { quota: 100 });
    const remaining = async () => {
      const [row] = await db
        .select()
        .from(ticketCategoryStock)
        .where(eq(ticketCategoryStock.categoryId, category.id));
      return row;
    };
    expect(await remaining()).toMatchObject({ quota: 100, sold: 0, held: 0, remaining: 100 });
    await addClaim(db, { categoryId: category.id, quantity: 3, status: "sold" });
    expect(await remaining()).toMatchObject({ sold: 3, held: 0, remaining: 97 });
    await addClaim(db, {
      categoryId: category.id,
      quantity: 4,
      status: "held",
      expiresAt: hoursFromNow(0.25),
    });
    expect(await remaining()).toMatchObject({ sold: 3, held: 4, remaining: 93 });
    await addClaim(db, {
      categoryId: category.id,
      quantity: 10,
      status: "held",
      expiresAt: secondsFromNow(-1),
    });
    await addClaim(db, { categoryId: category.id, quantity: 20, status: "released" });
    expect(await remaining()).toMatchObject({ sold: 3, held: 4, remaining: 93 });
    await addClaim(db, { categoryId: category.id, quantity: 200, status: "sold" });
    expect(await remaining()).toMatchObject({ remaining: 0 }); // never negative
  });

  it("gives an expired hold's tickets back by itself, with no job running", async () => {
    const db = t.database.db;
    const event = await createEvent(db);
    const category = await createCategory(db, event.id, { quota: 5 });
    await addClaim(db, {
      categoryId: category.id,
      quantity: 5,
      status: "held",
      expiresAt: secondsFromNow(1),
    });
    const read = async () => (await listCategoriesWithStock(db, event.id))[0]?.remaining;
    expect(await read()).toBe(0);
    await expect.poll(read, { timeout: 4_000, interval: 100 }).toBe(5);
  });
});

describe("GET /public/active-tickets/event/{id}", () => {
  it("reaches every ticket status, each derived from the sale window, stock or organiser", async () => {
    const db = t.database.db;
    const event = await createEvent(db, { slug: "every-status" });
    const make = (name: string, input: Parameters<typeof createCategory>[2]) =>
      createCategory(db, event.id, { name, ...input });
    await make("Available", { sortOrder: 0 });
    const soldOut = await make("Sold out by claims", { sortOrder: 1, quota: 4 });
    await addClaim(db, { categoryId: soldOut.id, quantity: 4, status: "sold" });
    await make("Staged by window", { sortOrder: 2, saleStartsAt: daysFromNow(2) });
    await make("Closed by window", {
      sortOrder: 3,
      saleStartsAt: daysFromNow(-9),
      saleEndsAt: daysFromNow(-1),
    });
    await make("Fully booked", { sortOrder: 4, manualStatus: "fully_booked" });
    await make("On the spot", { sortOrder: 5, manualStatus: "ots_only" });
    await make("Closed by organiser", { sortOrder: 6, manualStatus: "closed" });
    const { data, response } = await activeTickets("every-status");
    expect(data.rows.map((row) => [row.name, row.status, row.remaining])).toEqual([
      ["Available", "available", 100],
      ["Sold out by claims", "sold_out", 0],
      ["Staged by window", "staged", 100],
      ["Closed by window", "closed", 100],
      ["Fully booked", "fully_booked", 100],
      ["On the spot", "ots_only", 100],
      ["Closed by organiser", "closed", 100],
    ]);
    expect(new Set(data.rows.map((row) => row.status))).toEqual(new Set(TICKET_STATUSES));
    expect(data).toMatchObject({ event_slug: "every-status", event_status: "upcoming" });
    expect(data.meta).toMatchObject({ total: 7, is_last_page: true });
    expect(response.headers["cache-control"]).toBe("public, max-age=1, s-maxage=1, stale-while-revalidate=1");
  });

  it("closes every category of an ended event", async () => {
    const db = t.database.db;
    const event = await createEvent(db, { startsAt: daysFromNow(-3), endsAt: daysFromNow(-2.9) });
    await createCategory(db, event.id, { saleEndsAt: null });
    await createCategory(db, event.id, { manualStatus: "ots_only" });
    const { data } = await activeTickets(event.id);
    expect(data.event_status).toBe("ended");
    expect(data.rows.map((row) => row.status)).toEqual(["closed", "closed"]);
  });

  it("lists bundle items with their size options", async () => {
    const db = t.database.db;
    const event = await createEvent(db);
    const bundle = await createCategory(db, event.id, { name: "10K + Jersey", isBundle: true });
    await db.insert(bundleItems).values([
      { categoryId: bundle.id, name: "Jersey", sizeOptions: ["S", "M", "L"], sortOrder: 0 },
      { categoryId: bundle.id, name: "Medali", sortOrder: 1 },
    ]);
    const { data } = await activeTickets(event.id);
    expect(data.rows[0]).toMatchObject({
      is_bundle: true,
      bundle_items: [
        { name: "Jersey", size_options: ["S", "M", "L"] },
        { name: "Medali", size_options: [] },
      ],
    });
  });

  // The cache's bound (nothing served after the read's TTL) is held with a fake clock in
  // events-read-cache.test.ts.
  it("shows a new sale once the cached read expires, and Sold Out when stock runs out", async () => {
    const db = t.database.db;
    const event = await createEvent(db);
    const category = await createCategory(db, event.id, { quota: 2 });
    expect((await activeTickets(event.id)).data.rows[0]).toMatchObject({ remaining: 2, status: "available" });
    await addClaim(db, { categoryId: category.id, quantity: 2, status: "sold" });
    await expect
      .poll(async () => (await activeTickets(event.id)).data.rows[0]?.status, { timeout: 10_000 })
      .toBe("sold_out");
    expect((await activeTickets(event.id)).data.rows[0]?.remaining).toBe(0);
  });
});
