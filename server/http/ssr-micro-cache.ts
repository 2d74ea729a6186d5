import type { FastifyRequest } from "fastify";
import { pageCacheKey } from "./page-cache-key.ts";
import { SHARED_PAGE_POLICY, SHARED_PAGE_VARY } from "./public-cache/cache-control.ts";
import type { EncodedPage } from "./public-cache/encoded-body.ts";
import { PUBLIC_LIFE_MS } from "./public-cache/freshness.ts";
import { type HeaderBag, replayableHeaders } from "./replayable-headers.ts";
import { toShareablePage } from "./shareable-page.ts";

/** An anonymous page as everyone gets it for a second (see shareable-page.ts). */
export interface CachedPage {
  status: number;
  /** Every header a replay sends (the pipeline's and the render's), with the hash-based policy. */
  headers: Readonly<Record<string, string>>;
  /**
   * The shared HTML as UTF-8 bytes: outside the JS heap, so the hundreds of pages a busy second keeps
   * are not copied by every young-generation collection (as 40-80 KB strings they were, and those
   * pauses set the tail latency of renders).
   */
  html: Buffer;
  /** The URL it is cached under (see page-cache-key.ts), for the read fast path. */
  url: string;
  /** Rendered for a request with no cookie at all: only such pages are offered to the fast path. */
  cookieless: boolean;
  /** The page compressed once, on the thread pool, from its first reuse on; null until done. */
  encoded: EncodedPage | null;
  /** That compression, started once. */
  encoding: Promise<EncodedPage> | null;
}

export interface SsrMicroCacheOptions {
  /** Requests carrying this cookie are personal and never cached. */
  sessionCookieName: string;
  /** How long a page is reused: 1 s, like the API's public read cache. */
  ttlMs?: number;
  /** Entries kept at most; the least recently used go first. */
  maxEntries?: number;
  now?: () => number;
}

export interface SsrMicroCache {
  /** The cache key of a request, or null when it must be rendered for this visitor alone. */
  keyFor(request: Pick<FastifyRequest, "method" | "url" | "headers">): string | null;
  get(key: string): CachedPage | null;
  set(key: string, page: CachedPage): void;
  /**
   * Renders a missed page once for every concurrent request of the same key (a burst after expiry
   * renders it once, not once per request). `render` answers null when the page is not cacheable.
   */
  fill(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null>;
  readonly size: number;
  /** How long a page is reused. */
  readonly ttlMs: number;
  /**
   * How much longer the page under this key is reused: 0 when there is none or, given `page`, when the
   * entry now holds another render (a copy must never outlive its own render's second).
   */
  remainingMs(key: string, page?: CachedPage): number;
}

/** What the pipeline set for this response alone, besides the per-response headers. */
const NOT_SHARED = new Set(["content-encoding", "x-micro-cache"]);

function hasCookie(header: string | string[] | undefined, name: string): boolean {
  const value = Array.isArray(header) ? header.join(";") : (header ?? "");
  return value.split(";").some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * Anonymous SSR micro-cache (quality bar: anonymous event page >= 0.5x raw Node HTTP). Full HTML of GET
 * requests without a session cookie, keyed by URL alone (the locale is in the path; tracking parameters
 * dropped, see page-cache-key.ts), 200 responses
 * only, for ttlMs, at most maxEntries (LRU). One instance per app, never module-level.
 */
export function createSsrMicroCache(options: SsrMicroCacheOptions): SsrMicroCache {
  const ttlMs = options.ttlMs ?? PUBLIC_LIFE_MS;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  const inFlight = new Map<string, Promise<CachedPage | null>>();

  const cache: SsrMicroCache = {
    keyFor(request) {
      if (request.method !== "GET") return null;
      if (hasCookie(request.headers.cookie, options.sessionCookieName)) return null;
      // The API has its own envelope and caches; only pages and their `.data` requests come here.
      if (request.url.startsWith("/api/")) return null;
      return pageCacheKey(request.url);
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return null;
      }
      // Map order is insertion order: re-inserting marks the entry most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    set(key, page) {
      if (page.status !== 200) return;
      entries.delete(key);
      entries.set(key, { page, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async fill(key, render) {
      const running = inFlight.get(key);
      if (running) return running;
      const rendering = render().then((page) => {
        if (page) cache.set(key, page);
        return page;
      });
      inFlight.set(key, rendering);
      try {
        return await rendering;
      } finally {
        inFlight.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
    ttlMs,
    remainingMs(key, page) {
      const entry = entries.get(key);
      if (!entry || (page && entry.page !== page)) return 0;
      return Math.max(0, entry.expiresAt - now());
    },
  };
  return cache;
}

/**
 * What to keep of a rendered response, or null when it must not be reused (not 200, sets a cookie). The
 * headers are the pipeline's (security headers with their nonces) overlaid with the render's, and the
 * page loses its nonces for the hashes of its inline scripts.
 */
export function toCachedPage(
  rendered: { status: number; headers: Headers; html: string },
  pipeline: {
    headers: HeaderBag;
    nonces: { script: string; style: string };
  },
  request: { url: string; cookieless: boolean },
): CachedPage | null {
  if (rendered.status !== 200 || rendered.headers.getSetCookie().length > 0) return null;
  const headers = {
    ...replayableHeaders(pipeline.headers, NOT_SHARED),
    ...replayableHeaders(rendered.headers, NOT_SHARED),
  };
  const page = toShareablePage(rendered.html, headers["content-security-policy"] ?? "", pipeline.nonces);
  if (headers["content-security-policy"]) headers["content-security-policy"] = page.contentSecurityPolicy;
  headers.vary = SHARED_PAGE_VARY;
  headers["cache-control"] = SHARED_PAGE_POLICY;
  const html = Buffer.from(page.html);
  return { status: rendered.status, headers, html, ...request, encoded: null, encoding: null };
}
