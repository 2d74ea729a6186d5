import cluster, { type Worker } from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";

/**
 * `/metrics` in `npm run start:cluster` (ADR 0135). The primary hands each connection to one worker,
 * so a scrape reaches one worker at random: that worker asks the primary, the primary collects every
 * worker's registry over IPC and answers the sum (prom-client's `AggregatorRegistry.aggregate`), so every
 * scrape sees the whole machine and counters never jump between workers' values.
 *
 * A worker that exits takes its counts with it, and a sum that falls reads to Prometheus as a counter
 * reset, after which it counts the whole remaining sum as new: every rate would spike at each restart
 * (a rolling deploy would page someone). So the primary keeps each worker's counters and histograms as
 * last collected and, once the worker has exited, goes on adding them: sums only grow. What a worker
 * counted after its last scrape is lost (an undercount of at most one scrape interval), never a reset.
 */
const SCRAPE = "tiketin:metrics:scrape";
const SCRAPED = "tiketin:metrics:scraped";
const COLLECT = "tiketin:metrics:collect";
const COLLECTED = "tiketin:metrics:collected";
/** A worker says it answers COLLECT from now on; until then it has counted nothing and is not asked. */
const JOINED = "tiketin:metrics:joined";
/** How long the primary waits for every worker's registry; the worker waits a little longer for the sum. */
const COLLECT_TIMEOUT_MS = 5_000;
const SCRAPE_TIMEOUT_MS = 6_000;
/** Exited workers' counts are folded into one set past this many. */
const RETIRED_FOLD = 8;

type MetricsJson = Awaited<ReturnType<Registry["getMetricsAsJSON"]>>;

interface Message {
  type: string;
  id: number;
  text?: string;
  metrics?: MetricsJson;
  error?: string;
}

const isMessage = (message: unknown, type: string): message is Message =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === type;

/** Waits for answers by id, each with a timeout. */
function pendingAnswers<T>() {
  const pending = new Map<number, { resolve(value: T): void; reject(error: Error): void }>();
  let nextId = 0;
  return {
    ask(send: (id: number) => void, timeoutMs: number, what: string): Promise<T> {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${what} timed out`));
        }, timeoutMs);
        timer.unref();
        const settle = (work: () => void) => {
          clearTimeout(timer);
          pending.delete(id);
          work();
        };
        pending.set(id, {
          resolve: (value) => settle(() => resolve(value)),
          reject: (error) => settle(() => reject(error)),
        });
        send(id);
      });
    },
    answer(id: number, result: { value: T } | { error: string }): void {
      const waiting = pending.get(id);
      if (!waiting) return;
      if ("value" in result) waiting.resolve(result.value);
      else waiting.reject(new Error(result.error));
    },
  };
}

/** This process's part in a cluster's scrape, or null outside a cluster (then the app reads its own registry). */
export interface ClusterMetrics {
  /** From now on, the primary's requests are answered with this registry (the app's, once built). */
  share(registry: Registry): void;
  /** The sum of every worker's registry, in the Prometheus text format. */
  scrape(): Promise<string>;
}

/**
 * In a cluster worker: answers the primary's requests at once (with nothing until `share` is called,
 * so a worker still starting never stalls the others' scrape) and asks the primary for sums.
 */
export function joinClusterMetrics(): ClusterMetrics | null {
  if (!cluster.isWorker || !process.send) return null;
  let shared: Registry | null = null;
  const sums = pendingAnswers<string>();
  process.on("message", (message: unknown) => {
    if (isMessage(message, COLLECT)) {
      const id = message.id;
      (shared ? shared.getMetricsAsJSON() : Promise.resolve([])).then(
        (metrics) => process.send?.({ type: COLLECTED, id, metrics } satisfies Message),
        (error: unknown) =>
          process.send?.({ type: COLLECTED, id, error: error instanceof Error ? error.message : "failed" }),
      );
    } else if (isMessage(message, SCRAPED)) {
      sums.answer(
        message.id,
        message.text !== undefined ? { value: message.text } : { error: message.error ?? "" },
      );
    }
  });
  process.send({ type: JOINED, id: 0 } satisfies Message);
  return {
    share(registry) {
      shared = registry;
    },
    scrape: () =>
      sums.ask(
        (id) => process.send?.({ type: SCRAPE, id } satisfies Message),
        SCRAPE_TIMEOUT_MS,
        "cluster scrape",
      ),
  };
}

/** Counters and histograms only: what may go on being added once its worker has gone. */
const monotonic = (metrics: MetricsJson): MetricsJson =>
  metrics.filter((metric) => String(metric.type) === "counter" || String(metric.type) === "histogram");

/** In the cluster's primary: answers a worker's request with the sum of every worker's registry. */
export function serveClusterMetrics(): void {
  const collected = pendingAnswers<MetricsJson>();
  /** Each live worker's counters and histograms as last collected, by worker id. */
  const lastSeen = new Map<number, MetricsJson>();
  /** Exited workers' last counters and histograms. */
  let retired: MetricsJson[] = [];
  /**
   * Workers that answer: a worker loads the whole app before its main() runs (seconds under tsx), and
   * asking it meanwhile would stall every scrape until the timeout; it serves nothing before it joins.
   */
  const joined = new Set<number>();

  cluster.on("exit", (worker) => {
    joined.delete(worker.id);
    const last = lastSeen.get(worker.id);
    lastSeen.delete(worker.id);
    if (last && last.length > 0) retired.push(last);
  });

  async function sum(): Promise<string> {
    if (retired.length > RETIRED_FOLD)
      retired = [monotonic(await AggregatorRegistry.aggregate(retired).getMetricsAsJSON())];
    const workers = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && joined.has(worker.id) && worker.isConnected(),
    );
    const answers = await Promise.all(
      workers.map(async (worker) => {
        const metrics = await collected.ask(
          (id) => worker.send({ type: COLLECT, id } satisfies Message),
          COLLECT_TIMEOUT_MS,
          `worker ${worker.process.pid}'s metrics`,
        );
        // Kept only while the worker lives; on its exit they move to `retired` (see above).
        if (worker.isConnected()) lastSeen.set(worker.id, monotonic(metrics));
        return metrics;
      }),
    );
    return AggregatorRegistry.aggregate([...answers, ...retired]).metrics();
  }

  cluster.on("message", (worker, message: unknown) => {
    if (isMessage(message, JOINED)) {
      joined.add(worker.id);
      return;
    }
    if (isMessage(message, COLLECTED)) {
      collected.answer(
        message.id,
        message.metrics ? { value: message.metrics } : { error: message.error ?? "" },
      );
      return;
    }
    if (!isMessage(message, SCRAPE)) return;
    const id = message.id;
    const answer = (reply: Message) => {
      if (worker.isConnected()) worker.send(reply);
    };
    sum().then(
      (text) => answer({ type: SCRAPED, id, text }),
      (error: unknown) =>
        answer({ type: SCRAPED, id, error: error instanceof Error ? error.message : "failed" }),
    );
  });
}
