import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/client.ts";
import { vouchers } from "../../server/db/schema/index.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { applyVoucher } from "../../server/features/checkout/apply-voucher.ts";
import { createHold, withHoldCombiner } from "../../server/features/checkout/create-hold.ts";
import type { CheckoutDeps } from "../../server/features/checkout/deps.ts";
import type { LockingPolicy } from "../../server/features/stock/index.ts";
import { createBuyers, type TestBuyer, testCheckoutDeps } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent, createSeatSection } from "../support/events-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { raceUntilDefect } from "../support/race-control.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/** The protections a control run switches off; the rest of `STRICT_LOCKING` stays on. */
type Protection = Partial<LockingPolicy>;

/**
 * The inventory and money races of quality-bar.md, on real PostgreSQL (PGlite has one connection, so
 * nothing can race there). Each has a CONTROL: the same race with the protection switched off
 * (`{ claimLocks: false }` / `{ idempotency: false }` in the deps' locking policy, plus the backing unique index dropped in a
 * separate control database), which must show the defect, proving the test can fail.
 */
const postgres = testPostgresUrl() !== null;

let main: TestDatabase;
let control: TestDatabase;
beforeAll(async () => {
  if (!postgres) return;
  main = await createTestDatabase();
  control = await createTestDatabase();
  await control.exec("DROP INDEX checkout_holds_one_running_uq; DROP INDEX stock_claims_seat_live_uq");
});
afterAll(async () => {
  await main?.destroy();
  await control?.destroy();
});

const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);
const succeeded = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r) => r.status === "fulfilled");

async function liveTickets(db: Db, where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM stock_claims
        WHERE (status = 'sold' OR (status = 'held' AND expires_at > now())) AND ${where}`,
  );
  return row?.n ?? 0;
}

/**
 * `processes` app instances, each with its own combiner (ADR 0105), as several server processes would
 * be; buyer i goes to instance i mod n. With `protection` off, the combiners claim without any lock.
 */
function combinedDeps(db: Db, processes: number, protection: Protection = {}): CheckoutDeps[] {
  return Array.from({ length: processes }, () =>
    withHoldCombiner(testCheckoutDeps(db, {}, protection), 10_000),
  );
}

async function lastK(db: Db, buyers: TestBuyer[], protection: Protection, instances?: CheckoutDeps[]) {
  const event = await createEvent(db);
  const category = await createCategory(db, event.id, { quota: 5, perTransactionMax: 5 });
  const body = { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 1 }] };
  const deps = (i: number) =>
    instances ? instances[i % instances.length]! : testCheckoutDeps(db, {}, protection);
  const results = await settle(buyers.map((b, i) => createHold(deps(i), b.id, body, null)));
  return { ok: succeeded(results).length, live: await liveTickets(db, sql`category_id = ${category.id}`) };
}

describe.skipIf(!postgres)("checkout races on PostgreSQL", () => {
  it("200 buyers racing for the last 5 tickets: exactly 5 held, 20 times; the control oversells", async () => {
    const buyers = await createBuyers(main.db, 200);
    for (let rep = 0; rep < 20; rep++) expect(await lastK(main.db, buyers, {})).toEqual({ ok: 5, live: 5 });
    const controlBuyers = await createBuyers(control.db, 200);
    const worst = await raceUntilDefect(
      async () => (await lastK(control.db, controlBuyers, { claimLocks: false })).live,
      (live) => live > 5,
      { withinMs: 60_000 },
    );
    expect(worst).toBeGreaterThan(5);
  }, 180_000);

  it("the same race through batched holds in 4 processes: exactly 5, 20 times; lock-free combiners oversell", async () => {
    const buyers = await createBuyers(main.db, 200);
    const instances = combinedDeps(main.db, 4);
    for (let rep = 0; rep < 20; rep++)
      expect(await lastK(main.db, buyers, {}, instances)).toEqual({ ok: 5, live: 5 });
    // Control: each combiner serialises its own batches, but without the database's category lock the
    // four "processes" count the same free stock at once.
    const controlBuyers = await createBuyers(control.db, 200);
    const unlocked = combinedDeps(control.db, 4, { claimLocks: false });
    const worst = await raceUntilDefect(
      async () => (await lastK(control.db, controlBuyers, {}, unlocked)).live,
      (live) => live > 5,
      { withinMs: 60_000 },
    );
    expect(worst).toBeGreaterThan(5);
  }, 180_000);

  it("batched: 50 checkouts of one buyer with one key replay one hold; 20 buyers x 3 retries hold 20", async () => {
    const [deps] = combinedDeps(main.db, 1);
    const event = await createEvent(main.db, { maxTicketByAccount: 4 });
    const category = await createCategory(main.db, event.id, { quota: 1_000, perTransactionMax: 4 });
    const [buyer] = await createBuyers(main.db, 1);
    const body = { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 2 }] };
    const same = await settle(
      Array.from({ length: 50 }, () => createHold(deps!, buyer!.id, body, "one-key-4567")),
    );
    const holds = same.map((r) => (r as PromiseFulfilledResult<unknown>).value);
    expect(new Set(holds.map((h) => JSON.stringify(h))).size).toBe(1);
    const others = await createBuyers(main.db, 20);
    const retried = await settle(
      others.flatMap((b) => [1, 2, 3].map(() => createHold(deps!, b.id, body, `key-${b.id.slice(0, 8)}`))),
    );
    expect(succeeded(retried)).toHaveLength(60);
    expect(await liveTickets(main.db, sql`category_id = ${category.id}`)).toBe(2 + 20 * 2);
    // A new checkout of 4 replaces the cart of 2: the cart is given back, so the limit of 4 is met.
    const four = { ...body, tickets: [{ category_id: category.id, quantity: 4 }] };
    await expect(createHold(deps!, buyer!.id, four, null)).resolves.toMatchObject({
      tickets: [{ quantity: 4 }],
    });
    expect(await liveTickets(main.db, sql`category_id = ${category.id}`)).toBe(4 + 20 * 2);
  }, 60_000);

  it("50 parallel checkouts of one buyer against a limit of 4: at most 4 at any moment; the control exceeds it", async () => {
    // A new checkout replaces the buyer's cart, so the defect is transient: sample it while racing.
    const race = async (db: Db, protection: Protection) => {
      const event = await createEvent(db, { maxTicketByAccount: 4 });
      const category = await createCategory(db, event.id, { quota: 1_000, perTransactionMax: 4 });
      const [buyer] = await createBuyers(db, 1);
      const body = { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 4 }] };
      let done = false;
      let most = 0;
      const sampler = (async () => {
        while (!done) most = Math.max(most, await liveTickets(db, sql`category_id = ${category.id}`));
      })();
      await settle(
        Array.from({ length: 50 }, () =>
          createHold(testCheckoutDeps(db, {}, protection), buyer!.id, body, null),
        ),
      );
      done = true;
      await sampler;
      return Math.max(most, await liveTickets(db, sql`category_id = ${category.id}`));
    };
    for (let rep = 0; rep < 3; rep++) expect(await race(main.db, {})).toBe(4);
    let worst = 0;
    for (let rep = 0; rep < 10 && worst <= 4; rep++)
      worst = Math.max(worst, await race(control.db, { claimLocks: false }));
    expect(worst).toBeGreaterThan(4);
  }, 90_000);

  it("100 parallel uses of a single-use voucher: exactly 1; the control redeems it more than once", async () => {
    const race = async (db: Db, protection: Protection) => {
      const event = await createEvent(db);
      const category = await createCategory(db, event.id, { quota: 1_000 });
      const buyers = await createBuyers(db, 100);
      const body = { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 1 }] };
      for (const b of buyers) await createHold(testCheckoutDeps(db), b.id, body, null);
      await db
        .insert(vouchers)
        .values({ eventId: event.id, code: "SEKALI", discountUnit: "fixed", amount: 10_000, quota: 1 });
      const results = await settle(
        buyers.map((b) => applyVoucher(testCheckoutDeps(db, {}, protection), b.id, { code: "SEKALI" })),
      );
      return succeeded(results).length;
    };
    expect(await race(main.db, {})).toBe(1);
    expect(await race(control.db, { claimLocks: false })).toBeGreaterThan(1);
  }, 60_000);

  it("50 concurrent requests with one idempotency key: one hold, identical responses; another body is 422", async () => {
    const race = async (db: Db, protection: Protection) => {
      const event = await createEvent(db);
      const category = await createCategory(db, event.id, { quota: 1_000 });
      const [buyer] = await createBuyers(db, 1);
      const body = { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 2 }] };
      const results = await settle(
        Array.from({ length: 50 }, () =>
          createHold(testCheckoutDeps(db, {}, protection), buyer!.id, body, "same-key-123"),
        ),
      );
      const holds = succeeded(results).map((r) => (r as PromiseFulfilledResult<unknown>).value);
      return { buyer: buyer!, body, holds, distinct: new Set(holds.map((h) => JSON.stringify(h))).size };
    };
    const { buyer, body, holds, distinct } = await race(main.db, {});
    expect(holds).toHaveLength(50);
    expect(distinct).toBe(1);
    const [count] = await rows<{ n: number }>(
      main.db,
      sql`SELECT count(*)::int AS n FROM checkout_holds WHERE buyer_id = ${buyer.id}`,
    );
    expect(count?.n).toBe(1);
    const other = { ...body, tickets: [{ ...body.tickets[0]!, quantity: 1 }] };
    await expect(
      createHold(testCheckoutDeps(main.db), buyer.id, other, "same-key-123"),
    ).rejects.toMatchObject({ status: 422 });
    expect((await race(control.db, { idempotency: false })).distinct).toBeGreaterThan(1);
  }, 60_000);

  it("two buyers racing for one seat: exactly one wins, 20 times; the control double-sells", async () => {
    const race = async (db: Db, protection: Protection, reps: number) => {
      const event = await createEvent(db, { isSeated: true });
      const category = await createCategory(db, event.id, { quota: 100 });
      const { seats } = await createSeatSection(db, event.id, category.id, "VIP", ["A"], reps);
      const buyers = await createBuyers(db, 2);
      let worst = 0;
      for (const seat of seats) {
        const body = {
          event_slug: event.slug,
          tickets: [{ category_id: category.id, quantity: 1 }],
          seat_ids: [seat.id],
        };
        await settle(buyers.map((b) => createHold(testCheckoutDeps(db, {}, protection), b.id, body, null)));
        worst = Math.max(worst, await liveTickets(db, sql`seat_id = ${seat.id}`));
      }
      return worst;
    };
    expect(await race(main.db, {}, 20)).toBe(1);
    const worst = await raceUntilDefect(
      () => race(control.db, { claimLocks: false }, 20),
      (sold) => sold > 1,
      { withinMs: 60_000 },
    );
    expect(worst).toBeGreaterThan(1);
  }, 180_000);
});
