import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vouchers } from "../../server/db/schema/index.ts";
import { setAnalyticsIds } from "../../server/features/events/index.ts";
import { api } from "../support/accounts.ts";
import { createEvent, createOrganiser, daysFromNow } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("analytics ids", () => {
  it("validates the formats, lets the event's id win over the organiser's, and clears with null", async () => {
    const db = t.database.db;
    const organiser = await createOrganiser(db);
    const event = await createEvent(db, { organiserId: organiser.id });
    const detail = async () =>
      (await api(t.app)("GET", `/public/events/detail/${event.slug}`)).json().data.analytics;
    expect(await detail()).toEqual({ ga4_measurement_id: null, meta_pixel_id: null });
    const now = new Date();
    await setAnalyticsIds(
      db,
      { kind: "organiser", organiserId: organiser.id },
      {
        ga4_measurement_id: " g-org12345 ",
        meta_pixel_id: "1234567890123456",
      },
      now,
    );
    await setAnalyticsIds(
      db,
      { kind: "event", eventId: event.id },
      { ga4_measurement_id: "G-EVENT999", meta_pixel_id: "" },
      now,
    );
    await new Promise((done) => setTimeout(done, 1_100)); // the public read cache's 1 s
    expect(await detail()).toEqual({ ga4_measurement_id: "G-EVENT999", meta_pixel_id: "1234567890123456" });
    for (const bad of [
      { ga4_measurement_id: "UA-12345-1", meta_pixel_id: null },
      { ga4_measurement_id: null, meta_pixel_id: "12ab" },
      { ga4_measurement_id: "G-<script>", meta_pixel_id: null },
      { ga4_measurement_id: null },
      "G-ABCDEF",
    ]) {
      await expect(setAnalyticsIds(db, { kind: "event", eventId: event.id }, bad, now)).rejects.toMatchObject(
        { code: "validation_failed" },
      );
    }
    await expect(
      setAnalyticsIds(
        db,
        { kind: "event", eventId: 2_000_000_000 },
        { ga4_measurement_id: null, meta_pixel_id: null },
        now,
      ),
    ).rejects.toMatchObject({ code: "not_found" });
    expect(await detail()).toEqual({ ga4_measurement_id: "G-EVENT999", meta_pixel_id: "1234567890123456" });
  });
});

describe("voucher screens' reads", () => {
  it("lists public vouchers usable now on events not over, and answers one by event and code", async () => {
    const db = t.database.db;
    const event = await createEvent(db, { slug: "voucher-layar", startsAt: daysFromNow(7) });
    const over = await createEvent(db, { startsAt: daysFromNow(-3), endsAt: daysFromNow(-2) });
    const base = { validFrom: daysFromNow(-1), discountUnit: "percent" as const, amount: 10 };
    await db.insert(vouchers).values([
      { ...base, eventId: event.id, code: "LAYAR10", quota: 5 },
      { ...base, eventId: event.id, code: "RAHASIA", isPublic: false },
      { ...base, eventId: event.id, code: "NANTI", validFrom: daysFromNow(1) },
      { ...base, eventId: over.id, code: "LEWAT" },
    ]);
    const list = (await api(t.app)("GET", "/public/vouchers?show=50&page=1")).json().data;
    const codes = list.rows.map((row: { code: string }) => row.code);
    expect(codes).toContain("LAYAR10");
    expect(codes).not.toContain("RAHASIA");
    expect(codes).not.toContain("NANTI");
    expect(codes).not.toContain("LEWAT");
    const one = await api(t.app)("GET", "/public/vouchers/event/voucher-layar/layar10");
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      code: "LAYAR10",
      remaining: 5,
      event: { slug: "voucher-layar" },
    });
    for (const path of [
      "voucher-layar/RAHASIA",
      "voucher-layar/NANTI",
      "voucher-layar/%00",
      "tidak-ada/LAYAR10",
    ])
      expect((await api(t.app)("GET", `/public/vouchers/event/${path}`)).statusCode, path).toBe(
        path.includes("%00") ? 400 : 404,
      );
  });
});
