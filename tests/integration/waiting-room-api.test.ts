import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WaitingRoomStore } from "../../server/features/waiting-room/index.ts";
import { ManualClock } from "../support/accounts.ts";
import { createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { apiCaller, type Jar } from "../support/queue-client.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import {
  dropRedisTestKeys,
  makeStore,
  redisAvailable,
  type StoreKind,
} from "../support/waiting-room-stores.ts";

/**
 * The waiting room through the API, on both stores: the operator's settings, the
 * line before and after opening, admission enforced on hold creation, grants that expire and shares
 * that go to the next in line, sign-in keeping a place, and status polls that never read the store.
 */
const redisUp = await redisAvailable();
const OPERATOR = "operator-token-for-the-waiting-room-tests";

function counting(store: WaitingRoomStore, calls: Map<string, number>): WaitingRoomStore {
  return new Proxy(store, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        calls.set(String(name), (calls.get(String(name)) ?? 0) + 1);
        return value.apply(target, args);
      };
    },
  });
}

describe.each<StoreKind>(["postgres", "redis"])("the waiting room API on the %s store", (kind) => {
  const skip = kind === "redis" && !redisUp;
  let t: TestApp;
  const clock = new ManualClock(Date.now());
  const calls = new Map<string, number>();

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp({
      clock,
      env: { OPERATOR_API_TOKEN: OPERATOR },
      waitingRoomStore: (database) => counting(makeStore(kind, database.db), calls),
    });
  });
  afterAll(async () => {
    await t?.close();
    if (kind === "redis" && redisUp) await dropRedisTestKeys();
  });

  const call = apiCaller(() => t);

  const configure = (slug: string, body: Record<string, unknown>, token = OPERATOR) =>
    call("PUT", `/operator/events/${slug}/waiting-room`, { body, headers: { "x-operator-token": token } });

  async function queuedEvent(opensInSeconds: number, admitPerMinute = 60) {
    const event = await createEvent(t.database.db);
    const category = await createCategory(t.database.db, event.id, { quota: 50, perTransactionMax: 2 });
    const saved = await configure(event.slug, {
      enabled: true,
      opens_at: new Date(clock.now().getTime() + opensInSeconds * 1000).toISOString(),
      admit_per_minute: admitPerMinute,
    });
    expect(saved.status).toBe(200);
    t.services.waitingRoom.forget(event.slug);
    const hold = (buyer: TestBuyer, lang = "en") =>
      call("POST", "/transaction/checkout", {
        token: buyer.token,
        lang,
        body: { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 1 }] },
      });
    return { event, category, hold };
  }

  /** The admission step, then a second so this process's snapshot of the line's head is fresh. */
  async function tick(seconds = 1) {
    clock.advance(seconds * 1000);
    await t.services.waitingRoom.tick();
    await new Promise((resolve) => setTimeout(resolve, 1_050));
  }

  it.skipIf(skip)("the operator's route needs the token and valid settings", async () => {
    const event = await createEvent(t.database.db);
    const body = { enabled: true, opens_at: new Date().toISOString(), admit_per_minute: 100 };
    expect((await configure(event.slug, body, "wrong-token-wrong-token-wrong")).status).toBe(401);
    expect((await call("PUT", `/operator/events/${event.slug}/waiting-room`, { body })).status).toBe(401);
    expect((await configure(event.slug, { ...body, admit_per_minute: 0 })).status).toBe(400);
    expect((await configure("no-such-event", body)).status).toBe(404);
    const saved = await configure(event.slug, body);
    expect(saved.body.data).toMatchObject({ enabled: true, admit_per_minute: 100, token_minutes: 10 });
  });

  it.skipIf(skip)("refuses holds without admission, then admits in line order at the rate", async () => {
    const { event, hold } = await queuedEvent(60);
    const [first, second] = await createBuyers(t.database.db, 2);
    const jars = [new Map(), new Map()] as Jar[];
    const before = await call("POST", `/queue/${event.slug}/join`, { token: first!.token, jar: jars[0] });
    expect(before.body.data).toMatchObject({ state: "before_opening", place: null, admit_per_minute: 60 });
    await call("POST", `/queue/${event.slug}/join`, { token: second!.token, jar: jars[1] });

    const refused = await hold(first!);
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe("admission_required");
    expect(refused.body.message).toMatch(/^This sale has a waiting room/);
    expect((await hold(first!, "id")).body.message).toMatch(/^Penjualan ini memakai ruang tunggu/);

    await tick(61); // the opening: places are ranked, one admitted (60 a minute)
    const statuses = await Promise.all(
      [0, 1].map((i) => call("GET", `/queue/${event.slug}/status`, { jar: jars[i] })),
    );
    const states = statuses.map((s) => s.body.data!.state).sort();
    expect(states).toEqual(["admitted", "waiting"]);
    const admittedIndex = statuses.findIndex((s) => s.body.data!.state === "admitted");
    const waiting = statuses[1 - admittedIndex]!.body.data!;
    expect(waiting).toMatchObject({ place: 2, people_ahead: 0, estimated_wait_minutes: 0 });
    const [admitted, notYet] = admittedIndex === 0 ? [first!, second!] : [second!, first!];

    expect((await hold(notYet)).body.errorCode).toBe("admission_required");
    const held = await hold(admitted);
    expect(held.status).toBe(200);
    await tick(1);
    expect((await hold(notYet)).status).toBe(200); // one more second at 60 a minute: its turn
  });

  it.skipIf(skip)("lets an unused admission lapse and gives its share to the next in line", async () => {
    const { event, hold } = await queuedEvent(0, 1);
    const buyers = await createBuyers(t.database.db, 3);
    for (const b of buyers) await call("POST", `/queue/${event.slug}/join`, { token: b.token });
    await tick(1); // opening: the first one only (1 a minute)
    const grants = await Promise.all(buyers.map((b) => t.services.waitingRoom.store.grant(event.id, b.id)));
    const admittedIndex = grants.findIndex((g) => g !== null);
    expect(grants.filter((g) => g !== null)).toHaveLength(1);
    clock.advance(10 * 60_000 + 6_000); // past the 10 minutes (and the 5 s grace)
    expect((await hold(buyers[admittedIndex]!)).body.errorCode).toBe("admission_required");
    await t.services.waitingRoom.tick(); // the lapsed share goes to the next in line at once
    const after = await Promise.all(buyers.map((b) => t.services.waitingRoom.store.grant(event.id, b.id)));
    expect(after.filter((g) => g && !g.returned)).toHaveLength(1);
    const nextIndex = after.findIndex((g) => g && !g.returned);
    expect(nextIndex).not.toBe(admittedIndex);
    expect((await hold(buyers[nextIndex]!)).status).toBe(200);
  });

  it.skipIf(skip)("gives an expired hold's share to the next in line", async () => {
    const { event, hold } = await queuedEvent(0, 1);
    const buyers = await createBuyers(t.database.db, 2);
    for (const b of buyers) await call("POST", `/queue/${event.slug}/join`, { token: b.token });
    await tick(1);
    const grants = await Promise.all(buyers.map((b) => t.services.waitingRoom.store.grant(event.id, b.id)));
    const first = grants.findIndex((g) => g !== null);
    expect((await hold(buyers[first]!)).status).toBe(200);
    await t.services.waitingRoom.tick();
    expect(await t.services.waitingRoom.store.grant(event.id, buyers[1 - first]!.id)).toBeNull();
    // The buyer walks away: the hold expires (moved into the past rather than waiting 15 minutes).
    await t.database.db.execute(
      sql`UPDATE checkout_holds SET expires_at = now() - interval '1 second' WHERE event_id = ${event.id}`,
    );
    clock.advance(6_000);
    await t.services.waitingRoom.tick();
    expect(await t.services.waitingRoom.store.grant(event.id, buyers[1 - first]!.id)).not.toBeNull();
    expect((await hold(buyers[1 - first]!)).status).toBe(200);
    expect((await hold(buyers[first]!)).body.errorCode).toBe("admission_required");
  });

  it.skipIf(skip)("keeps a signed-out visitor's place through sign-in and on another device", async () => {
    const { event } = await queuedEvent(30);
    const [buyer] = await createBuyers(t.database.db, 1);
    const others = await createBuyers(t.database.db, 5);
    const phone: Jar = new Map();
    const anonymous = await call("POST", `/queue/${event.slug}/join`, { jar: phone });
    expect(anonymous.status).toBe(200);
    expect(phone.has("tiketin_visitor")).toBe(true);
    for (const b of others) await call("POST", `/queue/${event.slug}/join`, { token: b.token });
    await tick(31);
    const place = (await call("GET", `/queue/${event.slug}/status`, { jar: phone })).body.data!.place;
    expect(place).toBeGreaterThan(0);
    // Signs in on the phone: same place, now the account's.
    const signedIn = await call("POST", `/queue/${event.slug}/join`, { jar: phone, token: buyer!.token });
    expect(signedIn.body.data!.place).toBe(place);
    // A laptop with no cookie, same account: same place.
    const laptop = await call("POST", `/queue/${event.slug}/join`, { jar: new Map(), token: buyer!.token });
    expect(laptop.body.data!.place).toBe(place);
  });

  it.skipIf(skip)(
    "answers status polls from the cookie and a per-second snapshot, not the store",
    async () => {
      const { event } = await queuedEvent(0, 600);
      const buyers = await createBuyers(t.database.db, 30);
      const jars = buyers.map(() => new Map() as Jar);
      for (const [i, b] of buyers.entries())
        await call("POST", `/queue/${event.slug}/join`, { token: b.token, jar: jars[i] });
      await tick(1);
      for (const jar of jars) await call("GET", `/queue/${event.slug}/status`, { jar }); // places ranked once
      calls.clear();
      for (let round = 0; round < 5; round++)
        for (const jar of jars) {
          const answer = await call("GET", `/queue/${event.slug}/status`, { jar });
          expect(answer.status).toBe(200);
        }
      // 150 polls within about a second: at most a couple of head reads, and no place read at all.
      expect(calls.get("head") ?? 0).toBeLessThanOrEqual(3);
      expect(calls.get("place") ?? 0).toBe(0);
      expect(calls.get("find") ?? 0).toBe(0);
    },
  );

  it.skipIf(skip)("switches itself on when checkout keeps shedding load for an event", async () => {
    const event = await createEvent(t.database.db);
    const category = await createCategory(t.database.db, event.id, { quota: 10 });
    const [buyer] = await createBuyers(t.database.db, 1);
    for (let i = 0; i < 5; i++) await t.services.waitingRoom.noteOverload(event.slug);
    const answer = await call("POST", "/transaction/checkout", {
      token: buyer!.token,
      body: { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 1 }] },
    });
    expect(answer.body.errorCode).toBe("admission_required");
    const joined = await call("POST", `/queue/${event.slug}/join`, { token: buyer!.token });
    expect(joined.body.data!.state).not.toBe("no_queue");
  });
});
