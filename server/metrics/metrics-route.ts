import type { FastifyInstance } from "fastify";
import { Registry } from "prom-client";
import { AppError } from "../http/app-error.ts";
import { secretsEqual } from "../security/secrets-equal.ts";

export const METRICS_PATH = "/metrics";

/** Where one scrape's text comes from: two parts with no metric name in common. */
export interface MetricsSources {
  /** This process's registry, or in a cluster the sum of every worker's (cluster-metrics.ts). */
  processes(): Promise<string>;
  /** What the database knows (sales, holds, payments, lags), read once for this scrape. */
  database(): Promise<string>;
}

/**
 * `GET /metrics` in Prometheus's text format, for a scraper holding `METRICS_TOKEN` as a bearer token
 * (ADR 0135). Without the setting the route does not exist (404, like any unknown path); with it, a
 * request without the exact token gets 401 and no metric. The token is compared in constant time and
 * never written anywhere. The process part is read first, so the pools' gauges show the moment of the
 * scrape and not the scrape's own queries.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  token: string | undefined,
  sources: MetricsSources,
): void {
  if (!token) return;
  const expected = `Bearer ${token}`;
  app.get(METRICS_PATH, async (request, reply) => {
    const given = request.headers.authorization;
    if (typeof given !== "string" || !secretsEqual(given, expected))
      throw new AppError("unauthorized", {
        headers: { "www-authenticate": 'Bearer realm="metrics"', "cache-control": "no-store" },
      });
    let processes: string;
    try {
      processes = await sources.processes();
    } catch (error) {
      // A worker that cannot be asked (hung, or the primary gone): no partial sum, which would read
      // as counters falling. The scraper records the failed scrape (`up` 0) and tries again.
      request.log.warn({ err: error }, "metrics scrape failed");
      throw new AppError("service_unavailable", { headers: { "retry-after": "5" }, cause: error });
    }
    const database = await sources.database();
    return reply
      .header("cache-control", "no-store")
      .type(Registry.PROMETHEUS_CONTENT_TYPE)
      .send(`${processes}${processes.endsWith("\n") || processes === "" ? "" : "\n"}${database}`);
  });
}
