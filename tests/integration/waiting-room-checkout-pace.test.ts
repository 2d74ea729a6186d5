import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitingRooms } from "../../server/db/schema/index.ts";
import { postgresWaitingRoomStore } from "../../server/features/waiting-room/index.ts";
import { createWaitingRoom } from "../../server/features/waiting-room/waiting-room.ts";
import { ManualClock } from "../support/accounts.ts";
import { createEvent } from "../support/events-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/**
 * Admission tied to what checkout sustains, on the real line store: a room set to 600 a minute admits
 * about 10 a second while checkout keeps up (the control), far fewer while checkout reports overload
 * (it shed or answered slower than its target), and speeds up again once checkout keeps up. The
 * admission step runs once a simulated second on a hand-moved clock.
 */
const RATE = 600;
let database: TestDatabase;
const clock = new ManualClock(Date.parse("2026-11-21T03:00:00Z"));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

/** A room of its own, on and open, with `waiting` places in line; answers admissions per simulated second. */
async function lineWith(waiting: number, overloaded: () => boolean) {
  const event = await createEvent(database.db);
  await database.db.insert(waitingRooms).values({
    eventId: event.id,
    enabled: true,
    opensAt: new Date(clock.now().getTime() - 60_000),
    admitPerMinute: RATE,
  });
  const store = postgresWaitingRoomStore(database.db);
  for (let i = 0; i < waiting; i++) await store.join(event.id, { visitorId: `v-${event.id}-${i}` }, 0);
  const room = createWaitingRoom({
    db: database.db,
    clock,
    store,
    dataKey: randomBytes(32),
    autoAdmitPerMinute: RATE,
    checkoutOverloaded: overloaded,
  });
  let admittedBefore = (await store.head(event.id)).admitted;
  return {
    /** Runs `seconds` admission steps one simulated second apart; answers the admissions of each. */
    async seconds(seconds: number): Promise<number[]> {
      const perSecond: number[] = [];
      for (let s = 0; s < seconds; s++) {
        clock.advance(1_000);
        await room.tick();
        const admitted = (await store.head(event.id)).admitted;
        perSecond.push(admitted - admittedBefore);
        admittedBefore = admitted;
      }
      return perSecond;
    },
    async close() {
      await database.db.update(waitingRooms).set({ enabled: false });
    },
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("admission paced by checkout", () => {
  it("control: admits at the room's rate while checkout keeps up", async () => {
    const line = await lineWith(400, () => false);
    const perSecond = await line.seconds(20);
    await line.close();
    // 10 a second once the first step opened the bucket.
    expect(sum(perSecond.slice(5))).toBeGreaterThanOrEqual(0.9 * 15 * (RATE / 60));
  });

  it("admits far fewer while checkout is overloaded, and speeds up again after", async () => {
    let overloaded = false;
    const line = await lineWith(400, () => overloaded);
    await line.seconds(5); // at full speed first
    overloaded = true;
    const during = await line.seconds(15);
    overloaded = false;
    await line.seconds(10); // the share climbs back, 10% a second
    const after = await line.seconds(10);
    await line.close();
    const full = 10 * (RATE / 60);
    // Past the first halvings the share is 10%: about one a second instead of ten.
    expect(sum(during.slice(5))).toBeLessThanOrEqual(0.2 * full);
    expect(sum(after)).toBeGreaterThanOrEqual(0.9 * full);
  });
});
