import { randomBytes } from "node:crypto";
import { loadConfig } from "../../server/config/env.ts";
import { toPublicConfig } from "../../server/config/public-config.ts";
import { API_PREFIX } from "../../server/http/api-plugin.ts";
import { isPlainRead, responseFrom } from "../../server/http/api-reads.ts";
import { createRenderPool } from "../../server/http/render-pool.ts";
import { SERVER_BUILD_FILE } from "../../server/web-build.ts";
import type { ApiTransport } from "../../shared/contracts/load-context.ts";
import { wibYear } from "../../shared/format/datetime.ts";

export interface RenderBaseline {
  /** Renders completed per second by the one thread. */
  rendersPerSecond: number;
  /** The page's size, so a baseline taken on a different page is seen as such. */
  htmlBytes: number;
}

interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** Renders the thread has at once (see the loop below). */
const IN_FLIGHT = 4;
/** Stored reads handed to the thread stay fresh for the whole measurement. */
const FOR_THE_RUN_MS = 3_600_000;

/**
 * A worker thread takes a copy of the environment when it starts, and React picks its build from
 * NODE_ENV: without this the thread would render with React's development build (about twice the CPU),
 * as the app's threads, started under NODE_ENV=production, never do.
 */
function withProductionEnv<T>(start: () => T): T {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    return start();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/**
 * B_ssr of the quality bar's reference (performance_anchors.md, 6.1): the real event page rendered in a
 * tight loop on one core. One render thread of the app's own pool (ADR 0111) renders it back to back,
 * a few at a time, over the production server build, with each loader's API answer fetched from
 * the running app once and then shared with the thread, as the app shares its stored reads. What it
 * leaves out is the network, the main thread's part and the micro-cache: the cost of the render alone,
 * which misses at any load are measured against.
 */
export async function measureRenderBaseline(options: {
  /** The event page on the running app, e.g. http://127.0.0.1:PORT/event/slug. */
  pageUrl: string;
  seconds: number;
  warmUpSeconds: number;
  signal?: AbortSignal;
}): Promise<RenderBaseline> {
  const { origin, host, pathname } = new URL(options.pageUrl);
  const pool = withProductionEnv(() =>
    createRenderPool({ buildFile: SERVER_BUILD_FILE, apiPrefix: API_PREFIX, mode: "production", threads: 1 }),
  );
  const answers = new Map<string, StoredAnswer>();
  const api: ApiTransport = async (path, init = {}) => {
    const locale = init.locale ?? "id";
    const key = `${init.method ?? "GET"} ${locale} ${path}`;
    let answer = answers.get(key);
    if (!answer) {
      const response = await fetch(`${origin}${API_PREFIX}${path}`, {
        method: init.method ?? "GET",
        headers: { "accept-language": locale, ...(init.headers ?? {}) },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      answer = {
        status: response.status,
        headers: [...response.headers],
        body: Buffer.from(await response.arrayBuffer()),
      };
      answers.set(key, answer);
      if (answer.status === 200 && isPlainRead(init))
        pool.shareRead({
          url: `${API_PREFIX}${path}`,
          locale,
          headers: Object.fromEntries(answer.headers),
          body: answer.body,
          freshUntil: Date.now() + FOR_THE_RUN_MS,
        });
    }
    return responseFrom(answer.status, answer.headers, answer.body);
  };
  const config = loadConfig({
    NODE_ENV: "production",
    PUBLIC_BASE_URL: origin,
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  });
  const context = {
    cspNonce: randomBytes(16).toString("hex"),
    viewer: null,
    publicConfig: toPublicConfig(config),
    year: wibYear(new Date()),
    api,
  };
  let sequence = 0;
  const renderOnce = async (): Promise<number> => {
    // A new query string each time, as the miss figures send: the page ignores it.
    const response = await pool.render({
      url: `${origin}${pathname}?baseline=${sequence++}`,
      locale: "id",
      method: "GET",
      headers: [["host", host]],
      context,
    });
    if (response.status !== 200) throw new Error(`the render baseline's page answered ${response.status}`);
    return (await response.arrayBuffer()).byteLength;
  };
  // A render awaits between its steps (loader answers, stream flushes), so one at a time leaves the
  // core idle in those gaps; a few in flight keep it busy, as a loaded render thread is.
  const loop = async (seconds: number): Promise<{ renders: number; bytes: number; elapsedMs: number }> => {
    const started = performance.now();
    const until = started + seconds * 1000;
    let renders = 0;
    let bytes = 0;
    const lane = async (): Promise<void> => {
      while (performance.now() < until && !options.signal?.aborted) {
        bytes = await renderOnce();
        renders++;
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    return { renders, bytes, elapsedMs: performance.now() - started };
  };
  try {
    await loop(options.warmUpSeconds);
    const measured = await loop(options.seconds);
    return { rendersPerSecond: (measured.renders * 1000) / measured.elapsedMs, htmlBytes: measured.bytes };
  } finally {
    await pool.close();
  }
}
