import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/client.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { createHold } from "../../server/features/checkout/create-hold.ts";
import type { LockingPolicy } from "../../server/features/stock/index.ts";
import { STRICT_LOCKING } from "../../server/features/stock/index.ts";
import { sweepWaitingLists, waitingListDeps } from "../../server/features/waiting-list/index.ts";
import type { MyWaitingList, OrgWaitingList, WaitingListPlace } from "../../shared/contracts/waiting-list.ts";
import { createBuyers, type TestBuyer, testCheckoutDeps } from "../support/checkout-fixtures.ts";
import {
  addClaim,
  createCategory,
  createEvent,
  createSeatSection,
  hoursFromNow,
} from "../support/events-fixtures.ts";
import { createOrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { raceUntilDefect } from "../support/race-control.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * A sold-out category's waiting list (ADR 0139) through the API and the sweeper, on real PostgreSQL for
 * the races. Each race has a control: the same race with the protection switched off shows the defect.
 */
const postgres = testPostgresUrl() !== null;

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "DELETE";
async function call<Data = WaitingListPlace>(
  method: Method,
  url: string,
  options: { token?: string; body?: unknown; locale?: string } = {},
) {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      "accept-language": options.locale ?? "en",
      ...(options.token ? { cookie: `tiketin_session=${options.token}` } : {}),
    },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.statusCode, body: response.json() as { message: string; data: Data } };
}

const place = (buyer: TestBuyer, categoryId: number) =>
  call("GET", `/waiting-list/category/${categoryId}`, { token: buyer.token });
const join = (buyer: TestBuyer, categoryId: number | string, quantity: unknown = 1, locale = "en") =>
  call("POST", `/waiting-list/category/${categoryId}`, { token: buyer.token, body: { quantity }, locale });

/** The organiser switches the category's list on, as the workspace's switch does. */
const switchOn = (category: { id: number; eventId: number }) =>
  db.execute(
    sql`INSERT INTO waiting_list_categories (category_id, event_id) VALUES (${category.id}, ${category.eventId})`,
  );

/**
 * An event with one general-admission category of `quota` tickets, its list on, sold out: all sold
 * but `returnable`, which are held by a cart that has not expired yet. `giveBack()` expires that cart,
 * as the hold sweeper's path would find it: the tickets are free again.
 */
async function soldOutCategory(
  options: { quota?: number; returnable?: number; perAccountLimit?: number } = {},
) {
  const quota = options.quota ?? 3;
  const returnable = options.returnable ?? 1;
  const event = await createEvent(db);
  const category = await createCategory(db, event.id, {
    quota,
    perAccountLimit: options.perAccountLimit ?? null,
    perTransactionMax: 5,
  });
  await switchOn(category);
  if (quota - returnable > 0)
    await addClaim(db, { categoryId: category.id, quantity: quota - returnable, status: "sold" });
  const held =
    returnable > 0
      ? await addClaim(db, {
          categoryId: category.id,
          quantity: returnable,
          status: "held",
          expiresAt: hoursFromNow(1),
        })
      : null;
  return {
    event,
    category,
    giveBack: async () => {
      if (held)
        await db.execute(
          sql`UPDATE stock_claims SET expires_at = now() - interval '1 second' WHERE id = ${held.id}`,
        );
    },
  };
}

async function entries(categoryId: number) {
  return rows<{ buyer_id: string; status: string; offered_quantity: number | null; hold_id: string | null }>(
    db,
    sql`SELECT buyer_id, status, offered_quantity, hold_id::text AS hold_id FROM waiting_list_entries
        WHERE category_id = ${categoryId} ORDER BY id`,
  );
}

async function liveTickets(categoryId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM stock_claims WHERE category_id = ${categoryId}
        AND (status = 'sold' OR (status = 'held' AND expires_at > now()))`,
  );
  return row?.n ?? 0;
}

const sweepDeps = (locking: Partial<LockingPolicy> = {}) => ({
  ...waitingListDeps(t.services),
  locking: { ...STRICT_LOCKING, ...locking },
});

describe("joining and leaving", () => {
  it("keeps one place per account, in join order, within the category's limit", async () => {
    const { category } = await soldOutCategory({ perAccountLimit: 2 });
    const [a, b, c] = await createBuyers(db, 3);

    expect(
      (await call("POST", `/waiting-list/category/${category.id}`, { body: { quantity: 1 } })).status,
    ).toBe(401);
    const first = await join(a!, category.id, 1);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: "waiting", position: 1, quantity: 1, max_quantity: 2 });
    expect((await join(b!, category.id, 2)).body.data).toMatchObject({ status: "waiting", position: 2 });

    // A second tab's join is refused, not a second place.
    const again = await join(a!, category.id, 1);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You are already on this category's waiting list.");
    const tooMany = await join(c!, category.id, 3);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain("at most 2 ticket(s)");

    // A leaves in one tap; B moves up.
    const left = await call("DELETE", `/waiting-list/category/${category.id}`, { token: a!.token });
    expect(left.status).toBe(200);
    expect(left.body.data).toMatchObject({ status: "left", position: null });
    expect((await place(b!, category.id)).body.data).toMatchObject({ position: 1, waiting: 1 });
    expect((await call("DELETE", `/waiting-list/category/${category.id}`, { token: a!.token })).status).toBe(
      409,
    );
    // Leaving ends the place; joining again goes to the end of the line.
    expect((await join(a!, category.id, 1)).body.data).toMatchObject({ position: 2 });
  });

  it("answers bad input with a translated error and changes nothing", async () => {
    const { category, event } = await soldOutCategory();
    const open = await createCategory(db, event.id, { quota: 10 });
    await switchOn(open);
    const [a] = await createBuyers(db, 1);
    const cases: [number | string, unknown][] = [
      [category.id, 0],
      [category.id, -1],
      [category.id, "1"],
      [category.id, 1.5],
      [category.id, null],
      [category.id, 10_000],
      ["abc", 1],
      ["0", 1],
      ["99999999999", 1],
      ["2147483600", 1],
      ["%00", 1],
    ];
    for (const [id, quantity] of cases) {
      const answer = await join(a!, id, quantity, "id");
      expect(answer.status, `${id} ${String(quantity)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(typeof answer.body.message).toBe("string");
    }
    const extraKey = await call("POST", `/waiting-list/category/${category.id}`, {
      token: a!.token,
      body: { quantity: 1, position: 1 },
    });
    expect(extraKey.status).toBe(400);
    // Still on sale: buy it directly (Indonesian by default).
    const notSoldOut = await join(a!, open.id, 1, "id");
    expect(notSoldOut.status).toBe(422);
    expect(notSoldOut.body.message).toBe("Tiket kategori ini masih dijual: beli langsung.");
    expect(await entries(category.id)).toEqual([]);
    expect(await entries(open.id)).toEqual([]);
  });

  it("is refused where the organiser has not switched the category's list on", async () => {
    const { event } = await soldOutCategory();
    // The same event, another sold-out category whose list is off: the first one's switch is not its.
    const category = await createCategory(db, event.id, { quota: 1 });
    await addClaim(db, { categoryId: category.id, quantity: 1, status: "sold" });
    const [a] = await createBuyers(db, 1);
    expect((await place(a!, category.id)).body.data).toMatchObject({ enabled: false, status: "none" });
    const answer = await join(a!, category.id, 1);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe("This category has no waiting list.");
    expect(await entries(category.id)).toEqual([]);
  });
});

describe("a returned ticket", () => {
  it("goes to the first in line, by e-mail in their language, and not to the public meanwhile", async () => {
    const { category, event, giveBack } = await soldOutCategory({ quota: 2, returnable: 1 });
    const [first, second, publicBuyer] = await createBuyers(db, 3);
    await join(first!, category.id, 1, "id");
    await join(second!, category.id, 1, "en");
    await giveBack();

    // Before the sweeper runs, the public finds the category sold out: the ticket is the list's.
    const body = { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 1 }] };
    await expect(createHold(testCheckoutDeps(db), publicBuyer!.id, body, null)).rejects.toMatchObject({
      status: 409,
    });

    expect((await sweepWaitingLists(sweepDeps())).offered).toBe(1);
    const offered = (await place(first!, category.id)).body.data;
    expect(offered).toMatchObject({ status: "offered", offer: { quantity: 1 } });
    expect((await place(second!, category.id)).body.data).toMatchObject({ status: "waiting", position: 1 });
    expect(await liveTickets(category.id)).toBe(2);
    const [mail] = await rows<{ subject: string }>(
      db,
      sql`SELECT subject FROM mail_outbox WHERE "to" = (SELECT email FROM buyers WHERE id = ${first!.id})`,
    );
    expect(mail?.subject).toContain("disimpan untuk Anda");

    // "Terima": the held ticket is the buyer's checkout; a replayed accept answers the same hold.
    const accepted = await call("POST", `/waiting-list/category/${category.id}/accept`, {
      token: first!.token,
    });
    const replayed = await call("POST", `/waiting-list/category/${category.id}/accept`, {
      token: first!.token,
    });
    expect(accepted.body.data.offer?.hold_id).toBe(offered.offer?.hold_id);
    expect(replayed.body.data).toMatchObject({
      status: "accepted",
      offer: { hold_id: offered.offer?.hold_id },
    });
    const cart = await call<unknown>("POST", "/transaction/my-cart", { token: first!.token });
    expect(cart.body.data).toMatchObject({ hold_id: offered.offer?.hold_id, event_slug: event.slug });
    // The offer's e-mail and "Tiket saya" both lead to the offer with "Terima".
    const [offerMail] = await rows<{ text: string }>(
      db,
      sql`SELECT text FROM mail_outbox WHERE "to" = (SELECT email FROM buyers WHERE id = ${first!.id})`,
    );
    expect(offerMail?.text).toContain("/ticket-history");
    const mine = await call<MyWaitingList>("GET", "/waiting-list/mine", { token: first!.token });
    expect(mine.body.data.rows).toEqual([
      expect.objectContaining({
        category_id: category.id,
        status: "accepted",
        position: null,
        offer: expect.objectContaining({ hold_id: offered.offer?.hold_id, quantity: 1 }),
      }),
    ]);
    const secondMine = await call<MyWaitingList>("GET", "/waiting-list/mine", { token: second!.token });
    expect(secondMine.body.data.rows).toEqual([
      expect.objectContaining({ status: "waiting", position: 1, list_open: true, offer: null }),
    ]);
  });

  it("passes a declined offer to the next in line at once", async () => {
    const { category, giveBack } = await soldOutCategory({ quota: 2, returnable: 1 });
    const [first, second] = await createBuyers(db, 2);
    await join(first!, category.id);
    await join(second!, category.id);
    await giveBack();
    await sweepWaitingLists(sweepDeps());
    const declined = await call("POST", `/waiting-list/category/${category.id}/decline`, {
      token: first!.token,
    });
    expect(declined.body.data).toMatchObject({ status: "declined", offer: null });
    expect((await place(second!, category.id)).body.data).toMatchObject({ status: "offered" });
    expect(await liveTickets(category.id)).toBe(2);
    expect(
      (await call("POST", `/waiting-list/category/${category.id}/decline`, { token: first!.token })).status,
    ).toBe(409);
  });
});

describe("during a rush", () => {
  it("returns tickets to the waiting room's stock, not the list, while the room admits buyers", async () => {
    const { category, event, giveBack } = await soldOutCategory({ quota: 2, returnable: 1 });
    const [waiting, admitted] = await createBuyers(db, 2);
    await join(waiting!, category.id);
    await db.execute(sql`INSERT INTO waiting_rooms (event_id, enabled, opens_at, admit_per_minute)
      VALUES (${event.id}, true, now() - interval '1 minute', 100)`);
    await giveBack();
    expect((await sweepWaitingLists(sweepDeps())).offered).toBe(0);
    const body = { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 1 }] };
    await expect(createHold(testCheckoutDeps(db), admitted!.id, body, null)).resolves.toMatchObject({
      sub_total: 150_000,
    });
    expect((await place(waiting!, category.id)).body.data).toMatchObject({ status: "waiting", position: 1 });
  });
});

describe("in the workspace", () => {
  async function workspace() {
    const f = await createOrgFixture(db);
    const [festival] = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM ticket_categories WHERE event_id = ${f.published.id} AND name = 'Festival'`,
    );
    const tribune = await createCategory(db, f.published.id, { name: "Tribun", quota: 4, sortOrder: 1 });
    await createSeatSection(db, f.published.id, tribune.id, "Tribun Barat", ["A"], 4);
    const url = `/organizer/organizations/${f.organiser.id}/events/${f.published.id}/waiting-list`;
    const save = (body: unknown, token = f.members.admin.token) =>
      orgCall(t.app, { method: "PUT", url, token, body });
    return { f, festivalId: festival!.id, tribune, url, save };
  }

  it("an admin switches a category's list on with the event's offer time limit (audited); a seated category has none", async () => {
    const { f, festivalId, tribune, url, save } = await workspace();
    const before = await orgCall(t.app, { method: "GET", url, token: f.members.finance.token });
    expect(before.body.data).toMatchObject({
      offer_minutes: 120,
      categories: [
        { category_id: festivalId, name: "Festival", seated: false, enabled: false },
        { category_id: tribune.id, name: "Tribun", seated: true, enabled: false },
      ],
    });

    for (const bad of [
      { offer_minutes: 2, categories: [] },
      { offer_minutes: 30, categories: [{ category_id: 99_999_999_999, enabled: true }] },
      { offer_minutes: 30, categories: [{ category_id: String(festivalId), enabled: true }] },
      { offer_minutes: 30, categories: [{ category_id: festivalId, enabled: "yes" }] },
      { offer_minutes: 30 },
      { offer_minutes: 30, categories: [], enabled: true },
    ]) {
      const answer = await save(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(typeof answer.body.message).toBe("string");
    }
    const seated = await save({
      offer_minutes: 30,
      categories: [{ category_id: tribune.id, enabled: true }],
    });
    expect(seated.status).toBe(422);
    expect(seated.body.message).toBe("A seated category cannot have a waiting list.");
    // Another event's category (here the organiser's own draft) is not this event's to switch.
    const foreign = await save({
      offer_minutes: 30,
      categories: [{ category_id: f.draftCategory.id, enabled: true }],
    });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).toContain("This category is not part of this event.");
    const twice = await save({
      offer_minutes: 30,
      categories: [
        { category_id: festivalId, enabled: true },
        { category_id: festivalId, enabled: false },
      ],
    });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain("Name each category once.");
    const finance = await save(
      { offer_minutes: 30, categories: [{ category_id: festivalId, enabled: true }] },
      f.members.finance.token,
    );
    expect(finance.status).toBe(403);

    const saved = await save({ offer_minutes: 30, categories: [{ category_id: festivalId, enabled: true }] });
    expect(saved.status).toBe(200);
    expect((saved.body.data as OrgWaitingList).categories).toEqual([
      {
        category_id: festivalId,
        name: "Festival",
        seated: false,
        enabled: true,
        waiting: 0,
        offers_out: 0,
        accepted: 0,
        bought: 0,
      },
      {
        category_id: tribune.id,
        name: "Tribun",
        seated: true,
        enabled: false,
        waiting: 0,
        offers_out: 0,
        accepted: 0,
        bought: 0,
      },
    ]);
    expect((saved.body.data as OrgWaitingList).offer_minutes).toBe(30);
    const audit = await rows<{ after: unknown }>(
      db,
      sql`SELECT after FROM event_audit_log WHERE event_id = ${f.published.id} AND entity = 'waiting_list'`,
    );
    expect(audit).toEqual([{ after: { offer_minutes: 30, enabled_categories: [festivalId] } }]);
  });

  it("switching a list off hands its returned ticket to the public; the places are kept, and counted", async () => {
    const { f, festivalId, save } = await workspace();
    await addClaim(db, { categoryId: festivalId, quantity: 99, status: "sold" });
    const held = await addClaim(db, {
      categoryId: festivalId,
      quantity: 1,
      status: "held",
      expiresAt: hoursFromNow(1),
    });
    await save({ offer_minutes: 60, categories: [{ category_id: festivalId, enabled: true }] });
    const [first, second, publicBuyer] = await createBuyers(db, 3);
    await join(first!, festivalId);
    await join(second!, festivalId);
    await db.execute(
      sql`UPDATE stock_claims SET expires_at = now() - interval '1 second' WHERE id = ${held.id}`,
    );
    await sweepWaitingLists(sweepDeps());
    const counts = await orgCall(t.app, {
      method: "GET",
      url: `/organizer/organizations/${f.organiser.id}/events/${f.published.id}/waiting-list`,
      token: f.members.finance.token,
    });
    expect((counts.body.data as OrgWaitingList).categories[0]).toMatchObject({ waiting: 1, offers_out: 1 });

    // The first declines; with the list switched off, the ticket is the public's and the second waits on.
    await save({ offer_minutes: 60, categories: [{ category_id: festivalId, enabled: false }] });
    await call("POST", `/waiting-list/category/${festivalId}/decline`, { token: first!.token });
    expect((await place(second!, festivalId)).body.data).toMatchObject({ status: "waiting", position: 1 });
    const body = { event_slug: f.published.slug, tickets: [{ category_id: festivalId, quantity: 1 }] };
    await expect(createHold(testCheckoutDeps(db), publicBuyer!.id, body, null)).resolves.toMatchObject({
      sub_total: 150_000,
    });
    const mine = await call<MyWaitingList>("GET", "/waiting-list/mine", { token: second!.token });
    expect(mine.body.data.rows).toEqual([
      expect.objectContaining({ status: "waiting", position: 1, list_open: false }),
    ]);
  });
});

/**
 * An offer that lapses, with two sweepers (two processes) ending it and offering its ticket at once:
 * the ticket goes to exactly one next entry. Answers how many offers are out after the race.
 */
async function lapseRace(locking: Partial<LockingPolicy>): Promise<number> {
  const { category, giveBack } = await soldOutCategory({ quota: 4, returnable: 1 });
  const buyers = await createBuyers(db, 4);
  for (const buyer of buyers) await join(buyer, category.id);
  await giveBack();
  await sweepWaitingLists(sweepDeps());
  // The offer's time runs out: its hold and the hold's claims expire together, as they were written.
  await db.execute(sql`WITH lapsed AS (
      UPDATE checkout_holds SET expires_at = now() - interval '1 second'
      WHERE id IN (SELECT hold_id FROM waiting_list_entries WHERE category_id = ${category.id}) RETURNING id)
    UPDATE stock_claims SET expires_at = now() - interval '1 second'
    WHERE id IN (SELECT claim_id FROM checkout_hold_claims WHERE hold_id IN (SELECT id FROM lapsed))`);
  await Promise.all([sweepWaitingLists(sweepDeps(locking)), sweepWaitingLists(sweepDeps(locking))]);
  const after = await entries(category.id);
  expect(after[0]!.status).toBe("expired");
  return after.filter((entry) => entry.status === "offered").length;
}

describe.runIf(postgres)("races", () => {
  it("an expired offer passes to the next entry exactly once with two sweepers racing", async () => {
    for (let trial = 0; trial < 8; trial++) expect(await lapseRace({})).toBe(1);
  });

  it("CONTROL: without the category lock, two sweepers double the offer", async () => {
    const worst = await raceUntilDefect(
      () => lapseRace({ claimLocks: false }),
      (offers) => offers > 1,
    );
    expect(worst).toBeGreaterThan(1);
  });

  /**
   * A ticket comes back while one account waits and 49 others try to buy it, with the sweeper running
   * and the waiting account tapping "Terima" five times: one ticket, held once, for the waiting account.
   * Answers whether the public got it.
   */
  async function returnRace(locking: Partial<LockingPolicy>): Promise<boolean> {
    const { category, event, giveBack } = await soldOutCategory({ quota: 2, returnable: 1 });
    const [waiting, ...others] = await createBuyers(db, 50);
    await join(waiting!, category.id);
    await giveBack();
    const body = { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 1 }] };
    const checkout = testCheckoutDeps(db, {}, locking);
    const results = await Promise.allSettled([
      ...others.map((buyer) => createHold(checkout, buyer.id, body, null)),
      sweepWaitingLists(sweepDeps()),
      ...Array.from({ length: 5 }, () =>
        call("POST", `/waiting-list/category/${category.id}/accept`, { token: waiting!.token }),
      ),
    ]);
    await sweepWaitingLists(sweepDeps());
    const publicWins = results.slice(0, others.length).filter((r) => r.status === "fulfilled").length;
    expect(await liveTickets(category.id)).toBeLessThanOrEqual(2);
    if (publicWins > 0) return true;
    const [entry] = await entries(category.id);
    expect(entry).toMatchObject({
      status: expect.stringMatching(/^(offered|accepted)$/),
      offered_quantity: 1,
    });
    const holds = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM checkout_holds WHERE buyer_id = ${waiting!.id} AND status = 'held'`,
    );
    expect(holds[0]!.n).toBe(1);
    return false;
  }

  it("50 accounts racing for a returned ticket while one waits: it is the waiting account's, once", async () => {
    for (let trial = 0; trial < 3; trial++) expect(await returnRace({})).toBe(false);
  }, 60_000);

  it("CONTROL: without the list's reservation, the public takes the returned ticket", async () => {
    const worst = await raceUntilDefect(
      async () => ((await returnRace({ waitingListReserve: false })) ? 1 : 0),
      (won) => won > 0,
    );
    expect(worst).toBe(1);
  }, 150_000);

  /**
   * The figures of the report (logged, not asserted on time): 200 tickets coming back at once to a list
   * of 5,000 go to the first 200 in join order; then single returns, each timed from the return to its
   * offer being committed by one sweeper pass (the sweeper's interval, 15 s, comes on top).
   */
  it("200 returns with a 5,000-entry list are offered in list order", async () => {
    const { category, event, giveBack } = await soldOutCategory({ quota: 260, returnable: 200 });
    const buyers = await createBuyers(db, 5_000);
    await db.execute(sql`INSERT INTO waiting_list_entries (event_id, category_id, buyer_id, quantity)
      SELECT ${event.id}, ${category.id}, b.id::uuid, 1
      FROM jsonb_array_elements_text(${JSON.stringify(buyers.map((b) => b.id))}::jsonb) WITH ORDINALITY AS b(id, n)
      ORDER BY b.n`);
    await giveBack();
    const started = performance.now();
    expect((await sweepWaitingLists(sweepDeps())).offered).toBe(200);
    const bulkMs = performance.now() - started;
    const line = await entries(category.id);
    expect(line.slice(0, 200).every((entry) => entry.status === "offered")).toBe(true);
    expect(line.slice(200).every((entry) => entry.status === "waiting")).toBe(true);
    expect(line.slice(0, 200).map((entry) => entry.buyer_id)).toEqual(buyers.slice(0, 200).map((b) => b.id));
    expect(await liveTickets(category.id)).toBe(260);

    // Over 100 single returns, so the printed p99 is a real percentile.
    const SINGLES = 120;
    const singles: number[] = [];
    for (let i = 0; i < SINGLES; i++) {
      await db.execute(sql`WITH one AS (
          SELECT hold_id FROM waiting_list_entries WHERE category_id = ${category.id} AND status = 'offered'
          ORDER BY id LIMIT 1), lapsed AS (
          UPDATE checkout_holds SET expires_at = now() - interval '1 second' WHERE id IN (SELECT hold_id FROM one)
          RETURNING id)
        UPDATE stock_claims SET expires_at = now() - interval '1 second'
        WHERE id IN (SELECT claim_id FROM checkout_hold_claims WHERE hold_id IN (SELECT id FROM lapsed))`);
      const t0 = performance.now();
      const pass = await sweepWaitingLists(sweepDeps());
      singles.push(performance.now() - t0);
      expect(pass.offered).toBe(1);
    }
    const after = await entries(category.id);
    expect(after.slice(0, SINGLES).every((entry) => entry.status === "expired")).toBe(true);
    expect(after.slice(200, 200 + SINGLES).every((entry) => entry.status === "offered")).toBe(true);
    expect(after[200 + SINGLES]!.status).toBe("waiting");
    singles.sort((a, b) => a - b);
    const pct = (p: number) =>
      singles[Math.min(singles.length - 1, Math.floor(p * singles.length))]!.toFixed(1);
    process.stdout.write(
      `waiting-list figures: 200 returns offered to a 5,000-entry list in ${bulkMs.toFixed(0)} ms; ` +
        `single return to offer (one sweeper pass) p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms over ${singles.length}\n`,
    );
  }, 120_000);
});
