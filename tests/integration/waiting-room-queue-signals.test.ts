import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../server/db/client.ts";
import { stockClaims } from "../../server/db/schema/index.ts";
import { createQueueSignals } from "../../server/features/waiting-room/queue-signals.ts";
import { ManualClock } from "../support/accounts.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { addClaim, createCategory, createEvent } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import {
  dropRedisTestKeys,
  makeStore,
  redisAvailable,
  type StoreKind,
} from "../support/waiting-room-stores.ts";

/**
 * What the queue screen tells people besides their place, on both stores: the
 * admissions of the last minute, from this process's samples of the line's head, and the tickets left,
 * coarsely, read with the head so a waiting visitor's next poll after a sell-out says so. The snapshot
 * period runs on `Date.now()`, which these tests hold still and move by hand: an answer is first shown
 * stale from the cached snapshot (the control), then right after one snapshot period, without sleeping.
 */
const redisUp = await redisAvailable();
const OPERATOR = "operator-token-for-the-queue-signals-tests";
const SNAPSHOT_MS = 1_000;

type Jar = Map<string, string>;
interface Status {
  state: string;
  place: number | null;
  updated_at: string;
  admitted_last_minute: number;
  tickets_left: string | null;
}

/** Real time held still: the room's per-second snapshots refresh only when a test moves it. */
const realNow = Date.now.bind(Date);
let frozen = 0;
const nextSnapshotPeriod = () => {
  frozen += SNAPSHOT_MS;
};
beforeEach(() => {
  frozen = realNow();
  vi.spyOn(Date, "now").mockImplementation(() => frozen);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe.each<StoreKind>(["postgres", "redis"])("the queue screen's signals on the %s store", (kind) => {
  const skip = kind === "redis" && !redisUp;
  const clock = new ManualClock(realNow());
  let t: TestApp;

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

  async function call(method: "GET" | "POST" | "PUT", url: string, jar: Jar, body?: unknown) {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        "accept-language": "en",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of response.cookies) jar.set(c.name, c.value);
    return response;
  }

  /** An event with one category of `quota`, its room opening in `opensInSeconds`, and `people` in line. */
  async function queuedEvent(quota: number, opensInSeconds: number, admitPerMinute: number, people: number) {
    const event = await createEvent(t.database.db);
    const category = await createCategory(t.database.db, event.id, { quota });
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/v1/operator/events/${event.slug}/waiting-room`,
      headers: { "content-type": "application/json", "x-operator-token": OPERATOR },
      payload: JSON.stringify({
        enabled: true,
        opens_at: new Date(clock.now().getTime() + opensInSeconds * 1000).toISOString(),
        admit_per_minute: admitPerMinute,
      }),
    });
    expect(saved.statusCode).toBe(200);
    t.services.waitingRoom.forget(event.slug);
    const jars: Jar[] = [];
    for (const buyer of await createBuyers(t.database.db, people)) {
      const jar: Jar = new Map([["tiketin_session", buyer.token]]);
      expect((await call("POST", `/queue/${event.slug}/join`, jar)).statusCode).toBe(200);
      jars.push(jar);
    }
    const status = async (jar: Jar): Promise<Status> => {
      const response = await call("GET", `/queue/${event.slug}/status`, jar);
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };
    /** The read fast path's answer (no query), which must carry the same signals. */
    const fastPath = (jar: Jar) =>
      t.services.waitingRoom.statusNow(event.slug, (name) => jar.get(name))?.status ?? null;
    return { event, category, jars, status, fastPath };
  }

  it.skipIf(skip)("counts the admissions of the last minute, and drops them a minute later", async () => {
    const { event, jars, status, fastPath } = await queuedEvent(5_000, 60, 60, 12);
    // Joining took the first sample (nothing admitted); one more just before the opening.
    expect(await status(jars[0]!)).toMatchObject({
      state: "before_opening",
      admitted_last_minute: 0,
      tickets_left: "many",
    });
    clock.advance(59_000);
    nextSnapshotPeriod();
    expect((await status(jars[0]!)).admitted_last_minute).toBe(0);

    clock.advance(2_000); // the opening
    await t.services.waitingRoom.tick();
    const opened = (await t.services.waitingRoom.store.head(event.id)).admitted;
    expect(opened).toBeGreaterThan(0);
    // The cached snapshot still predates the admissions; the next period's answers count them.
    expect((await status(jars[0]!)).admitted_last_minute).toBe(0);
    nextSnapshotPeriod();
    const ranked = [];
    for (const jar of jars) ranked.push(await status(jar)); // each place ranked by its first poll
    expect(new Set(ranked.map((a) => a.admitted_last_minute))).toEqual(new Set([opened]));
    const lastPlace = Math.max(...ranked.map((a) => a.place ?? 0));
    const last = jars[ranked.findIndex((a) => a.place === lastPlace)]!;

    clock.advance(10_000);
    await t.services.waitingRoom.tick();
    const later = (await t.services.waitingRoom.store.head(event.id)).admitted;
    expect(later).toBeGreaterThan(opened);
    expect(later).toBeLessThan(lastPlace);
    nextSnapshotPeriod();
    const answer = await status(last);
    expect(answer).toMatchObject({ state: "waiting", admitted_last_minute: later });
    expect(fastPath(last)).toEqual(answer);

    // A minute with nobody admitted: the earlier admissions drop out of the count.
    clock.advance(61_000);
    nextSnapshotPeriod();
    expect((await status(last)).admitted_last_minute).toBe(0);
  });

  it.skipIf(skip)(
    "tells a waiting visitor on the next poll that tickets ran out, never only at their turn",
    async () => {
      const { event, category, jars, status, fastPath } = await queuedEvent(150, 0, 1, 3);
      clock.advance(1_000);
      await t.services.waitingRoom.tick(); // the opening admits one (1 a minute); two wait
      nextSnapshotPeriod();
      const answers = await Promise.all(jars.map(status));
      const waiting = jars[answers.findIndex((a) => a.state === "waiting" && a.place === 3)]!;
      expect(await status(waiting)).toMatchObject({ state: "waiting", tickets_left: "hundreds" });

      await addClaim(t.database.db, { categoryId: category.id, quantity: 60, status: "sold" });
      nextSnapshotPeriod();
      expect((await status(waiting)).tickets_left).toBe("few"); // 90 left

      // The rest held by buyers who have not paid: none for sale now, but they may come back.
      const held = await addClaim(t.database.db, {
        categoryId: category.id,
        quantity: 90,
        status: "held",
        expiresAt: new Date(realNow() + 15 * 60_000),
      });
      nextSnapshotPeriod();
      expect((await status(waiting)).tickets_left).toBe("none_right_now");

      // They pay: sold out. Within the snapshot period the cached answer is stale (the control)...
      await t.database.db.update(stockClaims).set({ status: "sold" }).where(eq(stockClaims.id, held.id));
      const cached = await status(waiting);
      expect(cached.tickets_left).toBe("none_right_now");
      expect(fastPath(waiting)?.tickets_left).toBe("none_right_now");
      // ...and the first answer after it says sold out, while the visitor still waits for a turn.
      nextSnapshotPeriod();
      const next = await status(waiting);
      expect(next).toMatchObject({ state: "waiting", place: 3, tickets_left: "sold_out" });
      expect(Date.parse(next.updated_at)).toBeGreaterThan(Date.parse(cached.updated_at));
      expect(fastPath(waiting)).toEqual(next);
      expect((await call("GET", `/queue/${event.slug}/status`, new Map())).json().data).toMatchObject({
        state: "not_in_line",
        tickets_left: "sold_out",
      });
    },
  );
});

describe("the stock level's per-process cache", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** `db` whose `select` calls are counted, or fail while `failing` is set. */
  function countingDb(db: Db) {
    const state = { selects: 0, failing: false };
    const wrapped = new Proxy(db, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver);
        if (name !== "select" || typeof value !== "function") return value;
        return (...args: unknown[]) => {
          state.selects++;
          if (state.failing) throw new Error("database away");
          return value.apply(target, args);
        };
      },
    });
    return { db: wrapped, state };
  }

  it("reads once a second per event, shares the read, and keeps the last level when a read fails", async () => {
    const event = await createEvent(t.database.db);
    const category = await createCategory(t.database.db, event.id, { quota: 1_200 });
    await createCategory(t.database.db, event.id, { quota: 500, isHidden: true }); // not for sale
    await createCategory(t.database.db, event.id, { quota: 500, manualStatus: "closed" });
    const { db, state } = countingDb(t.database.db);
    const signals = createQueueSignals({ db, clock: new ManualClock(realNow()) });

    const levels = await Promise.all(Array.from({ length: 50 }, () => signals.ticketsLeft(event.id)));
    expect(new Set(levels)).toEqual(new Set(["many"]));
    expect(state.selects).toBe(1);
    await addClaim(t.database.db, { categoryId: category.id, quantity: 1_150, status: "sold" });
    expect(await signals.ticketsLeft(event.id)).toBe("many"); // within the second: the cached level
    expect(state.selects).toBe(1);

    nextSnapshotPeriod();
    expect(await signals.ticketsLeft(event.id)).toBe("few");
    expect(state.selects).toBe(2);

    state.failing = true;
    nextSnapshotPeriod();
    expect(await signals.ticketsLeft(event.id)).toBe("few"); // the last level, not an error
    const other = await createEvent(t.database.db);
    expect(await signals.ticketsLeft(other.id)).toBeNull(); // nothing known yet: unknown
    state.failing = false;
    expect(await signals.ticketsLeft(other.id)).toBe("sold_out"); // no category at all
  });
});
