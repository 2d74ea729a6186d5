import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parsePrometheusText, type Sample, sumOf } from "../support/prometheus-text.ts";

/**
 * `/metrics` under `npm run start:cluster` (ADR 0135), on a small real cluster of the metrics pieces
 * (tests/support/cluster-metrics-fixture.ts): whichever worker a scrape reaches answers the sum of every
 * worker's counts; a worker still starting (no registry yet) neither stalls the scrape nor counts; and a
 * worker that dies leaves its counters in the sum, so no counter falls (which Prometheus would read as
 * a reset and turn into a spike in every rate).
 */
describe("metrics across cluster workers", () => {
  it("sums every worker's counts, and keeps a dead worker's counters", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "tests/support/cluster-metrics-fixture.ts"],
      { timeout: 60_000 },
    );
    const result = JSON.parse(stdout.trim().split("\n").at(-1)!) as {
      scrapes: { text?: string; error?: string }[];
      error?: string;
    };
    expect(result.error).toBeUndefined();
    const [before, after] = result.scrapes.map((scrape) => {
      expect(scrape.error).toBeUndefined();
      return parsePrometheusText(scrape.text!);
    }) as [Sample[], Sample[]];
    const route = { route: "/api/v1/events/:slug" };
    const counts = (samples: Sample[]) => ({
      processes: sumOf(samples, "tiketin_metrics_processes"),
      rejected: sumOf(samples, "tiketin_payment_callbacks_rejected_total", { reason: "token" }),
      requests: sumOf(samples, "tiketin_http_requests_total", { ...route, code: "200", via: "pipeline" }),
      timed: sumOf(samples, "tiketin_http_request_duration_seconds_count", route),
      fast: sumOf(samples, "tiketin_http_request_duration_seconds_bucket", { ...route, le: "0.0025" }),
      faster: sumOf(samples, "tiketin_http_request_duration_seconds_bucket", { ...route, le: "0.001" }),
    });
    // Workers 1 and 2 counted 1 and 2 requests and a rejected callback each; worker 3 shares nothing.
    expect(counts(before)).toEqual({ processes: 2, rejected: 2, requests: 3, timed: 3, fast: 3, faster: 0 });
    // Worker 2 killed: its gauges are gone, its counters and histograms stay in the sum.
    expect(counts(after)).toEqual({ processes: 1, rejected: 2, requests: 3, timed: 3, fast: 3, faster: 0 });
  });
});
