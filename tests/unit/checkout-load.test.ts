import { describe, expect, it } from "vitest";
import { createCheckoutLoad, OVERLOAD_MEMORY_MS } from "../../server/features/checkout/load-shedding.ts";
import { admissionPace, MIN_ADMIT_SHARE } from "../../server/features/waiting-room/waiting-room.ts";

/**
 * Checkout's load limit and the waiting room's pace, on a hand-moved clock: what an operator sees is
 * new checkouts refused with 503 + Retry-After once answers get slow (never the steps of a buyer who
 * already holds tickets), the limit coming back once answers are fast, and admissions slowing while
 * checkout is overloaded and recovering after.
 */
function harness(latencyTargetMs: number) {
  let clock = 0;
  const load = createCheckoutLoad({ maxInFlight: 100, minInFlight: 2, latencyTargetMs, now: () => clock });
  /** Starts `n` steps that end when `finish(ms)` moves the clock by `ms` and resolves them. */
  const start = (n: number, step: "admit" | "timed" = "admit") => {
    const releases: (() => void)[] = [];
    const runs = Array.from({ length: n }, () =>
      load[step](() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    return {
      runs,
      async finish(ms: number) {
        clock += ms;
        for (const release of releases) release();
        await Promise.allSettled(runs);
      },
    };
  };
  return { load, start, tick: (ms: number) => (clock += ms) };
}

describe("checkout's load limit", () => {
  it("sheds new checkouts with 503 + Retry-After after slow answers, never a held buyer's next step", async () => {
    const { load, start, tick } = harness(1_000);
    const slow = start(40);
    await slow.finish(3_000); // 40 answers over the target
    expect(load.state().limit).toBeLessThan(40);
    const busy = start(load.state().limit);
    await expect(load.admit(async () => "one more")).rejects.toMatchObject({
      status: 503,
      options: { headers: { "retry-after": "1" } },
    });
    // The details and the order of a buyer already holding tickets still run.
    expect(await load.timed(async () => "order")).toBe("order");
    expect(load.overloaded()).toBe(true);
    await busy.finish(100);
    tick(OVERLOAD_MEMORY_MS);
    expect(load.overloaded()).toBe(false);
  });

  it("raises the limit again as answers come back under the target", async () => {
    const { load, start } = harness(1_000);
    await start(40).finish(3_000);
    const cut = load.state().limit;
    for (let i = 0; i < 30; i++) await start(1).finish(50);
    expect(load.state().limit).toBe(cut + 30);
  });

  it("control: fast answers never lower the limit, and with no target slow ones do not either", async () => {
    const fast = harness(1_000);
    await fast.start(40).finish(200);
    expect(fast.load.state().limit).toBe(100);
    expect(fast.load.overloaded()).toBe(false);
    const off = harness(0);
    await off.start(40).finish(30_000);
    expect(off.load.state().limit).toBe(100);
    expect(await off.load.admit(async () => "taken")).toBe("taken");
  });

  it("never goes below its floor, so checkout keeps learning how fast it is", async () => {
    const { load, start } = harness(1_000);
    for (let i = 0; i < 20; i++) await start(load.state().limit).finish(5_000);
    expect(load.state().limit).toBe(2);
  });
});

describe("the waiting room's admission pace", () => {
  it("halves its share each second checkout is overloaded, to a floor, and wins it back after", () => {
    let overloaded = true;
    const pace = admissionPace(() => overloaded);
    const during = Array.from({ length: 6 }, () => pace.step());
    expect(during).toEqual([0.5, 0.25, 0.125, MIN_ADMIT_SHARE, MIN_ADMIT_SHARE, MIN_ADMIT_SHARE]);
    overloaded = false;
    const after = Array.from({ length: 10 }, () => pace.step());
    expect(after[0]).toBeCloseTo(0.2);
    expect(after.at(-1)).toBe(1);
  });

  it("control: keeps the full rate while checkout keeps up", () => {
    const pace = admissionPace(() => false);
    expect(Array.from({ length: 5 }, () => pace.step())).toEqual([1, 1, 1, 1, 1]);
  });
});
