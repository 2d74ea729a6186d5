import http from "node:http";
import { Tally } from "../../lib/war-http.ts";

/**
 * The fault scripts' HTTP side: one keep-alive agent, every answer tallied by step and status, and a
 * refusal for load (429, 503) waited out as its Retry-After says and tried again, as the app's own
 * pages do. A 503 without Retry-After, a 5xx other than 503 and a request that got no answer at all are
 * kept apart: those are the defects the faults look for.
 */

export interface Answer {
  status: number;
  body: { errorCode?: string; message?: string; data?: Record<string, unknown> } | null;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/**
 * The war's tally (bench/lib/war-http.ts: counts by step and status, 503s without Retry-After, the
 * first answer of each kind logged) with what the fault goals add: every latency, the requests that got
 * no answer by the client's error, and the first few 5xx-but-503 answers for the report.
 */
export class FaultTally extends Tally<string> {
  readonly latencies: number[] = [];
  sent = 0;
  /** Requests without an answer, by the client's error (ECONNRESET, ECONNREFUSED, timeout, ...). */
  readonly networkErrors = new Map<string, number>();
  /** The first few 5xx-but-not-503 answers, for the report. */
  readonly serverErrors: string[] = [];

  constructor(log: (message: string) => void = () => {}) {
    super(log);
  }

  /** One answer of `step` (status "network": none came). */
  record(step: string, status: number | "network", answer?: Answer): void {
    this.sent++;
    // A refusal names its error code: "hold 400 bad_request" tells what was refused.
    const code = typeof status === "number" && status >= 400 ? answer?.body?.errorCode : undefined;
    this.note(step, status, Date.now(), code);
    if (!answer) return;
    this.latencies.push(answer.ms);
    if (status === 503 && answer.headers["retry-after"] === undefined) this.unavailableWithoutRetryAfter++;
    if (typeof status === "number" && status >= 500 && status !== 503 && this.serverErrors.length < 5)
      this.serverErrors.push(`${step} ${status} ${code ?? ""} ${answer.body?.message ?? ""}`.trim());
  }

  count(filter: (status: number | "network") => boolean): number {
    return this.sum((_op, status) => filter(status));
  }

  /** Requests sent, 2xx, 5xx (503 apart), 503, 429, no answer. */
  figures() {
    const is = (test: (s: number) => boolean) => (s: number | "network") => s !== "network" && test(s);
    return {
      sent: this.sent,
      ok2xx: this.count(is((s) => s >= 200 && s < 300)),
      status5xxNot503: this.count(is((s) => s >= 500 && s !== 503)),
      status503: this.count(is((s) => s === 503)),
      status429: this.count(is((s) => s === 429)),
      noAnswer: this.count((s) => s === "network"),
      other4xx: this.count(is((s) => s >= 400 && s < 500 && s !== 429)),
    };
  }
}

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export function faultHttp(options: {
  port: number;
  tally: FaultTally;
  timeoutMs?: number;
  maxSockets?: number;
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 });

  function send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Answer> {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent,
          host: "127.0.0.1",
          port: options.port,
          method,
          path,
          headers: {
            "accept-language": "en",
            ...(payload
              ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
              : {}),
            ...headers,
          },
          timeout: options.timeoutMs ?? 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: Answer["body"] = null;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              parsed = null;
            }
            resolve({
              status: response.statusCode ?? 0,
              body: parsed,
              headers: response.headers,
              ms: performance.now() - started,
            });
          });
          response.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error("timeout")));
      request.on("error", reject);
      if (payload) request.write(payload);
      request.end();
    });
  }

  /**
   * One step, tried again after 429/503 once Retry-After has passed (up to `retries` times) and after a
   * lost connection (the same request again: every write here carries its idempotency key or is
   * idempotent by design). Null when it never got an answer.
   */
  async function call(
    step: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
    retries = 10,
  ): Promise<Answer | null> {
    let last: Answer | null = null;
    for (let attempt = 0; attempt <= retries; attempt++) {
      try {
        last = await send(method, path, headers, body);
      } catch (error) {
        options.tally.record(step, "network");
        const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        options.tally.networkErrors.set(reason, (options.tally.networkErrors.get(reason) ?? 0) + 1);
        await sleep(500);
        continue;
      }
      options.tally.record(step, last.status, last);
      if (last.status !== 503 && last.status !== 429) return last;
      const header = Number(last.headers["retry-after"]);
      await sleep((Number.isFinite(header) && header >= 0 ? header : 1) * 1000 + Math.random() * 300);
    }
    return last;
  }

  return { send, call, close: () => agent.destroy() };
}

export type FaultHttp = ReturnType<typeof faultHttp>;
