import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../support/accounts.ts";
import { createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { apiCaller, type Jar } from "../support/queue-client.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import {
  dropRedisTestKeys,
  makeStore,
  redisAvailable,
  type StoreKind,
} from "../support/waiting-room-stores.ts";

/**
 * The waiting room against an attacker, on both stores: a copied visitor
 * cookie, a copied place, a repeat buyer and a grant used after its turn ended are each refused, while
 * the honest paths beside them (the owner's hold, a second try after a failed payment, queueing again)
 * still work; joins are limited per address and per account.
 */
const redisUp = await redisAvailable();
const postgres = testPostgresUrl() !== null;
const OPERATOR = "operator-token-for-the-adversary-tests";

describe.each<StoreKind>(["postgres", "redis"])("the waiting room against an attacker, %s store", (kind) => {
  const skip = kind === "redis" && !redisUp;
  let t: TestApp;
  const clock = new ManualClock(Date.now());
  const call = apiCaller(() => t);

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp({
      clock,
      env: { OPERATOR_API_TOKEN: OPERATOR },
      waitingRoomStore: (database) => makeStore(kind, database.db),
    });
  });
  afterAll(async () => {
    await t?.close();
    if (kind === "redis" && redisUp) await dropRedisTestKeys();
  });

  async function openEvent(admitPerMinute = 60) {
    const event = await createEvent(t.database.db);
    const category = await createCategory(t.database.db, event.id, { quota: 50, perTransactionMax: 2 });
    const saved = await call("PUT", `/operator/events/${event.slug}/waiting-room`, {
      body: { enabled: true, opens_at: clock.now().toISOString(), admit_per_minute: admitPerMinute },
      headers: { "x-operator-token": OPERATOR },
    });
    expect(saved.status).toBe(200);
    t.services.waitingRoom.forget(event.slug);
    const hold = (buyer: TestBuyer) =>
      call("POST", "/transaction/checkout", {
        token: buyer.token,
        body: { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 1 }] },
      });
    const join = (options: { jar?: Jar; token?: string; address?: string }) =>
      call("POST", `/queue/${event.slug}/join`, options);
    return { event, hold, join };
  }

  const tick = async (seconds = 1) => {
    clock.advance(seconds * 1000);
    await t.services.waitingRoom.tick();
  };
  /** What a buyer's holds did, set as the payment flow would (at the test clock's time). */
  const setHolds = (buyer: TestBuyer, eventId: number, status: "released" | "paid") =>
    t.database.db.execute(
      sql`UPDATE checkout_holds SET status = ${status}, updated_at = ${clock.now()}
          WHERE buyer_id = ${buyer.id} AND event_id = ${eventId} AND status IN ('held', 'awaiting_payment')`,
    );

  it.skipIf(skip)("a copied visitor cookie gives other accounts nothing", async () => {
    const { event, hold, join } = await openEvent();
    const [owner, copier1, copier2] = await createBuyers(t.database.db, 3);
    const phone: Jar = new Map();
    expect((await join({ jar: phone })).status).toBe(200); // signed out, first in line
    await tick(); // admitted
    expect((await join({ jar: phone, token: owner!.token })).status).toBe(200);
    const owned = await t.services.waitingRoom.store.grant(event.id, owner!.id);
    expect(owned?.buyerId).toBe(owner!.id);
    expect(phone.has("tiketin_visitor")).toBe(true);

    // The admitted phone's cookies, copied into two other signed-in browsers.
    for (const copier of [copier1!, copier2!]) {
      const copied: Jar = new Map(phone);
      expect((await join({ jar: copied, token: copier.token })).status).toBe(200);
      // Its own new place at the back, not admitted; the owner's grant is untouched.
      const own = await t.services.waitingRoom.store.find(event.id, { buyerId: copier.id });
      expect(own?.id).not.toBe(owned?.entryId);
      expect(own?.admittedAt).toBeNull();
      expect((await t.services.waitingRoom.store.grant(event.id, owner!.id))?.entryId).toBe(owned?.entryId);
      const refused = await hold(copier);
      expect(refused.status).toBe(409);
      expect(refused.body.errorCode).toBe("admission_required");
    }
    // Beside it, the honest owner holds: the refusals above are the guard, not a broken checkout.
    expect((await hold(owner!)).status).toBe(200);
  });

  it.skipIf(skip)(
    "a turn ends when its hold is paid: buying again means queueing again; a failed payment keeps it for two minutes",
    async () => {
      const { event, hold, join } = await openEvent();
      const [buyer, other] = await createBuyers(t.database.db, 2);
      await join({ token: buyer!.token });
      await tick();
      expect((await hold(buyer!)).status).toBe(200);
      // One purchase a turn: a second hold beside the live one is refused.
      const second = await hold(buyer!);
      expect(second.status).toBe(422);
      expect(second.body.message).toMatch(/already hold tickets in this turn/);

      // The payment fails and the hold is released: within the grace the turn goes on (pay another way).
      await setHolds(buyer!, event.id, "released");
      clock.advance(60_000);
      expect((await hold(buyer!)).status).toBe(200);

      // Paid: the turn is over, at once (before any admission step has run).
      await setHolds(buyer!, event.id, "paid");
      const again = await hold(buyer!);
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/turn in the queue has ended/);
      await tick();
      expect((await hold(buyer!)).status).toBe(409);

      // Queueing again: a new place behind whoever waits, and a hold only when its turn comes.
      await join({ token: other!.token });
      const before = await t.services.waitingRoom.store.grant(event.id, buyer!.id);
      expect((await join({ token: buyer!.token })).status).toBe(200);
      const rejoined = await t.services.waitingRoom.store.find(event.id, { buyerId: buyer!.id });
      expect(rejoined?.id).not.toBe(before?.entryId);
      expect(rejoined?.admittedAt).toBeNull();
      expect((await hold(buyer!)).status).toBe(409);
      await tick();
      await tick();
      expect((await hold(buyer!)).status).toBe(200);
    },
  );

  it.skipIf(skip)("a retried hold request (same idempotency key) is replayed, a new one is not", async () => {
    const { event, join } = await openEvent();
    const [buyer] = await createBuyers(t.database.db, 1);
    await join({ token: buyer!.token });
    await tick();
    const category = (await t.database.db.execute(
      sql`SELECT id FROM ticket_categories WHERE event_id = ${event.id} LIMIT 1`,
    )) as unknown as { rows: { id: number }[] };
    const holdWithKey = (key: string) =>
      call("POST", "/transaction/checkout", {
        token: buyer!.token,
        headers: { "idempotency-key": key },
        body: { event_slug: event.slug, tickets: [{ category_id: category.rows[0]!.id, quantity: 1 }] },
      });
    const first = await holdWithKey("retry-key-0001");
    expect(first.status).toBe(200);
    const retried = await holdWithKey("retry-key-0001");
    expect(retried.status).toBe(200);
    expect(retried.body.data!.hold_id).toBe(first.body.data!.hold_id);
    expect((await holdWithKey("another-key-0002")).status).toBe(422);
  });

  it.skipIf(skip)("a used turn whose holds all ended more than two minutes ago is over", async () => {
    const { event, hold, join } = await openEvent();
    const [buyer] = await createBuyers(t.database.db, 1);
    await join({ token: buyer!.token });
    await tick();
    expect((await hold(buyer!)).status).toBe(200);
    await setHolds(buyer!, event.id, "released");
    clock.advance(2 * 60_000 + 1_000);
    expect((await hold(buyer!)).status).toBe(409);
    // The admission step gives the share back, so the line moves on.
    clock.advance(10_000);
    await t.services.waitingRoom.tick();
    expect((await t.services.waitingRoom.store.grant(event.id, buyer!.id))?.returned).toBe(true);
  });

  it.skipIf(skip)(
    "before the opening a signed-out visitor waits outside the draw until signing in",
    async () => {
      const event = await createEvent(t.database.db);
      await call("PUT", `/operator/events/${event.slug}/waiting-room`, {
        body: {
          enabled: true,
          opens_at: new Date(clock.now().getTime() + 60_000).toISOString(),
          admit_per_minute: 60,
        },
        headers: { "x-operator-token": OPERATOR },
      });
      const [buyer] = await createBuyers(t.database.db, 1);
      const phone: Jar = new Map();
      const signedOut = await call("POST", `/queue/${event.slug}/join`, { jar: phone });
      expect(signedOut.body.data).toMatchObject({ state: "before_opening", in_draw: false });
      const signedIn = await call("POST", `/queue/${event.slug}/join`, { jar: phone, token: buyer!.token });
      expect(signedIn.body.data).toMatchObject({ state: "before_opening", in_draw: true });
    },
  );

  it.skipIf(skip)(
    "limits joins per address and per account, with Retry-After and a translated message",
    async () => {
      const { join } = await openEvent();
      let limited = null;
      for (let i = 0; i < 241 && !limited; i++) {
        const answer = await join({ jar: new Map(), address: "10.9.8.7" });
        if (answer.status === 429) limited = { i, answer };
        else expect(answer.status).toBe(200);
      }
      expect(limited?.i).toBe(240);
      expect(Number(limited?.answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited?.answer.body.message).toMatch(/Too many attempts to join the queue/);
      // Another address is not held back by this one's script.
      expect((await join({ jar: new Map(), address: "10.9.8.8" })).status).toBe(200);

      const [account] = await createBuyers(t.database.db, 1);
      const answers = [];
      for (let i = 0; i < 21; i++)
        answers.push(await join({ token: account!.token, address: `10.1.0.${i}` }));
      expect(answers.slice(0, 20).every((a) => a.status === 200)).toBe(true);
      expect(answers[20]!.status).toBe(429);
    },
  );
});

describe.skipIf(!postgres)("CONTROL: a store that hands the cookie's place to whoever presents it", () => {
  it("lets a copier hold with the owner's admission", async () => {
    const clock = new ManualClock(Date.now());
    const t = await createTestApp({ clock, env: { OPERATOR_API_TOKEN: OPERATOR } });
    try {
      const call = apiCaller(() => t);
      const event = await createEvent(t.database.db);
      const category = await createCategory(t.database.db, event.id, { quota: 50, perTransactionMax: 2 });
      await call("PUT", `/operator/events/${event.slug}/waiting-room`, {
        body: { enabled: true, opens_at: clock.now().toISOString(), admit_per_minute: 60 },
        headers: { "x-operator-token": OPERATOR },
      });
      const [, copier] = await createBuyers(t.database.db, 2);
      const phone: Jar = new Map();
      await call("POST", `/queue/${event.slug}/join`, { jar: phone });
      clock.advance(1_000);
      await t.services.waitingRoom.tick();
      // The reported defect: sign-in re-binds the cookie's place to the copier's account.
      await t.database.db.execute(
        sql`UPDATE waiting_room_entries SET buyer_id = ${copier!.id}, visitor_id = NULL WHERE event_id = ${event.id}`,
      );
      const held = await call("POST", "/transaction/checkout", {
        token: copier!.token,
        body: { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 1 }] },
      });
      expect(held.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
