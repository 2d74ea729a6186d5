import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisWaitingRoomStore } from "../../server/features/waiting-room/index.ts";
import { ManualClock } from "../support/accounts.ts";
import { createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { type OwnRedis, redisServerAvailable, startOwnRedis } from "../support/own-redis.ts";
import { apiCaller, type Jar } from "../support/queue-client.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Redis is a cache of the line, not its only copy. A Redis of the test's own is
 * killed mid-line: nothing answers 5xx but 503 with Retry-After (joins), polls keep their places,
 * admitted buyers keep holding, admission pauses and /readyz says the waiting room is degraded. When
 * it comes back empty the line is rebuilt from PostgreSQL: the same places, grants and order. The
 * control is a second event whose PostgreSQL copy is deleted before the restart: its line is lost,
 * as every line was before the copy existed.
 */
const available = redisServerAvailable();
if (!available) console.warn("SKIPPED: the Redis-loss test (no redis-server binary)");
const OPERATOR = "operator-token-for-the-redis-loss-test";

describe.skipIf(!available)("the waiting room when Redis is lost", () => {
  let redis: OwnRedis;
  let t: TestApp;
  const clock = new ManualClock(Date.now());
  const call = apiCaller(() => t);

  beforeAll(async () => {
    redis = await startOwnRedis();
    t = await createTestApp({
      clock,
      env: { OPERATOR_API_TOKEN: OPERATOR },
      waitingRoomStore: (database) =>
        redisWaitingRoomStore(redis.url, database.db, `loss-${randomBytes(4).toString("hex")}:`),
    });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  async function openEvent() {
    const event = await createEvent(t.database.db);
    const category = await createCategory(t.database.db, event.id, { quota: 50, perTransactionMax: 2 });
    await call("PUT", `/operator/events/${event.slug}/waiting-room`, {
      body: { enabled: true, opens_at: clock.now().toISOString(), admit_per_minute: 60 },
      headers: { "x-operator-token": OPERATOR },
    });
    t.services.waitingRoom.forget(event.slug);
    const buyers = await createBuyers(t.database.db, 6);
    const jars = buyers.map(() => new Map() as Jar);
    for (const [i, b] of buyers.entries())
      expect((await call("POST", `/queue/${event.slug}/join`, { token: b.token, jar: jars[i] })).status).toBe(
        200,
      );
    return { event, category, buyers, jars };
  }

  const store = () => t.services.waitingRoom.store;
  const placeOf = async (eventId: number, buyer: TestBuyer) => {
    const entry = await store().find(eventId, { buyerId: buyer.id });
    return entry ? { id: entry.id, place: await store().place(eventId, entry) } : null;
  };
  const readyz = () => t.app.inject({ method: "GET", url: "/readyz" });

  it("pauses, answers 503 not 500, and rebuilds the same line from PostgreSQL", {
    timeout: 60_000,
  }, async () => {
    const main = await openEvent();
    const lost = await openEvent();
    clock.advance(1_000);
    await t.services.waitingRoom.tick(); // the opening: one admitted per event
    clock.advance(1_000);
    await t.services.waitingRoom.tick(); // one more each
    const before = await Promise.all(main.buyers.map((b) => placeOf(main.event.id, b)));
    const grantsBefore = await Promise.all(main.buyers.map((b) => store().grant(main.event.id, b.id)));
    const admitted = main.buyers.filter((_, i) => grantsBefore[i]);
    expect(admitted).toHaveLength(2);
    expect((await placeOf(lost.event.id, lost.buyers[0]!))?.id).toBeTruthy();
    expect((await readyz()).statusCode).toBe(200);

    await t.database.db.execute(sql`DELETE FROM waiting_room_replica WHERE event_id = ${lost.event.id}`);
    await redis.kill();

    // Joins: 503 with Retry-After, at once, never a 500 or a hang.
    const [newcomer] = await createBuyers(t.database.db, 1);
    const join = await call("POST", `/queue/${main.event.slug}/join`, { token: newcomer!.token });
    expect(join.status).toBe(503);
    expect(join.body.errorCode).toBe("service_unavailable");
    expect(Number(join.headers["retry-after"])).toBeGreaterThan(0);
    // Polls keep answering each place.
    for (const [i, jar] of main.jars.entries()) {
      const status = await call("GET", `/queue/${main.event.slug}/status`, { jar });
      expect(status.status).toBe(200);
      if (status.body.data!.place !== null) expect(status.body.data!.place).toBe(before[i]!.place);
    }
    // An admitted buyer still holds (the grant is read from PostgreSQL's copy).
    const hold = await call("POST", "/transaction/checkout", {
      token: admitted[0]!.token,
      body: { event_slug: main.event.slug, tickets: [{ category_id: main.category.id, quantity: 1 }] },
    });
    expect(hold.status).toBe(200);
    // Admission pauses; readiness says why.
    clock.advance(1_000);
    await expect(t.services.waitingRoom.tick()).rejects.toThrow(/unavailable/);
    const degraded = await readyz();
    expect(degraded.statusCode).toBe(503);
    expect(degraded.json().checks).toMatchObject({ waiting_room: "degraded" });

    // Redis comes back, empty.
    await redis.start();
    const deadline = Date.now() + 15_000;
    while ((await t.services.waitingRoom.health()) !== "ok" && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await readyz()).statusCode).toBe(200);

    clock.advance(1_000);
    await t.services.waitingRoom.tick(); // rebuilds the line, then admits the next one in order
    const after = await Promise.all(main.buyers.map((b) => placeOf(main.event.id, b)));
    expect(after).toEqual(before);
    const grantsAfter = await Promise.all(main.buyers.map((b) => store().grant(main.event.id, b.id)));
    for (const [i, grant] of grantsBefore.entries())
      if (grant) expect(grantsAfter[i]).toMatchObject({ entryId: grant.entryId, expiresAt: grant.expiresAt });
    expect(grantsAfter.find((g) => g?.entryId === grantsBefore.find(Boolean)?.entryId)).toBeTruthy();
    // The use made while Redis was away was kept.
    const heldGrant = await store().grant(main.event.id, admitted[0]!.id);
    expect(heldGrant?.usedAt).not.toBeNull();
    // Admission resumed in the same order: the third admitted is the third place.
    const third = main.buyers[before.findIndex((p) => p?.place === 3)]!;
    expect(await store().grant(main.event.id, third.id)).not.toBeNull();
    const rejoin = await call("POST", `/queue/${main.event.slug}/join`, { token: main.buyers[5]!.token });
    expect(rejoin.status).toBe(200);
    expect((await placeOf(main.event.id, main.buyers[5]!))?.id).toBe(before[5]!.id);

    // CONTROL: the line whose copy was deleted is gone: nobody has a place, a rejoin starts a new line.
    expect(await placeOf(lost.event.id, lost.buyers[0]!)).toBeNull();
    await call("POST", `/queue/${lost.event.slug}/join`, { token: lost.buyers[5]!.token });
    expect((await placeOf(lost.event.id, lost.buyers[5]!))?.place).toBe(1);
  });
});
