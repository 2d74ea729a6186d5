import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seatSections, seats as seatsTable, stockClaims } from "../../server/db/schema/index.ts";
import { seatMapSchema } from "../../shared/contracts/events.ts";
import {
  addClaim,
  createCategory,
  createEvent,
  createSeatSection,
  hoursFromNow,
} from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let eventId = 0;
let vipCategoryId = 0;
let tribunCategoryId = 0;
const seatIds = new Map<string, number>(); // "Tribun A/B12" -> id
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const event = await createEvent(db, { slug: "simfoni-kursi", isSeated: true });
  eventId = event.id;
  const vip = await createCategory(db, event.id, { name: "VIP", price: 750_000, quota: 6, sortOrder: 0 });
  const tribun = await createCategory(db, event.id, {
    name: "Tribun A",
    price: 250_000,
    quota: 36,
    sortOrder: 1,
  });
  vipCategoryId = vip.id;
  tribunCategoryId = tribun.id;
  // Created in an order that is wrong on purpose: the API must sort.
  const tribunSection = await createSeatSection(db, event.id, tribun.id, "Tribun A", ["B", "A"], 12);
  const vipSection = await createSeatSection(db, event.id, vip.id, "VIP", ["A"], 6);
  for (const [name, created] of [
    ["Tribun A", tribunSection.seats],
    ["VIP", vipSection.seats],
  ] as const)
    for (const seat of created) seatIds.set(`${name}/${seat.rowLabel}${seat.seatNumber}`, seat.id);
  // The tribun section is older but ordered after VIP.
  await db.update(seatSections).set({ sortOrder: 5 }).where(eq(seatSections.id, tribunSection.section.id));
});
afterAll(() => t.close());

const seatId = (key: string): number => {
  const id = seatIds.get(key);
  if (id === undefined) throw new Error(`no seat ${key}`);
  return id;
};
const seatMap = async () => {
  const response = await t.app.inject({ method: "GET", url: `/api/v1/public/seat-tickets/event/${eventId}` });
  expect(response.statusCode).toBe(200);
  return seatMapSchema.parse(response.json().data);
};
const stateOf = async (key: string) => {
  const [section, label] = key.split("/");
  const map = await seatMap();
  return map.rows.find((row) => row.name === section)?.seats.find((seat) => seat.label === label)?.state;
};

describe("GET /public/seat-tickets/event/{id}", () => {
  it("lists sections in order with seats sorted by row letter then number (A2 before A10, B1 after A10)", async () => {
    const map = await seatMap();
    expect(map.rows.map((row) => [row.name, row.category_id, row.price])).toEqual([
      ["VIP", vipCategoryId, 750_000],
      ["Tribun A", tribunCategoryId, 250_000],
    ]);
    const labels = map.rows[1]?.seats.map((seat) => seat.label) ?? [];
    expect(labels.slice(0, 13)).toEqual([
      "A1",
      "A2",
      "A3",
      "A4",
      "A5",
      "A6",
      "A7",
      "A8",
      "A9",
      "A10",
      "A11",
      "A12",
      "B1",
    ]);
    expect(labels.indexOf("A2")).toBeLessThan(labels.indexOf("A10"));
    expect(labels.indexOf("B1")).toBeGreaterThan(labels.indexOf("A10"));
    expect(map.rows[1]?.seats[0]).toMatchObject({ row: "A", number: 1, state: "available" });
    expect(map.meta).toEqual({ current_page: 1, is_last_page: true, total: 2, per_page: 2, last_page: 1 });
  });

  it("marks blocked, sold and held seats unavailable, and expired or released ones available", async () => {
    const db = t.database.db;
    await db
      .update(seatsTable)
      .set({ isBlocked: true })
      .where(eq(seatsTable.id, seatId("Tribun A/A12")));
    await addClaim(db, { categoryId: tribunCategoryId, seatId: seatId("Tribun A/B1"), status: "sold" });
    await addClaim(db, {
      categoryId: tribunCategoryId,
      seatId: seatId("Tribun A/B2"),
      status: "held",
      expiresAt: hoursFromNow(0.2),
    });
    await addClaim(db, {
      categoryId: tribunCategoryId,
      seatId: seatId("Tribun A/B3"),
      status: "held",
      expiresAt: hoursFromNow(-0.1),
    });
    await addClaim(db, { categoryId: tribunCategoryId, seatId: seatId("Tribun A/B4"), status: "released" });
    await expect.poll(() => stateOf("Tribun A/B1"), { timeout: 3_000, interval: 100 }).toBe("unavailable");
    const tribun = (await seatMap()).rows.find((row) => row.name === "Tribun A");
    const state = (label: string) => tribun?.seats.find((seat) => seat.label === label)?.state;
    expect([state("A12"), state("B1"), state("B2"), state("B3"), state("B4")]).toEqual([
      "unavailable",
      "unavailable",
      "unavailable",
      "available",
      "available",
    ]);
    expect(tribun?.available_count).toBe(24 - 3);
  });

  it("answers an event without seats with no sections", async () => {
    const event = await createEvent(t.database.db);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/public/seat-tickets/event/${event.slug}`,
    });
    expect(seatMapSchema.parse(response.json().data).rows).toEqual([]);
  });
});

/** SQLSTATE of a failed statement, wherever the driver put it. */
async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    throw error;
  }
}

describe("the database keeps a seat held or sold at most once", () => {
  it("refuses a second live claim on the same seat (unique violation), whatever the statuses", async () => {
    const db = t.database.db;
    const seat = seatId("VIP/A1");
    await addClaim(db, {
      categoryId: vipCategoryId,
      seatId: seat,
      status: "held",
      expiresAt: hoursFromNow(0.2),
    });
    const second = addClaim(db, {
      categoryId: vipCategoryId,
      seatId: seat,
      status: "held",
      expiresAt: hoursFromNow(0.2),
    });
    expect(await sqlStateOf(second)).toBe("23505");
    expect(await sqlStateOf(addClaim(db, { categoryId: vipCategoryId, seatId: seat, status: "sold" }))).toBe(
      "23505",
    );
  });

  it("lets a seat be claimed again once its claim is released", async () => {
    const db = t.database.db;
    const seat = seatId("VIP/A2");
    const first = await addClaim(db, { categoryId: vipCategoryId, seatId: seat, status: "sold" });
    await db.update(stockClaims).set({ status: "released" }).where(eq(stockClaims.id, first.id));
    await expect(
      addClaim(db, { categoryId: vipCategoryId, seatId: seat, status: "sold" }),
    ).resolves.toMatchObject({
      status: "sold",
    });
  });

  it("refuses a seat claimed through another category, a seat claim of two tickets, and holds without expiry", async () => {
    const db = t.database.db;
    const foreign = addClaim(db, { categoryId: tribunCategoryId, seatId: seatId("VIP/A3"), status: "sold" });
    expect(await sqlStateOf(foreign)).toBe("23503");
    const double = addClaim(db, {
      categoryId: vipCategoryId,
      seatId: seatId("VIP/A4"),
      quantity: 2,
      status: "sold",
    });
    expect(await sqlStateOf(double)).toBe("23514");
    const endless = addClaim(db, { categoryId: vipCategoryId, status: "held" });
    expect(await sqlStateOf(endless)).toBe("23514");
  });
});
