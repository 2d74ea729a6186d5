import { request as httpRequest } from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createEvent, daysFromNow } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The search is a POST (spec section 7). Its answer is the same for every request with the same URL and
 * body, so the read fast path (ADR 0106) replays it as it replays a GET, and hands everything else to
 * the pipeline with the body it read, as if it had never been touched. Over a real socket: `inject`
 * skips the listener the fast path lives in.
 */
const TOKEN = "metrics-token-for-search-fast-path";
const SITE = "http://localhost:3000";
let t: TestApp;
let base = "";
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, PUBLIC_BASE_URL: SITE } });
  await createEvent(t.database.db, {
    slug: "konser-cepat",
    title: "Konser Cepat",
    startsAt: daysFromNow(20),
  });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => t.close());

const SEARCH = "/api/v1/public/events/search?show=12&page=1";
const search = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${SEARCH}`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "identity", ...headers },
    body,
  });

/** Search answers counted by what answered them, from `/metrics`. */
async function searchesAnsweredBy(via: "fast_path" | "pipeline"): Promise<number> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  let total = 0;
  for (const line of text.split("\n"))
    if (
      line.startsWith("tiketin_http_requests_total{") &&
      line.includes('method="POST"') &&
      line.includes("/public/events/search") &&
      line.includes(`via="${via}"`)
    )
      total += Number(line.slice(line.lastIndexOf(" ") + 1));
  return total;
}

const stable = (response: Response) =>
  Object.fromEntries(
    [...response.headers].filter(
      ([name]) => !["x-request-id", "date", "keep-alive", "connection"].includes(name),
    ),
  );

describe("search through the read fast path", () => {
  // The public cache's clock stands still, so a stored answer stays fresh (and needs no refresh)
  // however slowly this machine answers: a request the fast path could replay, it would.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("replays the pipeline's answer to the same body, byte for byte, without the pipeline", async () => {
    const body = JSON.stringify({ search: "konser" });
    const first = await search(body);
    const firstText = await first.text();
    expect(first.status).toBe(200);
    expect(firstText).toContain("Konser Cepat");
    const pipelineBefore = await searchesAnsweredBy("pipeline");
    const fastBefore = await searchesAnsweredBy("fast_path");

    const second = await search(body);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstText);
    expect(stable(second)).toEqual(stable(first));
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(await searchesAnsweredBy("fast_path")).toBe(fastBefore + 1);
    expect(await searchesAnsweredBy("pipeline")).toBe(pipelineBefore);
  });

  it("keys the answer by the body and the language: another search or language goes to the pipeline", async () => {
    const body = JSON.stringify({ search: "cepat" });
    await search(body);
    const pipelineBefore = await searchesAnsweredBy("pipeline");
    const english = await search(body, { "accept-language": "en" });
    expect(((await english.json()) as { message: string }).message).toBe("Success");
    const other = await search(JSON.stringify({ search: "festival" }));
    expect(other.status).toBe(200);
    expect(await searchesAnsweredBy("pipeline")).toBe(pipelineBefore + 2);
  });

  it("never replays to a request the pipeline refuses: cross-site, invalid or too short", async () => {
    const body = JSON.stringify({ search: "konser" });
    expect((await search(body)).status).toBe(200);
    const crossSite = await search(body, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await search(body, { origin: "https://evil.example" });
    expect(foreignOrigin.status).toBe(403);
    const sameSite = await search(body, { origin: SITE });
    expect(sameSite.status).toBe(200);

    const short = await search(JSON.stringify({ search: "ko" }));
    expect(short.status).toBe(400);
    expect(((await short.json()) as { status: number }).status).toBe(0);
    const broken = await search('{"search": "konser"');
    expect(broken.status).toBe(400);
  });

  it("hands a miss to the pipeline with its body intact, also a body sent in two packets", async () => {
    const body = Buffer.from(JSON.stringify({ search: "Konser Cepat" }));
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(`${base}${SEARCH}`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": body.length },
      });
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on("error", reject);
      request.write(body.subarray(0, 5));
      setTimeout(() => request.end(body.subarray(5)), 30);
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Konser Cepat");
  });
});
