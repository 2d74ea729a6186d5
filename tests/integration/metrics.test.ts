import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { buildServices } from "../../server/build-services.ts";
import { loadConfig } from "../../server/config/env.ts";
import { CALLBACK_TOKEN_HEADER } from "../../server/features/payments/index.ts";
import type { AppMetrics } from "../../server/metrics/app-metrics.ts";
import type { AppServices } from "../../server/services.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { hasSample, parsePrometheusText, type Sample, sumOf } from "../support/prometheus-text.ts";
import { createPaymentsHarness, type PaymentsHarness, placeOrder } from "./payments-harness.ts";

/**
 * `/metrics` (ADR 0135): Prometheus text for a scraper holding METRICS_TOKEN, after a real purchase
 * through the sandbox gateway: the sale, the payment's state and its callback are counted, a forged
 * callback is counted as rejected, and nobody without the token reads anything.
 */
const TOKEN = "metrics-test-token-0123456789abcdef";
const postgres = testPostgresUrl() !== null;

let h: PaymentsHarness;
beforeAll(async () => {
  h = await createPaymentsHarness({ METRICS_TOKEN: TOKEN });
});
afterAll(() => h.close());

async function scrape(app: FastifyInstance): Promise<{ text: string; samples: Sample[] }> {
  const response = await app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
  expect(response.headers["cache-control"]).toBe("no-store");
  return { text: response.body, samples: parsePrometheusText(response.body) };
}

/** A callback with the wrong token, then one with the right token and no valid signature. */
async function forgeCallbacks(app: FastifyInstance, externalId: string) {
  const body = JSON.stringify({ external_id: externalId, amount: 1, id: "forged" });
  const wrongToken = await app.inject({
    method: "POST",
    url: "/api/v1/webhooks/xendit/fva",
    headers: { "content-type": "application/json", [CALLBACK_TOKEN_HEADER]: "not-the-token-at-all-0000" },
    payload: body,
  });
  const unsigned = await app.inject({
    method: "POST",
    url: "/api/v1/webhooks/xendit/fva",
    headers: {
      "content-type": "application/json",
      [CALLBACK_TOKEN_HEADER]: h.deps.config.XENDIT_CALLBACK_TOKEN,
    },
    payload: body,
  });
  return [wrongToken.statusCode, unsigned.statusCode];
}

/** Whether forging the two callbacks moved the rejected counter by exactly one per reason. */
async function forgeriesCounted(app: FastifyInstance, externalId: string): Promise<boolean> {
  const before = (await scrape(app)).samples;
  expect(await forgeCallbacks(app, externalId)).toEqual([401, 401]);
  const after = (await scrape(app)).samples;
  const moved = (reason: string) =>
    sumOf(after, "tiketin_payment_callbacks_rejected_total", { reason }) -
    sumOf(before, "tiketin_payment_callbacks_rejected_total", { reason });
  return moved("token") === 1 && moved("signature") === 1;
}

describe("GET /metrics", () => {
  it("counts a purchase paid through the sandbox: the sale, the payment's state and its callback", async () => {
    const order = await placeOrder(h, "va_bca", { quantity: 2 });
    const slug = (await h.db.query.events.findFirst({ where: (e, { eq }) => eq(e.id, order.eventId) }))!.slug;
    const before = (await scrape(h.app)).samples;
    expect(sumOf(before, "tiketin_event_tickets_held", { event: slug })).toBe(2);
    expect(sumOf(before, "tiketin_payments", { state: "waiting" })).toBe(1);

    await h.sandbox.pay(order.detail.external_id);
    await h.sandbox.delivery.settle();

    const { text, samples } = await scrape(h.app);
    expect(sumOf(samples, "tiketin_event_tickets_sold", { event: slug })).toBe(2);
    expect(sumOf(samples, "tiketin_event_tickets_held", { event: slug })).toBe(0);
    expect(sumOf(samples, "tiketin_event_tickets_remaining", { event: slug })).toBe(8);
    expect(sumOf(samples, "tiketin_payments", { state: "paid" })).toBe(1);
    expect(sumOf(samples, "tiketin_payments", { state: "waiting" })).toBe(0);
    expect(sumOf(samples, "tiketin_payment_callbacks_total", { outcome: "paid" })).toBe(1);
    expect(sumOf(samples, "tiketin_events_on_sale")).toBeGreaterThanOrEqual(1);

    // HTTP per route pattern, never the raw URL: the order and its callback are each one request.
    const route = (path: string) => ({ route: path, code: "200" });
    expect(sumOf(samples, "tiketin_http_requests_total", route("/api/v1/transaction/buy-ticket"))).toBe(1);
    expect(sumOf(samples, "tiketin_http_requests_total", route("/api/v1/webhooks/xendit/:product"))).toBe(1);
    expect(text).not.toContain(order.detail.external_id);
    expect(
      sumOf(samples, "tiketin_http_request_duration_seconds_count", {
        route: "/api/v1/transaction/buy-ticket",
      }),
    ).toBe(1);
    expect(
      samples
        .filter((s) => s.name === "tiketin_http_requests_total")
        .every((s) => !/[0-9a-f]{8}-/.test(s.labels.route!)),
    ).toBe(true);

    // Every job's lag is there (nothing is behind in a fresh database), and the sections read.
    for (const job of ["payment_expiry", "hold_sweep", "webhook_delivery"])
      expect(sumOf(samples, "tiketin_job_lag_seconds", { job })).toBe(0);
    for (const section of ["events", "payments", "waiting_rooms", "jobs"])
      expect(sumOf(samples, "tiketin_database_metrics_up", { section })).toBe(1);
    expect(hasSample(samples, "tiketin_webhook_deliveries_pending")).toBe(true);
    expect(sumOf(samples, "tiketin_metrics_processes")).toBe(1);
    // Without SMTP the outbox is the mail's destination: it has no lag to report.
    expect(hasSample(samples, "tiketin_mail_outbox_oldest_seconds")).toBe(false);
    if (postgres) {
      expect(sumOf(samples, "tiketin_db_pool_max", { pool: "main" })).toBe(20);
      expect(hasSample(samples, "tiketin_db_pool_waiting", { pool: "main" })).toBe(true);
      expect(hasSample(samples, "tiketin_db_pool_connect_timeouts_total", { pool: "main" })).toBe(true);
      expect(sumOf(samples, "tiketin_database_engine", { engine: "postgres" })).toBe(1);
    }
  });

  it("counts forged callbacks as rejected, by reason", async () => {
    const order = await placeOrder(h);
    expect(await forgeriesCounted(h.app, order.detail.external_id)).toBe(true);
  });

  it("CONTROL: a receiver that does not count would fail the check above", async () => {
    // Another app on the same database whose metrics never count a rejection: the check must notice.
    const app = await appBeside({ METRICS_TOKEN: TOKEN }, (metrics) => ({
      ...metrics,
      callbackRejected: () => {},
    }));
    try {
      expect(await forgeriesCounted(app, "trx_none")).toBe(false);
    } finally {
      await app.close();
    }
  });

  it("refuses every request without the exact bearer token, saying nothing", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer " },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}` },
      { authorization: TOKEN },
      { "x-metrics-token": TOKEN },
    ];
    for (const headers of attempts) {
      const response = await h.app.inject({ method: "GET", url: "/metrics", headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain(TOKEN);
      expect(response.body).not.toContain(TOKEN.slice(0, 12));
      expect(response.body).not.toContain("tiketin_");
      expect(JSON.stringify(response.headers)).not.toContain(TOKEN.slice(0, 12));
    }
    // The token in the query string is not a way in either.
    const query = await h.app.inject({ method: "GET", url: `/metrics?token=${TOKEN}` });
    expect(query.statusCode).toBe(401);
    expect(query.body).not.toContain("tiketin_");
  });

  it("does not exist without METRICS_TOKEN", async () => {
    const bare = await appBeside({});
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }, { authorization: "Bearer " }]) {
        const response = await bare.inject({ method: "GET", url: "/metrics", headers });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain("tiketin_");
      }
    } finally {
      await bare.close();
    }
  });
});

/** Another app on the harness's database (its own services), with these settings and metrics. */
async function appBeside(
  env: Record<string, string>,
  metrics: (real: AppMetrics) => AppMetrics = (real) => real,
): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", ...env });
  const built = buildServices({ config, database: h.database });
  const services: AppServices = { ...built, metrics: metrics(built.metrics) };
  const app = await buildApp({
    services,
    logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
  });
  await app.ready();
  return app;
}
