import type { Registry } from "prom-client";

/** Seconds; the first ones resolve the read fast path's sub-millisecond answers. */
export const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/**
 * Which part of the server answered: the read fast path in front of Fastify, Fastify's pipeline, or the
 * pipeline for a request the app made to itself (SSR loaders' API reads, the sandbox's callbacks).
 */
export type AnsweredBy = "fast_path" | "pipeline" | "in_process";

const ANSWERED_BY: readonly AnsweredBy[] = ["fast_path", "pipeline", "in_process"];

/** Past this many distinct route labels, new ones are counted as `(other)` (a bound, never reached). */
const MAX_ROUTES = 1_000;
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

interface Timing {
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last slot is +Inf. */
  buckets: Float64Array;
}

interface MethodEntry {
  timing: Timing;
  /** status code -> answers by fast path, pipeline, in process (ANSWERED_BY's order) */
  codes: Map<number, [number, number, number]>;
}

/**
 * HTTP rate, errors and latency per route pattern, counted on the hot path without prom-client's
 * per-observation label hashing (about 1 µs per counter or histogram observation on this machine, a
 * tenth of a cached read's whole cost): plain nested maps here, turned into prom-client's metric shape
 * only at scrape time. Routes are patterns (`/api/v1/events/:slug`), never raw URLs, so the label set
 * is bounded by the routes the app registered.
 */
export interface HttpRecorder {
  observe(method: string, route: string, status: number, seconds: number, by: AnsweredBy): void;
  /** Registers `tiketin_http_requests_total` and `tiketin_http_request_duration_seconds`. */
  register(registry: Registry): void;
}

export function createHttpRecorder(): HttpRecorder {
  const routes = new Map<string, Map<string, MethodEntry>>();

  function entryFor(method: string, route: string): MethodEntry {
    let methods = routes.get(route);
    if (!methods) {
      if (routes.size >= MAX_ROUTES && route !== "(other)") return entryFor(method, "(other)");
      methods = new Map();
      routes.set(route, methods);
    }
    const name = METHODS.has(method) ? method : "OTHER";
    let entry = methods.get(name);
    if (!entry) {
      entry = {
        timing: { count: 0, sum: 0, buckets: new Float64Array(HTTP_BUCKETS.length + 1) },
        codes: new Map(),
      };
      methods.set(name, entry);
    }
    return entry;
  }

  function observe(method: string, route: string, status: number, seconds: number, by: AnsweredBy) {
    const entry = entryFor(method, route);
    let counts = entry.codes.get(status);
    if (!counts) {
      counts = [0, 0, 0];
      entry.codes.set(status, counts);
    }
    counts[by === "fast_path" ? 0 : by === "pipeline" ? 1 : 2]++;
    const timing = entry.timing;
    timing.count++;
    timing.sum += seconds;
    let bucket = 0;
    while (bucket < HTTP_BUCKETS.length && seconds > HTTP_BUCKETS[bucket]!) bucket++;
    timing.buckets[bucket]!++;
  }

  function requestValues() {
    const values: { labels: Record<string, string>; value: number }[] = [];
    for (const [route, methods] of routes)
      for (const [method, entry] of methods)
        for (const [code, counts] of entry.codes)
          counts.forEach((value, i) => {
            if (value > 0)
              values.push({ labels: { method, route, code: String(code), via: ANSWERED_BY[i]! }, value });
          });
    return values;
  }

  function durationValues() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const [route, methods] of routes)
      for (const [method, { timing }] of methods) {
        let cumulative = 0;
        HTTP_BUCKETS.forEach((le, i) => {
          cumulative += timing.buckets[i]!;
          values.push({
            labels: { method, route, le },
            value: cumulative,
            metricName: "tiketin_http_request_duration_seconds_bucket",
          });
        });
        values.push({
          labels: { method, route, le: "+Inf" },
          value: timing.count,
          metricName: "tiketin_http_request_duration_seconds_bucket",
        });
        values.push({
          labels: { method, route },
          value: timing.sum,
          metricName: "tiketin_http_request_duration_seconds_sum",
        });
        values.push({
          labels: { method, route },
          value: timing.count,
          metricName: "tiketin_http_request_duration_seconds_count",
        });
      }
    return values;
  }

  return {
    observe,
    register(registry) {
      // prom-client's registry takes any object with a name and `get()` in its metric shape: it formats
      // the text and, across cluster workers, sums these by label set (the `sum` aggregator).
      const requests = {
        name: "tiketin_http_requests_total",
        help: "HTTP requests answered, by method, route pattern, status code and what answered it (via: fast_path, pipeline or in_process).",
        type: "counter" as const,
        aggregator: "sum" as const,
      };
      const duration = {
        name: "tiketin_http_request_duration_seconds",
        help: "Time from the request's arrival to its answer, by method and route pattern.",
        type: "histogram" as const,
        aggregator: "sum" as const,
      };
      registry.registerMetric({
        ...requests,
        get: async () => ({ ...requests, values: requestValues() }),
      } as never);
      registry.registerMetric({
        ...duration,
        get: async () => ({ ...duration, values: durationValues() }),
      } as never);
    },
  };
}
