import { checkoutError } from "./errors.ts";

export interface CheckoutLoadOptions {
  /** The most checkout steps in flight in this process (the hot-row ceiling). */
  maxInFlight: number;
  /** The limit never goes below this: a few checkouts always run, so their answer times keep coming. */
  minInFlight: number;
  /** A checkout step answered slower than this means checkout is not keeping up (0: no latency limit). */
  latencyTargetMs: number;
  now?: () => number;
}

/** A shed or a slow answer keeps `overloaded()` true this long (the waiting room looks once a second). */
export const OVERLOAD_MEMORY_MS = 2_000;
/** On a slow answer the limit becomes this share of what was in flight. */
const DECREASE = 0.75;

/**
 * Checkout's load in this process, and the limit that keeps its answers fast (additive increase,
 * multiplicative decrease, as TCP does with its window): every checkout step (hold, details, order) is
 * timed; one answered slower than `latencyTargetMs` cuts the limit to 3/4 of what was in flight (at
 * most once per target interval, so one slow burst is one cut); each answer under the target raises it
 * by one, up to `maxInFlight`. A NEW checkout (a hold) past the limit gets 503 with Retry-After at once;
 * the later steps of a buyer who holds tickets are never refused, only counted. Whatever makes steps
 * slow (a slow disk, a congested link, a hot row) lowers the limit the same way, so checkout sheds what
 * it cannot answer in time instead of letting requests queue until the client gives up.
 *
 * `overloaded()` tells the waiting room to admit more slowly (ADR 0124, amended).
 */
export function createCheckoutLoad(options: CheckoutLoadOptions) {
  const now = options.now ?? (() => performance.now());
  const target = options.latencyTargetMs;
  let limit = options.maxInFlight;
  let inFlight = 0;
  let lastCutAt = Number.NEGATIVE_INFINITY;
  let overloadAt = Number.NEGATIVE_INFINITY;

  function observe(ms: number, at: number): void {
    if (target > 0 && ms > target) {
      overloadAt = at;
      if (at - lastCutAt >= target) {
        limit = Math.max(options.minInFlight, Math.floor(Math.min(limit, inFlight + 1) * DECREASE));
        lastCutAt = at;
      }
    } else if (limit < options.maxInFlight) limit++;
  }

  async function timed<T>(work: () => Promise<T>): Promise<T> {
    inFlight++;
    const started = now();
    try {
      return await work();
    } finally {
      inFlight--;
      const at = now();
      observe(at - started, at);
    }
  }

  return {
    /** A new checkout: refused with 503 + Retry-After when the limit is reached, else run and timed. */
    admit<T>(work: () => Promise<T>): Promise<T> {
      if (inFlight >= limit) {
        overloadAt = now();
        return Promise.reject(checkoutError.busy());
      }
      return timed(work);
    },
    /** A later step of a checkout that holds tickets: never refused, timed like the rest. */
    timed,
    /** Checkout shed a request or answered slower than its target within the last OVERLOAD_MEMORY_MS. */
    overloaded: (): boolean => now() - overloadAt < OVERLOAD_MEMORY_MS,
    /** The current limit and what is in flight (for the metrics and the tests). */
    state: () => ({ limit, inFlight }),
  };
}

export type CheckoutLoad = ReturnType<typeof createCheckoutLoad>;
