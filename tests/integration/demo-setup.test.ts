import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sliders } from "../../server/db/schema/index.ts";
import { demoCheckInLink } from "../../server/features/e-tickets/demo-check-in.ts";
import { renderEventPoster } from "../../server/features/events/poster-svg.ts";
import { seedBuyer } from "../support/accounts.ts";
import { createCategory, createEvent, daysFromNow, hoursFromNow } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const KEY = Buffer.alloc(32, 9).toString("base64");

describe("links follow the port when PUBLIC_BASE_URL is unset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PORT: "3201" } });
  });
  afterAll(() => t.close());

  it("robots.txt, the sitemap, an event's canonical and the check-in link all say localhost:3201", async () => {
    const event = await createEvent(t.database.db, { slug: "konser-di-port-lain" });
    await createCategory(t.database.db, event.id);
    const robots = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).toContain("Sitemap: http://localhost:3201/sitemap.xml");
    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.body).toContain("<loc>http://localhost:3201/event/konser-di-port-lain</loc>");
    expect(sitemap.body).not.toContain("localhost:3000");
    const detail = await t.app.inject({
      method: "GET",
      url: "/api/v1/public/events/detail/konser-di-port-lain",
    });
    expect(detail.json().data.seo.canonical).toBe("http://localhost:3201/event/konser-di-port-lain");
    const link = await demoCheckInLink(
      t.database.db,
      t.services.config.PUBLIC_BASE_URL,
      "konser-di-port-lain",
    );
    expect(link).toMatch(/^http:\/\/localhost:3201\/check-in\/konser-di-port-lain#k=/);
  });
});

describe("the demo's readable mailbox", () => {
  it("shows reset mail as a page, with clickable links, in production mode under DEV_MAILBOX", async () => {
    const t = await createTestApp({
      env: { NODE_ENV: "production", DEV_MAILBOX: "true", DATA_ENCRYPTION_KEY: KEY, RENDER_THREADS: "0" },
    });
    try {
      const { email } = await seedBuyer(t.database.db);
      await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/forget-password",
        headers: { origin: t.services.config.PUBLIC_BASE_URL },
        payload: { email },
      });
      const page = await t.app.inject({ method: "GET", url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.body).toContain("Kotak surat demo");
      expect(page.body).toContain("Atur ulang kata sandi akun Tiketin kamu");
      expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/forget-password\?token=[^"]+">/);
      const all = await t.app.inject({
        method: "GET",
        url: "/dev/mailbox",
        headers: { "accept-language": "en" },
      });
      expect(all.body).toContain("Demo mailbox");
      expect(all.body).toContain(email);
      const api = await t.app.inject({ method: "GET", url: `/api/v1/__dev/mailbox?to=${email}` });
      expect(api.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("does not exist in production without DEV_MAILBOX", async () => {
    const t = await createTestApp({
      env: { NODE_ENV: "production", DATA_ENCRYPTION_KEY: KEY, RENDER_THREADS: "0" },
    });
    try {
      expect((await t.app.inject({ method: "GET", url: "/dev/mailbox" })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: "GET", url: "/api/v1/__dev/mailbox?to=a@example.com" })).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe("the demo check-in link", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is for the next event whose tickets can be bought now, not one under way or off sale", async () => {
    const db = t.database.db;
    const ongoing = await createEvent(db, {
      slug: "sedang-berlangsung",
      startsAt: hoursFromNow(-2),
      endsAt: hoursFromNow(6),
    });
    await createCategory(db, ongoing.id);
    const closed = await createEvent(db, { slug: "penjualan-ditutup", startsAt: daysFromNow(1) });
    await createCategory(db, closed.id, { manualStatus: "closed" });
    const soldOut = await createEvent(db, { slug: "habis-terjual", startsAt: daysFromNow(1.5) });
    await createCategory(db, soldOut.id, { quota: 0 });
    const notYet = await createEvent(db, { slug: "belum-dibuka", startsAt: daysFromNow(1.7) });
    await createCategory(db, notYet.id, { saleStartsAt: daysFromNow(1) });
    const onSale = await createEvent(db, { slug: "bisa-dibeli", startsAt: daysFromNow(2) });
    await createCategory(db, onSale.id);

    const link = await demoCheckInLink(db, "http://localhost:3000");
    expect(link).toMatch(/^http:\/\/localhost:3000\/check-in\/bisa-dibeli#k=/);
  });
});

describe("event artwork by kind", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves each event's poster, and a banner linking to an event, in that kind's own drawing", async () => {
    const db = t.database.db;
    const run = await createEvent(db, { slug: "lari-pagi-uji", title: "Lari Pagi Uji", category: "fun_run" });
    const match = await createEvent(db, { slug: "laga-uji", title: "Laga Uji", category: "sport" });
    const poster = async (slug: string) =>
      (await t.app.inject({ method: "GET", url: `/media/events/${slug}.svg` })).body;
    const runPoster = await poster(run.slug);
    const matchPoster = await poster(match.slug);
    expect(runPoster).toContain("Lari Pagi Uji");
    // Same layout, different kind: the drawings differ beyond colours and numbers.
    const shape = (svg: string) =>
      svg.replace(/hsl\([^)]*\)|[0-9.]+|Lari Pagi Uji|Laga Uji|FUN RUN|OLAHRAGA/g, "");
    expect(shape(runPoster)).not.toBe(shape(matchPoster));
    const [slider] = await db
      .insert(sliders)
      .values({ title: "Laga Uji", imagePath: "/media/sliders/1.svg", linkUrl: `/event/${match.slug}` })
      .returning();
    const banner = await t.app.inject({ method: "GET", url: `/media/sliders/${slider!.id}.svg` });
    expect(banner.body).toBe(renderEventPoster("sport", "Laga Uji", "", "banner"));
  });
});
