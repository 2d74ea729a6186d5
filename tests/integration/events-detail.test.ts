import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventDetailSchema, talentListSchema } from "../../shared/contracts/events.ts";
import { addTalent, createEvent, createOrganiser, daysFromNow } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let eventId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const organiser = await createOrganiser(db, "Swara Nusantara Live");
  const event = await createEvent(db, {
    slug: "konser-senja-di-bandung",
    title: "Konser Senja di Bandung",
    description: "Malam penuh cerita.\n\nPintu dibuka pukul 18.00 WIB.",
    city: "Bandung",
    venueName: "Sasana Budaya Ganesha",
    organiserId: organiser.id,
    startsAt: daysFromNow(20),
    isTentativeDate: true,
    tentativeNote: "Tanggal menunggu izin keramaian.",
    maxTicketByAccount: 4,
    taxRateBps: 1000,
    chatGroupUrl: "https://chat.whatsapp.com/secret-for-ticket-holders",
    insuranceClaimUrl: "https://asuransi.example.com/klaim",
    posterPath: "/media/events/konser-senja-di-bandung.svg",
  });
  eventId = event.id;
  await addTalent(db, event.id, "Laras Anindya", "Guest Star", 2);
  await addTalent(db, event.id, "Senandung Senja", "Headliner", 1);
  await createEvent(db, {
    slug: "seo-event",
    title: "Seo Event",
    seoTitle: "Tiket Seo",
    seoCanonical: "https://x.example/e",
  });
});
afterAll(() => t.close());

const get = (path: string, locale = "id") =>
  t.app.inject({ method: "GET", url: `/api/v1${path}`, headers: { "accept-language": locale } });

describe("GET /public/events/detail/{id}", () => {
  it("finds the event by slug and by numeric id, with organiser, lineup in order and public fields only", async () => {
    const bySlug = await get("/public/events/detail/konser-senja-di-bandung");
    expect(bySlug.statusCode).toBe(200);
    const detail = eventDetailSchema.parse(bySlug.json().data);
    expect(detail).toMatchObject({
      id: eventId,
      title: "Konser Senja di Bandung",
      status: "upcoming",
      is_tentative_date: true,
      tentative_note: "Tanggal menunggu izin keramaian.",
      organiser: { name: "Swara Nusantara Live" },
      max_ticket_by_account: 4,
      tax_rate_bps: 1000,
      start_from_price: null,
    });
    expect(detail.lineup.map((talent) => [talent.name, talent.role])).toEqual([
      ["Senandung Senja", "Headliner"],
      ["Laras Anindya", "Guest Star"],
    ]);
    // Ticket-holder links never appear in a public read.
    expect(bySlug.body).not.toContain("chat.whatsapp.com");
    expect(bySlug.body).not.toContain("asuransi");
    const byId = await get(`/public/events/detail/${eventId}`);
    expect(byId.json().data).toEqual(bySlug.json().data);
    const upper = await get("/public/events/detail/KONSER-SENJA-DI-BANDUNG");
    expect(upper.json().data.id).toBe(eventId);
  });

  it("fills SEO fields from the event unless the organiser set them", async () => {
    const detail = eventDetailSchema.parse(
      (await get("/public/events/detail/konser-senja-di-bandung")).json().data,
    );
    expect(detail.seo).toEqual({
      title: "Konser Senja di Bandung",
      description: "Malam penuh cerita. Pintu dibuka pukul 18.00 WIB.",
      canonical: "http://localhost:3000/event/konser-senja-di-bandung",
    });
    const custom = eventDetailSchema.parse((await get("/public/events/detail/seo-event")).json().data);
    expect(custom.seo).toMatchObject({ title: "Tiket Seo", canonical: "https://x.example/e" });
  });

  it("answers unknown and malformed ids with 404 not_found and the events message, in both languages", async () => {
    const paths = [
      "/public/events/detail/tidak-ada",
      "/public/events/detail/999999",
      "/public/events/detail/0",
      "/public/events/detail/99999999999999999999",
      `/public/events/detail/${encodeURIComponent("' OR 1=1 --")}`,
      `/public/events/detail/${encodeURIComponent("😀🎫")}`,
      "/public/events/detail/__proto__",
      "/public/active-tickets/event/tidak-ada",
      "/public/seat-tickets/event/999999",
      "/public/talents/event/tidak-ada",
      "/public/vouchers/event/-1",
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual({
        status: 0,
        errorCode: "not_found",
        message: "Event tidak ditemukan. Mungkin sudah dihapus, atau tautannya salah.",
      });
    }
    // A NUL is refused before any lookup, as in every path value.
    const nul = await get(`/public/events/detail/${encodeURIComponent("\u0000")}`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ status: 0, errorCode: "invalid_text" });
    expect((await get("/public/events/detail/tidak-ada", "en")).json().message).toBe(
      "Event not found. It may have been removed, or the link is wrong.",
    );
  });

  it("caches publicly for 1 second and keeps the envelope message in the caller's language", async () => {
    const id = await get("/public/events/detail/konser-senja-di-bandung", "id");
    const en = await get("/public/events/detail/konser-senja-di-bandung", "en");
    expect(id.headers["cache-control"]).toMatch(/^public, max-age=1, /);
    expect([id.json().message, en.json().message]).toEqual(["Berhasil", "Success"]);
    expect(en.json().data).toEqual(id.json().data);
  });

  it("sends the same body compressed when the client accepts brotli or gzip", async () => {
    const url = "/api/v1/public/events/detail/konser-senja-di-bandung";
    const plain = await t.app.inject({ method: "GET", url });
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const response = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": accept } });
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(String(response.headers.vary)).toContain("accept-encoding");
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
    }
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/v1/public/events/detail/tidak-ada",
      headers: { "accept-encoding": "br" },
    });
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(missing.json().errorCode).toBe("not_found");
  });
});

describe("GET /public/talents/event/{id}", () => {
  it("lists the lineup in order, by slug or id, as a single page", async () => {
    const bySlug = talentListSchema.parse(
      (await get("/public/talents/event/konser-senja-di-bandung")).json().data,
    );
    expect(bySlug.rows.map((talent) => talent.name)).toEqual(["Senandung Senja", "Laras Anindya"]);
    expect(bySlug.meta).toEqual({ current_page: 1, is_last_page: true, total: 2, per_page: 2, last_page: 1 });
    const byId = talentListSchema.parse((await get(`/public/talents/event/${eventId}`)).json().data);
    expect(byId).toEqual(bySlug);
  });

  it("answers an empty lineup as an empty list", async () => {
    const list = talentListSchema.parse((await get("/public/talents/event/seo-event")).json().data);
    expect(list.rows).toEqual([]);
    expect(list.meta.total).toBe(0);
  });
});
