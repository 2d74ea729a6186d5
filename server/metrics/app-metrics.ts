import { Counter, collectDefaultMetrics, Gauge, Registry } from "prom-client";
import type { PoolStats } from "../db/client.ts";
import { createHttpRecorder, type HttpRecorder } from "./http-recorder.ts";

/** Why a payment callback was refused (401 or 400, nothing written). */
export type CallbackRejection = "token" | "signature" | "product" | "body";

/** What one attempt to deliver an organiser's webhook came to. */
export type WebhookAttemptResult = "delivered" | "retry" | "given_up";

/** Counts one kind of server-sent-events stream while it is open. */
export interface StreamCount {
  opened(): void;
  closed(): void;
}

/**
 * This process's metrics (ADR 0135): what only this process knows, counted as it happens or read from
 * its own objects at scrape time. In a cluster each worker has its own and `/metrics` sums them
 * (prom-client's aggregator, cluster-metrics.ts). What the database knows (sales, holds, payments, lags)
 * is read once per scrape instead (server/features/system/database-metrics.ts), never per worker.
 */
export interface AppMetrics {
  readonly registry: Registry;
  /** HTTP rate, errors and latency per route pattern: the pipeline's hook and the read fast path feed it. */
  readonly http: HttpRecorder;
  /** An authentic payment callback was applied with this outcome (`error` when applying it threw). */
  callbackApplied(outcome: string): void;
  callbackRejected(reason: CallbackRejection): void;
  webhookAttempt(result: WebhookAttemptResult): void;
  /** The open-stream count of one kind of live stream (`payment`, `dashboard`). */
  streams(kind: string): StreamCount;
  /** Node's process metrics (CPU, memory, event loop delay, GC): running servers turn them on, tests need not. */
  collectProcessMetrics(): void;
}

export function createAppMetrics(options: {
  engine: "postgres" | "pglite";
  pools?: () => PoolStats[];
}): AppMetrics {
  const registry = new Registry();
  const http = createHttpRecorder();
  http.register(registry);
  const pools = options.pools ?? (() => []);

  new Gauge({
    name: "tiketin_metrics_processes",
    help: "Server processes whose counts this answer sums (the cluster's workers that answered).",
    registers: [registry],
    aggregator: "sum",
    collect() {
      this.set(1);
    },
  });
  new Gauge({
    name: "tiketin_database_engine",
    help: "The database engine (1 for the one in use): postgres, or pglite (embedded, no pool to report).",
    labelNames: ["engine"],
    registers: [registry],
    aggregator: "max",
    collect() {
      this.set({ engine: options.engine }, 1);
    },
  });

  // The pools, read at scrape time from pg.Pool's own counts. Summed over a cluster's workers.
  const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["pool"],
      registers: [registry],
      aggregator: "sum",
      collect() {
        this.reset();
        for (const stats of pools()) this.set({ pool: stats.name }, read(stats));
      },
    });
  poolGauge(
    "tiketin_db_pool_max",
    "Connections the pool may open (DATABASE_POOL_MAX for `main`).",
    (s) => s.max,
  );
  poolGauge(
    "tiketin_db_pool_in_use",
    "Connections checked out by a query or transaction.",
    (s) => s.total - s.idle,
  );
  poolGauge("tiketin_db_pool_idle", "Open connections waiting for work.", (s) => s.idle);
  poolGauge(
    "tiketin_db_pool_waiting",
    "Queries and transactions queued for a free connection.",
    (s) => s.waiting,
  );
  new Counter({
    name: "tiketin_db_pool_connect_timeouts_total",
    help: "Waits for a connection that gave up after 5 s (each became a 503 with Retry-After, or a failed job run).",
    labelNames: ["pool"],
    registers: [registry],
    aggregator: "sum",
    collect() {
      this.reset();
      for (const stats of pools()) this.inc({ pool: stats.name }, stats.connectTimeouts);
    },
  });

  const callbacks = new Counter({
    name: "tiketin_payment_callbacks_total",
    help: "Authentic payment callbacks received and applied, by outcome (paid, duplicate, amount_mismatch, ...).",
    labelNames: ["outcome"],
    registers: [registry],
    aggregator: "sum",
  });
  const rejected = new Counter({
    name: "tiketin_payment_callbacks_rejected_total",
    help: "Payment callbacks refused with nothing written: token (bad x-callback-token), signature (bad or old webhook-signature), product (unknown path), body (unstorable text).",
    labelNames: ["reason"],
    registers: [registry],
    aggregator: "sum",
  });
  // Zero from the start, so a rate over them exists before the first callback arrives.
  for (const reason of ["token", "signature", "product", "body"] satisfies CallbackRejection[])
    rejected.inc({ reason }, 0);
  const webhooks = new Counter({
    name: "tiketin_webhook_deliveries_total",
    help: "Attempts to deliver organisers' webhooks: delivered, retry (failed, tried again later), given_up (failed for good).",
    labelNames: ["result"],
    registers: [registry],
    aggregator: "sum",
  });
  for (const result of ["delivered", "retry", "given_up"] satisfies WebhookAttemptResult[])
    webhooks.inc({ result }, 0);
  const sse = new Gauge({
    name: "tiketin_sse_clients",
    help: "Server-sent-events streams open: payment pages (payment) and organisers' live dashboards (dashboard).",
    labelNames: ["stream"],
    registers: [registry],
    aggregator: "sum",
  });

  let processMetrics = false;
  return {
    registry,
    http,
    callbackApplied: (outcome) => callbacks.inc({ outcome }),
    callbackRejected: (reason) => rejected.inc({ reason }),
    webhookAttempt: (result) => webhooks.inc({ result }),
    streams(kind) {
      sse.inc({ stream: kind }, 0);
      return { opened: () => sse.inc({ stream: kind }), closed: () => sse.dec({ stream: kind }) };
    },
    collectProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry });
    },
  };
}
