import { describe, expect, it } from "vitest";
import { createCombiner } from "../../server/features/checkout/hold-combiner.ts";

interface Item {
  buyer: string;
  n: number;
}

/** A combiner whose "transaction" records each batch and finishes when the test says so. */
function recordingCombiner(options: { maxBatch?: number; maxQueued?: number; maxConcurrent?: number } = {}) {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  const combiner = createCombiner<Item, string>({
    maxBatch: options.maxBatch ?? 10,
    maxConcurrent: options.maxConcurrent ?? 1,
    maxQueued: options.maxQueued ?? 100,
    owner: (item) => item.buyer,
    run: async (batch) => {
      batches.push(batch.map((item) => item.n));
      await new Promise<void>((resolve) => finish.push(resolve));
      return batch.map((item) => `held ${item.n}`);
    },
    tooBusy: () => new Error("busy"),
  });
  const step = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    finish.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { combiner, batches, step };
}

describe("the hold combiner (ADR 0105)", () => {
  it("runs the first request at once and puts everyone who arrived meanwhile into the next batch", async () => {
    const { combiner, batches, step } = recordingCombiner();
    const first = combiner.submit("cat-1", { buyer: "a", n: 1 });
    const rest = [2, 3, 4].map((n) => combiner.submit("cat-1", { buyer: `b${n}`, n }));
    await step();
    await step();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(await first).toBe("held 1");
    expect(await Promise.all(rest)).toEqual(["held 2", "held 3", "held 4"]);
  });

  it("keeps one request per buyer per batch, in order, and caps the batch size", async () => {
    const { combiner, batches, step } = recordingCombiner({ maxBatch: 2 });
    const all = [
      combiner.submit("cat-1", { buyer: "a", n: 1 }),
      combiner.submit("cat-1", { buyer: "a", n: 2 }),
      combiner.submit("cat-1", { buyer: "b", n: 3 }),
      combiner.submit("cat-1", { buyer: "c", n: 4 }),
    ];
    for (let i = 0; i < 4; i++) await step();
    expect(batches).toEqual([[1], [2, 3], [4]]);
    await Promise.all(all);
  });

  it("gives each lane its own batches and sheds load past the queue limit", async () => {
    const { combiner, batches, step } = recordingCombiner({ maxQueued: 1 });
    const a = combiner.submit("cat-1", { buyer: "a", n: 1 });
    const b = combiner.submit("cat-2", { buyer: "b", n: 2 });
    const queued = combiner.submit("cat-1", { buyer: "c", n: 3 });
    await expect(combiner.submit("cat-1", { buyer: "d", n: 4 })).rejects.toThrow("busy");
    expect(batches).toEqual([[1], [2]]);
    for (let i = 0; i < 3; i++) await step();
    expect(await Promise.all([a, b, queued])).toEqual(["held 1", "held 2", "held 3"]);
  });

  it("runs up to maxConcurrent batches of a lane at once, never two of one owner", async () => {
    const { combiner, batches, step } = recordingCombiner({ maxConcurrent: 2 });
    const all = [
      combiner.submit("cat-1", { buyer: "a", n: 1 }),
      combiner.submit("cat-1", { buyer: "b", n: 2 }),
      combiner.submit("cat-1", { buyer: "a", n: 3 }),
      combiner.submit("cat-1", { buyer: "c", n: 4 }),
    ];
    expect(batches).toEqual([[1], [2]]);
    await step();
    // Batch [1] finished: a's second request may go now, together with c.
    expect(batches).toEqual([[1], [2], [3, 4]]);
    for (let i = 0; i < 2; i++) await step();
    expect(await Promise.all(all)).toEqual(["held 1", "held 2", "held 3", "held 4"]);
  });

  it("rejects every request of a batch whose run fails, and the lane keeps working", async () => {
    let fail = true;
    const combiner = createCombiner<Item, number>({
      maxBatch: 10,
      maxConcurrent: 1,
      maxQueued: 10,
      owner: (item) => item.buyer,
      run: async (batch) => {
        if (fail) throw new Error("database down");
        return batch.map((item) => item.n);
      },
      tooBusy: () => new Error("busy"),
    });
    await expect(combiner.submit("cat-1", { buyer: "a", n: 1 })).rejects.toThrow("database down");
    fail = false;
    expect(await combiner.submit("cat-1", { buyer: "a", n: 2 })).toBe(2);
  });
});
