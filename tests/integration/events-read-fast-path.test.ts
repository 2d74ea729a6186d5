import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inProcessApi } from "../../server/http/in-process-api.ts";
import { activeTicketsSchema } from "../../shared/contracts/events.ts";
import { addClaim, createCategory, createEvent, daysFromNow } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The read fast path (ADR 0106) over a real socket: `app.inject` skips the listener the fast path
 * lives in, so these tests listen on a loopback port and use fetch, as a buyer's browser would.
 */
let t: TestApp;
let base = "";
let categoryId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const event = await createEvent(t.database.db, { slug: "perang-tiket", startsAt: daysFromNow(30) });
  categoryId = (await createCategory(t.database.db, event.id, { name: "Festival", quota: 100 })).id;
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/v1`;
});
afterAll(() => t.close());

const TICKETS = "/public/active-tickets/event/perang-tiket";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { "accept-encoding": "identity", ...headers } });
const completedLines = (requestId: string | null | undefined) =>
  t.logs.filter((line) => line.requestId === requestId && line.msg === "request completed");
const remainingOf = async (response: Response) =>
  activeTicketsSchema
    .parse(((await response.json()) as { data: unknown }).data)
    .rows.find((category) => category.id === categoryId)?.remaining;

/** An envelope without the stock read's timestamp, which changes with every re-read. */
const withoutReadTime = (envelope: unknown) => {
  const { data, ...rest } = envelope as { data: Record<string, unknown> };
  const { as_of: _readAt, ...stable } = data;
  return { ...rest, data: stable };
};

/** Headers a replay must repeat exactly (everything but the per-response ones). */
function stableHeaders(response: Response): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of response.headers)
    if (!["x-request-id", "date", "keep-alive", "connection"].includes(name)) kept[name] = value;
  return kept;
}

describe("read fast path", () => {
  it("replays the pipeline's bytes and headers with a new request id and one log line each", async () => {
    const first = await get(TICKETS);
    const firstBody = await first.text();
    expect(t.app.readFastPath?.size).toBeGreaterThan(0); // the pipeline handed its answer over
    const second = await get(TICKETS);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(stableHeaders(second)).toEqual(stableHeaders(first));
    expect(second.headers.get("content-security-policy")).toBe("default-src 'none';frame-ancestors 'none'");
    expect(second.headers.get("cache-control")).toBe(
      "public, max-age=1, s-maxage=1, stale-while-revalidate=1",
    );
    expect(second.headers.get("vary")).toBe("accept-language, accept-encoding");
    expect(second.headers.get("etag")).toMatch(/^"[\w-]{22}"$/);
    const ids = [first.headers.get("x-request-id"), second.headers.get("x-request-id")];
    expect(ids[0]).not.toBe(ids[1]);
    for (const id of ids) expect(completedLines(id)).toHaveLength(1);
    expect(completedLines(ids[1])[0]).toMatchObject({ res: { statusCode: 200 }, req: { method: "GET" } });
  });

  it("hands SSR loaders a stored read without running the pipeline again, and nothing else", async () => {
    const path = "/public/talents/event/perang-tiket";
    const browser = await (await get(path, { "accept-language": "en" })).text();
    const linesBefore = t.logs.length;
    // What a loader's in-process call gets: the same bytes, with no pipeline run (no access line).
    const fakeRequest = { locale: "id", id: "ssr-req-1", headers: {} } as Parameters<typeof inProcessApi>[1];
    const api = inProcessApi(t.app, fakeRequest);
    const replayed = await api(path, { locale: "en" });
    expect(replayed.status).toBe(200);
    expect(await replayed.text()).toBe(browser);
    expect(t.logs.length).toBe(linesBefore);
    // A language not stored yet, and anything but a plain GET, go through the pipeline.
    const indonesian = await api(path, { locale: "id" });
    expect(((await indonesian.json()) as { status: number }).status).toBe(1);
    expect(t.logs.length).toBe(linesBefore + 1);
  });

  it("keeps each language and encoding apart", async () => {
    const id = await (await get(TICKETS, { "accept-language": "id" })).json();
    const en = await (await get(TICKETS, { "accept-language": "en-US,en;q=0.9" })).json();
    const enAgain = await (await get(TICKETS, { "accept-language": "en" })).json();
    expect((id as { message: string }).message).not.toBe((en as { message: string }).message);
    expect(withoutReadTime(enAgain)).toEqual(withoutReadTime(en));
    const br = await fetch(`${base}${TICKETS}`, { headers: { "accept-encoding": "br" } });
    // fetch decodes brotli itself; the header says what travelled.
    expect(br.headers.get("content-encoding") ?? "identity").toMatch(/^(br|identity)$/);
    expect(withoutReadTime(await br.json())).toEqual(withoutReadTime(id));
  });

  it("answers 304 when If-None-Match names the current bytes, from the pipeline and from the fast path", async () => {
    await sleep(1_100); // a fresh read, so the first request goes through the pipeline
    const fresh = await get(TICKETS);
    const etag = fresh.headers.get("etag") ?? "";
    const fromPipeline = await get(TICKETS, { "if-none-match": etag });
    const fromFastPath = await get(TICKETS, { "if-none-match": `W/${etag}` });
    for (const response of [fromPipeline, fromFastPath]) {
      expect(response.status).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("etag")).toBe(etag);
      expect(response.headers.get("cache-control")).toContain("max-age=1");
    }
    expect((await get(TICKETS, { "if-none-match": '"something-else"' })).status).toBe(200);
  });

  // The cache's bound itself (nothing served after the read's TTL) is held with a fake clock in
  // events-read-cache.test.ts; here the fast path must not keep an answer past it.
  it("shows a sale once the cached read expires, through the fast path too", async () => {
    const before = await remainingOf(await get(TICKETS));
    expect(t.app.readFastPath?.size).toBeGreaterThan(0);
    await addClaim(t.database.db, { categoryId, quantity: 3, status: "sold" });
    // A bound on the wait only, far past the TTL: how stale an answer may be is not measured here.
    await expect
      .poll(async () => remainingOf(await get(TICKETS)), { timeout: 10_000 })
      .toBe((before ?? 0) - 3);
  });

  it("leaves non-GETs, searches and unknown URLs to the pipeline", async () => {
    await get(TICKETS);
    const post = await fetch(`${base}${TICKETS}`, { method: "POST" });
    expect(post.status).toBe(405);
    const search = async () =>
      fetch(`${base}/public/events/search`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ search: "perang" }),
      });
    expect((await search()).status).toBe(200);
    expect((await search()).headers.get("cache-control")).toBeNull();
    const head = await fetch(`${base}${TICKETS}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    const missing = await get("/public/active-tickets/event/tidak-ada");
    expect(missing.status).toBe(404);
    expect((await get("/public/active-tickets/event/tidak-ada")).status).toBe(404);
  });

  it("serves brotli bytes that decode to the same envelope", async () => {
    const plain = await (await get(TICKETS)).text();
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import("node:http").then(({ get: httpGet }) =>
        httpGet(`${base}${TICKETS}`, { headers: { "accept-encoding": "br" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve(
              res.headers["content-encoding"] === "br"
                ? brotliDecompressSync(Buffer.concat(chunks))
                : Buffer.concat(chunks),
            ),
          );
        }).on("error", reject),
      );
    });
    expect(withoutReadTime(JSON.parse(raw.toString()))).toEqual(withoutReadTime(JSON.parse(plain)));
  });
});
