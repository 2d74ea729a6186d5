import { describe, expect, it } from "vitest";
import { createReadCache } from "../../server/http/public-cache/read-cache.ts";

function clock(start = 1_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe("the public read cache", () => {
  it("serves a read for ttl milliseconds from when the read started, then reads again", async () => {
    const time = clock();
    const cache = createReadCache({ ttlMs: 1_000, maxEntries: 10, now: time.now });
    let reads = 0;
    const load = async () => ++reads;
    expect((await cache.get("k", load)).value).toBe(1);
    time.advance(999);
    expect((await cache.get("k", load)).value).toBe(1);
    time.advance(1);
    expect((await cache.get("k", load)).value).toBe(2);
  });

  it("does not rebuild an entry born old on every hit: one early reload per gap, not one per request", async () => {
    const time = clock();
    const cache = createReadCache({ ttlMs: 1_000, maxEntries: 10, now: time.now });
    let loads = 0;
    // Each load uses data read 600 ms earlier (the stock snapshot), so every entry is past its
    // refresh-ahead age from birth.
    const load = async (read: { usedReadFrom(at: number): void }) => {
      read.usedReadFrom(time.now() - 600);
      return ++loads;
    };
    await cache.get("page", load);
    for (let i = 0; i < 50; i++) {
      await cache.get("page", load);
      await Promise.resolve();
    }
    expect(loads).toBe(1);
    time.advance(100);
    for (let i = 0; i < 50; i++) {
      await cache.get("page", load);
      await Promise.resolve();
    }
    expect(loads).toBe(2);
  });

  it("counts an entry built from an older cached read as read then, so it expires with that read", async () => {
    const time = clock();
    const snapshots = createReadCache({ ttlMs: 1_000, maxEntries: 1, now: time.now });
    const lists = createReadCache({ ttlMs: 1_000, maxEntries: 10, now: time.now });
    let stock = 5;
    const list = () =>
      lists.get("page", async (read) => {
        const snapshot = await snapshots.get("stock", async () => stock);
        read.usedReadFrom(snapshot.readAt);
        return `left ${snapshot.value}`;
      });
    await snapshots.get("stock", async () => stock);
    time.advance(600);
    stock = 0;
    // Built now from a 600 ms old snapshot: fresh for the 400 ms the snapshot has left, not 1 s.
    expect((await list()).value).toBe("left 5");
    expect((await list()).freshUntil).toBe(1_000 + 1_000);
    time.advance(400);
    expect((await list()).value).toBe("left 0");
  });

  it("shares one load between concurrent misses", async () => {
    const cache = createReadCache({ ttlMs: 1_000, maxEntries: 10 });
    let reads = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = async () => {
      reads++;
      await gate;
      return { rows: [1, 2] };
    };
    const waiting = Array.from({ length: 50 }, () => cache.get("hot", load));
    release();
    const entries = await Promise.all(waiting);
    expect(reads).toBe(1);
    expect(new Set(entries.map((entry) => entry.value)).size).toBe(1);
    expect(entries[0]?.json).toBe('{"rows":[1,2]}');
  });

  it("does not keep failures", async () => {
    const cache = createReadCache({ ttlMs: 1_000, maxEntries: 10 });
    await expect(cache.get("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect((await cache.get("k", async () => "up")).value).toBe("up");
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const time = clock();
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 2, now: time.now });
    let reads = 0;
    const load = async () => ++reads;
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    expect((await cache.get("b", load)).value).toBe(2);
    expect((await cache.get("a", load)).value).toBe(4);
  });
});
