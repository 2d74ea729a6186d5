import { createRequire } from "node:module";
import autocannon from "autocannon";

/** One HTTP load run against a local server. */
export interface HttpLoadOptions {
  /** Must point at 127.0.0.1: benchmarks never generate load against remote hosts. */
  url: string;
  connections: number;
  durationSeconds: number;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A path per request (e.g. a new URL each time, so a cache never answers); default: the url's. */
  pathForRequest?: () => string;
  /** Aborting stops the run early (e.g. Ctrl-C); the partial result is still returned. */
  signal?: AbortSignal;
}

export interface HttpLoadResult {
  /** Mean of autocannon's per-second request samples (the "Req/Sec Avg" of its CLI). */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses with a status outside 2xx. */
  non2xx: number;
}

/**
 * autocannon 9 keeps each response body by appending every chunk to a string, which UTF-8-decodes it,
 * only for hooks (onResponse, expectBody) these benches never use. On a brotli page that decoding was
 * 70% of the load generator's CPU (--cpu-prof), and on a 2-core box the generator shares the CPU with
 * the server: a compressed 7 KB page measured 0.3x of hello-world because of the client alone, while
 * the same bytes read without decoding measure about 0.75x. So bodies are counted, not decoded, for
 * every run here, the baselines included. Fails loudly if an upgrade moves the method.
 */
function countBodiesWithoutDecoding(): void {
  const queue = createRequire(import.meta.url)("autocannon/lib/pipelinedRequestsQueue.js") as {
    prototype: { addBody?: unknown };
  };
  if (typeof queue.prototype.addBody !== "function")
    throw new Error("autocannon no longer has PipelinedRequestsQueue.addBody: review http-load.ts");
  queue.prototype.addBody = (): void => {};
}
countBodiesWithoutDecoding();

// Extra time allowed beyond the nominal duration before we force-stop autocannon,
// so a hung server can never make a benchmark run unbounded.
const GRACE_MS = 15_000;

/**
 * Runs autocannon in-process. The target server is expected to live in a
 * different process (see raw-http.ts) so the two do not share an event loop.
 */
export async function runHttpLoad(options: HttpLoadOptions): Promise<HttpLoadResult> {
  const target = new URL(options.url);
  if (target.hostname !== "127.0.0.1") {
    throw new Error(`runHttpLoad only targets 127.0.0.1, got ${target.hostname}`);
  }
  if (!(options.durationSeconds > 0) || !(options.connections > 0)) {
    throw new Error("runHttpLoad needs durationSeconds > 0 and connections > 0");
  }

  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        method: options.method ?? "GET",
        headers: options.headers,
        body: options.body,
        ...(options.pathForRequest && {
          requests: [
            {
              method: options.method ?? "GET",
              setupRequest: (request) => ({ ...request, path: options.pathForRequest?.() }),
            },
          ],
        }),
      },
      (err: unknown, res: autocannon.Result) => {
        clearTimeout(watchdog);
        options.signal?.removeEventListener("abort", stop);
        if (err) reject(err instanceof Error ? err : new Error(String(err)));
        else resolve(res);
      },
    );
    const stop = (): void => instance.stop();
    const watchdog = setTimeout(stop, options.durationSeconds * 1000 + GRACE_MS);
    if (options.signal?.aborted) stop();
    else options.signal?.addEventListener("abort", stop, { once: true });
  });

  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
