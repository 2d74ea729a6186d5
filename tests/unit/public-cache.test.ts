import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { CACHE_POLICY, SHARED_PAGE_POLICY } from "../../server/http/public-cache/cache-control.ts";
import { encodePage } from "../../server/http/public-cache/encoded-body.ts";
import { createPublicCache, replayOf } from "../../server/http/public-cache/public-cache.ts";

/** What a CDN or a browser in front of us would notice of the public cache. */
function clock(start = 10_000) {
  let time = start;
  return {
    now: () => time,
    set: (to: number) => {
      time = to;
    },
  };
}

const request = (url: string, headers: Record<string, string> = {}) =>
  ({ method: "GET", url, headers }) as IncomingMessage;

const READ = "/api/v1/public/sliders";

function storeRead(cache: ReturnType<typeof createPublicCache>, acceptEncoding?: string) {
  cache.rememberRead(
    { url: READ, locale: "id", acceptEncoding },
    {
      headers: { "content-type": "application/json", "cache-control": CACHE_POLICY.catalogue },
      body: Buffer.from('{"status":1}'),
      etag: '"abc"',
      freshUntil: 11_000,
      refreshAt: 10_500,
    },
  );
}

/** A cache on a clock of its own, holding the read (fresh until 11,000, refresh from 10,500). */
function cacheHoldingRead(acceptEncoding?: string) {
  const time = clock();
  const cache = createPublicCache({ now: time.now });
  storeRead(cache, acceptEncoding);
  return { time, cache };
}

describe("the public cache", () => {
  it("tells shared caches how long they may keep a public answer and how long to serve it stale", () => {
    for (const policy of [...Object.values(CACHE_POLICY), SHARED_PAGE_POLICY]) {
      expect(policy).toMatch(/^public, /);
      expect(policy).toMatch(/\bs-maxage=1\b/);
      expect(policy).toMatch(/\bstale-while-revalidate=\d+\b/);
    }
    // Browsers keep reads for the in-process life and revalidate a shared page every time.
    expect(CACHE_POLICY.stock).toContain("max-age=1,");
    expect(SHARED_PAGE_POLICY).toContain("max-age=0,");
  });

  it("keys a read by URL, language and encoding", () => {
    const { cache } = cacheHoldingRead("br");
    expect(cache.lookup(request(READ, { "accept-encoding": "br", "accept-language": "id" }))).not.toBeNull();
    expect(cache.lookup(request(READ, { "accept-encoding": "gzip", "accept-language": "id" }))).toBeNull();
    expect(cache.lookup(request(READ, { "accept-encoding": "br", "accept-language": "en" }))).toBeNull();
    expect(cache.lookup(request(`${READ}?page=2`, { "accept-encoding": "br" }))).toBeNull();
  });

  it("never serves a copy past the life of the read it was built from, refreshed or not", () => {
    const { time, cache } = cacheHoldingRead();
    time.set(10_999);
    const late = request(READ);
    // Past the refresh point: this one request goes to the pipeline to rebuild...
    expect(cache.lookup(late)).toBeNull();
    expect(cache.isRefresh(late)).toBe(true);
    // ...while everyone else still gets the copy, until its life ends, even if no rebuild arrived.
    expect(cache.lookup(request(READ))).not.toBeNull();
    time.set(11_000);
    expect(cache.lookup(request(READ))).toBeNull();
    expect(cache.storedRead(READ, "id")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("lets another request rebuild soon when a rebuild brought back the same read, not only at expiry", () => {
    const { time, cache } = cacheHoldingRead();
    time.set(10_500);
    const first = request(READ);
    expect(cache.lookup(first)).toBeNull();
    // The list's source (its stock snapshot) was still the old one: the same read is stored again.
    storeRead(cache);
    time.set(10_550);
    expect(cache.lookup(request(READ))).not.toBeNull();
    // A fifth of the way to expiry later, one more request goes to fetch the newer read...
    time.set(10_600);
    const second = request(READ);
    expect(cache.lookup(second)).toBeNull();
    expect(cache.isRefresh(second)).toBe(true);
    // ...and only that one: everyone else keeps the copy while it is under way.
    expect(cache.lookup(request(READ))).not.toBeNull();
  });

  it("answers 304 without the body's headers when If-None-Match names the stored bytes", () => {
    const { cache } = cacheHoldingRead();
    const stored = cache.lookup(request(READ));
    if (!stored) throw new Error("stored read expected");
    const notModified = replayOf(stored, 'W/"abc"');
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeNull();
    expect(notModified.lines).not.toContain("content-type");
    expect(notModified.lines).not.toContain("content-length");
    expect(notModified.lines).toContain("cache-control");
    const changed = replayOf(stored, '"other"');
    expect(changed.status).toBe(200);
    expect(changed.body?.toString()).toBe('{"status":1}');
  });

  it("gives a shared page only to requests without cookies, in the encoding they accept", async () => {
    const time = clock();
    const cache = createPublicCache({ now: time.now });
    const encoded = await encodePage(Buffer.from("<html>shared</html>"));
    cache.rememberPage("/event/konser", { headers: { "cache-control": SHARED_PAGE_POLICY }, encoded }, 1_000);
    const br = cache.lookup(request("/event/konser?utm_source=ig", { "accept-encoding": "br" }));
    expect(br?.headers["content-encoding"]).toBe("br");
    expect(br?.headers["cache-control"]).toBe(SHARED_PAGE_POLICY);
    expect(br?.etag).toBe(encoded.etags.br);
    expect(cache.lookup(request("/event/konser", { cookie: "theme=dark" }))).toBeNull();
    time.set(11_000);
    expect(cache.lookup(request("/event/konser"))).toBeNull();
  });
});
