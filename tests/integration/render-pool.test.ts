import { fileURLToPath } from "node:url";
import { threadId } from "node:worker_threads";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRenderPool, type RenderJob, type RenderPool } from "../../server/http/render-pool.ts";
import type { ApiTransport } from "../../shared/contracts/load-context.ts";
import type { PublicConfig } from "../../shared/contracts/public-config.ts";
import { buildRenderWorker } from "../support/render-worker-build.ts";

/**
 * The render threads (ADR 0111) with real workers over a minimal React Router build whose one loader
 * calls the API through its load context and whose entry prints what the render saw.
 */
const BUILD = fileURLToPath(new URL("../support/render-fixture-build.mjs", import.meta.url));

let worker: Awaited<ReturnType<typeof buildRenderWorker>>;
beforeAll(async () => {
  worker = await buildRenderWorker();
});
afterAll(async () => {
  await worker.remove();
});

let pool: RenderPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

function start(threads = 2): RenderPool {
  pool = createRenderPool({
    buildFile: BUILD,
    workerFile: worker.file,
    apiPrefix: "/api/v1",
    mode: "production",
    threads,
  });
  return pool;
}

/** A transport that records the paths asked and answers with them, after `delayMs`. */
function recordingApi(label: string, delayMs = 0): { api: ApiTransport; asked: string[] } {
  const asked: string[] = [];
  const api: ApiTransport = async (path) => {
    asked.push(path);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return new Response(`${label}:${path}`, { status: 200 });
  };
  return { api, asked };
}

function job(query: string, api: ApiTransport, viewerName: string | null = null, locale = "id"): RenderJob {
  return {
    url: `http://127.0.0.1/${query}`,
    locale,
    method: "GET",
    headers: [["accept-language", locale]],
    context: {
      cspNonce: `nonce-of-${viewerName ?? "anonymous"}`,
      viewer: viewerName
        ? { id: viewerName, name: viewerName, email: `${viewerName}@example.com`, emailVerified: true }
        : null,
      publicConfig: {} as PublicConfig,
      year: 2026,
      api,
    },
  };
}

interface Seen {
  data: { status: number; body: string };
  viewer: { name: string } | null;
  nonce: string;
  threadId: number;
}

const seen = async (response: Response): Promise<Seen> => (await response.json()) as Seen;

describe("render threads", () => {
  it("render off the main thread, each with its own request's viewer, nonce and API transport", async () => {
    const renders = start(2);
    const ayu = recordingApi("ayu", 30);
    const budi = recordingApi("budi", 30);
    const [first, second] = await Promise.all([
      renders.render(job("?api=/me/tickets", ayu.api, "ayu")),
      renders.render(job("?api=/me/tickets", budi.api, "budi")),
    ]);
    const a = await seen(first);
    const b = await seen(second);
    expect(first.status).toBe(200);
    expect(a).toMatchObject({
      viewer: { name: "ayu" },
      nonce: "nonce-of-ayu",
      data: { body: "ayu:/me/tickets" },
    });
    expect(b).toMatchObject({
      viewer: { name: "budi" },
      nonce: "nonce-of-budi",
      data: { body: "budi:/me/tickets" },
    });
    expect(ayu.asked).toEqual(["/me/tickets"]);
    expect(budi.asked).toEqual(["/me/tickets"]);
    // Two renders in flight at once go to two threads, neither of them this one.
    expect(new Set([a.threadId, b.threadId]).size).toBe(2);
    expect([a.threadId, b.threadId]).not.toContain(threadId);
  });

  it("answer a loader's public read from the copy the main thread shared while it is fresh, per language", async () => {
    const renders = start(1);
    const body = Buffer.from('{"status":1,"data":{"title":"Konser"}}');
    renders.shareRead({
      url: "/api/v1/public/events/detail/konser",
      locale: "id",
      headers: { "content-type": "application/json" },
      body,
      freshUntil: Date.now() + 60_000,
    });
    renders.shareRead({
      url: "/api/v1/public/events/detail/lama",
      locale: "id",
      headers: {},
      body: Buffer.from("stale"),
      freshUntil: Date.now() - 1,
    });
    const transport = recordingApi("main");
    const shared = await seen(await renders.render(job("?api=/public/events/detail/konser", transport.api)));
    expect(shared.data).toEqual({ status: 200, body: body.toString() });
    expect(transport.asked).toEqual([]);

    // Another language, or a copy past its freshness, is asked of the main thread.
    await renders.render(job("?api=/public/events/detail/konser", transport.api, null, "en"));
    await renders.render(job("?api=/public/events/detail/lama", transport.api));
    expect(transport.asked).toEqual(["/public/events/detail/konser", "/public/events/detail/lama"]);
  });

  it("refuse the renders of a thread that dies, and render the next ones on its replacement", async () => {
    const renders = start(1);
    const transport = recordingApi("main");
    await expect(renders.render(job("?crash=1", transport.api))).rejects.toThrow(/stopped/);
    // Meanwhile renders are refused at once (the caller renders them itself)...
    await expect(renders.render(job("?api=/public/probe", transport.api))).rejects.toThrow(
      /no render thread/,
    );
    // ...and soon a new thread takes the slot (a thread that died young is replaced after 100 ms).
    await new Promise((resolve) => setTimeout(resolve, 400));
    const after = await renders.render(job("?api=/public/probe", transport.api));
    expect(after.status).toBe(200);
    expect((await seen(after)).data.body).toBe("main:/public/probe");
  });

  it("do not restart a thread that cannot start in a tight loop, and refuse renders at once meanwhile", async () => {
    const failures: Error[] = [];
    pool = createRenderPool({
      buildFile: "/nonexistent/build/server/index.js",
      workerFile: worker.file,
      apiPrefix: "/api/v1",
      mode: "production",
      threads: 1,
      onWorkerError: (error) => failures.push(error),
    });
    const transport = recordingApi("main");
    await expect(pool.render(job("", transport.api))).rejects.toThrow(/stopped|no render thread/);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Restarted after 100, 200, 400, 800 ms: a handful of attempts in 1.5 s, not one per start-up.
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.length).toBeLessThanOrEqual(5);
    // Refused by the thread starting at that moment when it fails, or at once when none is: a render
    // never waits through the restarts that follow.
    const failed = failures.length;
    await expect(pool.render(job("", transport.api))).rejects.toThrow(/stopped|no render thread/);
    expect(failures.length).toBeLessThanOrEqual(failed + 1);
  });

  it("refuse to render once closed", async () => {
    const renders = start(1);
    await renders.close();
    await expect(renders.render(job("", recordingApi("main").api))).rejects.toThrow(/closed/);
  });
});
