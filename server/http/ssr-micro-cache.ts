import type { FastifyRequest } from "fastify";

/**
 * Stands in for the CSP nonce inside cached HTML. Every response gets a fresh nonce from the security
 * headers (`reply.cspNonce`), and the cached page is served with that nonce written back in, so a
 * cached page never reuses a nonce (which would make it guessable and defeat the CSP).
 */
export const NONCE_PLACEHOLDER = "__tiketin_csp_nonce__";

export interface CachedPage {
  status: number;
  headers: readonly (readonly [string, string])[];
  /** The HTML with every occurrence of the rendering nonce replaced by NONCE_PLACEHOLDER. */
  body: string;
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
}

/** Response headers a cached page may replay: never cookies, and nothing the pipeline sets per response. */
const NOT_REPLAYED = new Set(["set-cookie", "content-length", "transfer-encoding", "connection", "date"]);

function hasCookie(header: string | string[] | undefined, name: string): boolean {
  const value = Array.isArray(header) ? header.join(";") : (header ?? "");
  return value.split(";").some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * Anonymous SSR micro-cache (quality bar: anonymous event page >= 0.5x raw Node HTTP). Full HTML of GET
 * requests without a session cookie, keyed by URL alone (the locale is in the path), 200 responses
 * only, for ttlMs, at most maxEntries (LRU). One instance per app, never module-level.
 */
export function createSsrMicroCache(options: SsrMicroCacheOptions): SsrMicroCache {
  const ttlMs = options.ttlMs ?? 1_000;
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
      return request.url;
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
  };
  return cache;
}

/** What to keep of a rendered response, or null when it must not be reused (not 200, sets a cookie). */
export function toCachedPage(
  status: number,
  headers: Headers,
  html: string,
  nonce: string,
): CachedPage | null {
  if (status !== 200 || headers.getSetCookie().length > 0) return null;
  const kept: [string, string][] = [];
  for (const [name, value] of headers) if (!NOT_REPLAYED.has(name)) kept.push([name, value]);
  return { status, headers: kept, body: nonce ? html.split(nonce).join(NONCE_PLACEHOLDER) : html };
}

/** A cached page's HTML with this response's nonce. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.body.split(NONCE_PLACEHOLDER).join(nonce);
}
