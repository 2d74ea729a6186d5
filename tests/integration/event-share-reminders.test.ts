import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { saleReminders, ticketCategories } from "../../server/db/schema/index.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { remindersDeps, sendSaleReminders } from "../../server/features/reminders/index.ts";
import { api, logInAs, seedBuyer, uniqueEmail, uniqueIp } from "../support/accounts.ts";
import { createCategory, createEvent, daysFromNow, hoursFromNow } from "../support/events-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { raceUntilDefect } from "../support/race-control.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_BASE_URL: "https://tiketin.example" } });
  call = api(t.app);
});
afterAll(() => t.close());

const mailsTo = (to: string) =>
  rows<{ subject: string; text: string; html: string }>(
    t.database.db,
    sql`SELECT subject, text, html FROM mail_outbox WHERE "to" = ${to} ORDER BY created_at`,
  );
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

describe("the event's .ics file", () => {
  it("downloads as text/calendar with the event in UTC, a stable UID and the page's address", async () => {
    const event = await createEvent(t.database.db, {
      slug: "konser-kalender",
      title: "Konser, Kalender; Edisi 1",
      startsAt: new Date("2027-01-09T12:00:00Z"),
      endsAt: new Date("2027-01-09T15:30:00Z"),
      venueName: "Istora",
      address: "Jl. Pintu Satu",
      city: "Jakarta",
    });
    const first = await t.app.inject({ method: "GET", url: "/calendar/events/konser-kalender.ics" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(first.headers["content-disposition"]).toBe('attachment; filename="konser-kalender.ics"');
    const text = unfold(first.body);
    expect(text).toContain(`UID:event-${event.id}@tiketin.example\r\n`);
    expect(text).toContain("DTSTART:20270109T120000Z\r\n");
    expect(text).toContain("DTEND:20270109T153000Z\r\n");
    expect(text).toContain("SUMMARY:Konser\\, Kalender\\; Edisi 1\r\n");
    expect(text).toContain("19.00 WIB");
    expect(text).toContain("URL:https://tiketin.example/event/konser-kalender\r\n");
    const english = await t.app.inject({
      method: "GET",
      url: "/calendar/events/konser-kalender.ics?lang=en",
    });
    expect(unfold(english.body)).toContain("URL:https://tiketin.example/en/event/konser-kalender\r\n");
    expect(unfold(english.body)).toContain(`UID:event-${event.id}@tiketin.example\r\n`);
  });

  it("answers 404 for unknown events and names that cannot be a slug, never a 500", async () => {
    for (const file of [
      "tidak-ada.ics",
      "123.ics",
      "konser-kalender.txt",
      "%00.ics",
      "..%2F..%2Fetc.ics",
      "A B.ics",
    ]) {
      const response = await t.app.inject({ method: "GET", url: `/calendar/events/${file}` });
      expect(response.statusCode, file).toBe(404);
    }
  });
});

describe("the poster as the link preview", () => {
  it("serves the generated poster as a PNG twin for og:image", async () => {
    await createEvent(t.database.db, { slug: "poster-png", title: "Poster PNG" });
    const response = await t.app.inject({ method: "GET", url: "/media/events/poster-png.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.rawPayload.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const missing = await t.app.inject({ method: "GET", url: "/media/events/tidak-ada.png" });
    expect(missing.statusCode).toBe(404);
  });
});

describe('"Ingatkan saya"', () => {
  const remind = (body: unknown, token?: string, ip = uniqueIp()) =>
    call("POST", "/public/reminders", { body, token, ip });

  it("registers an address for a category not open yet, once, and refuses what cannot be waited for", async () => {
    const event = await createEvent(t.database.db, { startsAt: daysFromNow(20) });
    const staged = await createCategory(t.database.db, event.id, { saleStartsAt: hoursFromNow(5) });
    const open = await createCategory(t.database.db, event.id);
    const email = uniqueEmail("tunggu");
    const first = await remind({ category_id: staged.id, email: email.toUpperCase() });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ category_id: staged.id, email });
    expect((await remind({ category_id: staged.id, email })).statusCode).toBe(200);
    const stored = await t.database.db.select().from(saleReminders).where(eq(saleReminders.email, email));
    expect(stored).toHaveLength(1);

    const onSale = await remind({ category_id: open.id, email });
    expect(onSale.statusCode).toBe(422);
    expect(onSale.json().message).toBe("Tiket kategori ini sudah dijual atau tidak akan dibuka lagi.");
    const noEmail = await remind({ category_id: staged.id });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errorCode).toBe("validation_failed");
    expect((await remind({ category_id: staged.id, email: "bukan-email" })).statusCode).toBe(400);
    expect((await remind({ category_id: 2_000_000_000, email })).statusCode).toBe(404);
    expect((await remind({ category_id: "1; DROP TABLE", email })).statusCode).toBe(400);
  });

  it("uses a signed-in buyer's own address, whatever e-mail the body names", async () => {
    const event = await createEvent(t.database.db, { startsAt: daysFromNow(20) });
    const soldOut = await createCategory(t.database.db, event.id, { quota: 0 });
    const buyer = await seedBuyer(t.database.db, { email: uniqueEmail("masuk") });
    const token = await logInAs(t.app, buyer.email);
    const response = await remind({ category_id: soldOut.id, email: "orang-lain@example.com" }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(buyer.email);
  });

  it("mails each waiting address once when sales open, in the language it asked in, and not before", async () => {
    const event = await createEvent(t.database.db, {
      title: "Festival Pengingat",
      startsAt: daysFromNow(20),
    });
    const staged = await createCategory(t.database.db, event.id, {
      name: "Presale",
      saleStartsAt: hoursFromNow(5),
    });
    const indonesian = uniqueEmail("id");
    const english = uniqueEmail("en");
    await remind({ category_id: staged.id, email: indonesian });
    await call("POST", "/public/reminders", {
      body: { category_id: staged.id, email: english },
      ip: uniqueIp(),
      headers: { "accept-language": "en" },
    });
    const deps = remindersDeps(t.services);
    await sendSaleReminders(deps, null);
    expect(await mailsTo(indonesian)).toHaveLength(0);

    await t.database.db
      .update(ticketCategories)
      .set({ saleStartsAt: hoursFromNow(-1) })
      .where(eq(ticketCategories.id, staged.id));
    await sendSaleReminders(deps, null);
    await sendSaleReminders(deps, null);
    const [mail] = await mailsTo(indonesian);
    expect(await mailsTo(indonesian)).toHaveLength(1);
    expect(mail?.subject).toBe("Tiket Festival Pengingat sudah dijual: Presale");
    expect(mail?.text).toContain(`https://tiketin.example/event/${event.slug}/tickets`);
    const [englishMail] = await mailsTo(english);
    expect(englishMail?.subject).toBe("Tickets for Festival Pengingat are on sale: Presale");
    expect(englishMail?.text).toContain(`https://tiketin.example/en/event/${event.slug}/tickets`);
    // Sent: the address may ask again for the next time it sells out.
    const [row] = await t.database.db.select().from(saleReminders).where(eq(saleReminders.email, indonesian));
    expect(row?.sentAt).not.toBeNull();
  });
});

const postgres = testPostgresUrl() !== null;

describe.skipIf(!postgres)("the reminder job across processes (PostgreSQL)", () => {
  const WAITING = 60;
  const RUNS = 4;

  /** A sold-out category with WAITING addresses, then stock back: every run of the job races for them. */
  async function raceOnce(lockRows: boolean) {
    const db = t.database.db;
    const event = await createEvent(db, { startsAt: daysFromNow(20) });
    const category = await createCategory(db, event.id, { saleStartsAt: hoursFromNow(2) });
    const prefix = `race-${lockRows ? "locked" : "control"}-${category.id}`;
    await db.insert(saleReminders).values(
      Array.from({ length: WAITING }, (_, i) => ({
        categoryId: category.id,
        email: `${prefix}-${i}@example.com`,
      })),
    );
    await db
      .update(ticketCategories)
      .set({ saleStartsAt: hoursFromNow(-1) })
      .where(eq(ticketCategories.id, category.id));
    // Separate deps per run, as separate processes would have; the pool gives each its own connection.
    await Promise.all(
      Array.from({ length: RUNS }, () =>
        sendSaleReminders(remindersDeps(t.services), null, { batch: 5, lockRows }),
      ),
    );
    const [counted] = await rows<{ mails: number; addresses: number }>(
      db,
      sql`SELECT count(*)::int AS mails, count(DISTINCT "to")::int AS addresses FROM mail_outbox
        WHERE "to" LIKE ${`${prefix}-%`}`,
    );
    return counted!;
  }

  it("mails each of 60 waiting addresses exactly once with 4 jobs running at the same time", async () => {
    const { mails, addresses } = await raceOnce(true);
    expect(addresses).toBe(WAITING);
    expect(mails).toBe(WAITING);
  });

  it("control: without FOR UPDATE SKIP LOCKED the same race mails addresses twice", async () => {
    const duplicates = await raceUntilDefect(
      async () => {
        const { mails, addresses } = await raceOnce(false);
        expect(addresses).toBe(WAITING);
        return mails - addresses;
      },
      (doubled) => doubled > 0,
      { withinMs: 60_000 },
    );
    expect(duplicates).toBeGreaterThan(0);
  }, 120_000);
});
