/**
 * The combiner of ADR 0105 (performance anchors 2.3/2.4: single-writer batching). Requests for the
 * same lane (one event's general-admission checkouts) queue in process; while one batch runs, the
 * next requests wait, and the next batch takes all of them (up to `maxBatch`) into ONE transaction:
 * one catalogue read, one lock per category, one count, one insert, one commit for many holds.
 * Nothing waits on a timer: an idle lane runs the first request at once.
 *
 * Only one request per buyer goes into a batch (`owner`), so one buyer's checkouts keep their order
 * (the second sees the first's hold, e.g. the same idempotency key replays it). The combiner is an
 * optimisation only: the database lock and constraints inside the transaction stay the guarantee, so
 * several processes each with their own combiner remain correct.
 */
export interface Combiner<T, R> {
  submit(lane: string, item: T): Promise<R>;
}

interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

interface Lane<T, R> {
  queue: Waiting<T, R>[];
  running: number;
  /** Owners with a request in a running batch: their next request waits for it to finish. */
  owners: Set<string>;
}

export function createCombiner<T, R>(options: {
  maxBatch: number;
  /**
   * Batches of one lane running at once. Two overlap the next batch's reads and round trips with
   * the current one's; their claims still take turns on the category lock inside the database.
   */
  maxConcurrent: number;
  /** Requests waiting per lane beyond which new ones are refused at once (load shedding). */
  maxQueued: number;
  owner(item: T): string;
  run(batch: T[]): Promise<R[]>;
  tooBusy(): unknown;
}): Combiner<T, R> {
  const lanes = new Map<string, Lane<T, R>>();

  /** The oldest waiting requests, one per owner, none of an owner whose batch is still running. */
  function take(lane: Lane<T, R>): Waiting<T, R>[] {
    const owners = new Set(lane.owners);
    const batch: Waiting<T, R>[] = [];
    const rest: Waiting<T, R>[] = [];
    for (const waiting of lane.queue) {
      const owner = options.owner(waiting.item);
      if (batch.length < options.maxBatch && !owners.has(owner)) {
        owners.add(owner);
        batch.push(waiting);
      } else rest.push(waiting);
    }
    lane.queue = rest;
    return batch;
  }

  function pump(key: string, lane: Lane<T, R>): void {
    while (lane.running < options.maxConcurrent && lane.queue.length > 0) {
      const batch = take(lane);
      if (batch.length === 0) break;
      lane.running++;
      for (const waiting of batch) lane.owners.add(options.owner(waiting.item));
      void runBatch(key, lane, batch);
    }
    if (lane.running === 0 && lane.queue.length === 0) lanes.delete(key);
  }

  async function runBatch(key: string, lane: Lane<T, R>, batch: Waiting<T, R>[]): Promise<void> {
    try {
      const results = await options.run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => {
        waiting.resolve(results[i] as R);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      lane.running--;
      for (const waiting of batch) lane.owners.delete(options.owner(waiting.item));
      pump(key, lane);
    }
  }

  return {
    submit(key, item) {
      const lane = lanes.get(key) ?? { queue: [], running: 0, owners: new Set<string>() };
      if (lane.queue.length >= options.maxQueued) return Promise.reject(options.tooBusy());
      lanes.set(key, lane);
      return new Promise<R>((resolve, reject) => {
        lane.queue.push({ item, resolve, reject });
        pump(key, lane);
      });
    },
  };
}
