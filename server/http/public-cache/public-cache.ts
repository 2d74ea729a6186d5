import type { IncomingMessage } from "node:http";
import { localeFromAcceptLanguage } from "#shared/i18n/locales.ts";
import { memoized } from "../memoized.ts";
import { pageCacheKey } from "../page-cache-key.ts";
import { type HeaderBag, replayableHeaders } from "../replayable-headers.ts";
import { type ContentEncoding, pickEncoding } from "./content-encoding.ts";
import type { EncodedPage } from "./encoded-body.ts";
import { etagMatches } from "./etag.ts";
import { pageRefreshAt } from "./freshness.ts";

/**
 * The public cache (ADR 0115): the one place that keeps what anonymous visitors share, as final bytes
 * plus headers, keyed by URL, language and encoding, each valid until the read it was built from is no
 * longer fresh. The pipeline stores what it built (an API read, a shared page); the read fast path
 * replays it in front of Fastify (ADR 0106), the SSR loaders' in-process API and the render threads
 * reuse the uncompressed reads (ADR 0108, 0111). Nothing is cached by guessing: only what the pipeline
 * itself answered for the same URL, language and encoding is ever served.
 */

/**
 * A response's header lines as `writeHead` takes them, flat (name, value, name, value, ...), ending with
 * the request id's slot. Each response fills the slot and hands the same list over: Node turns it into
 * the header block before returning, so nothing is copied per request (spreading a header object per
 * response was a visible share of a replay).
 */
export type HeaderLines = (string | number)[];

/** One stored response: an API read (one language, one encoding) or an anonymous page (one encoding). */
export interface StoredResponse {
  /** Everything sent with a 200 but the request id: the pipeline's headers plus the content length. */
  headers: Record<string, string | number>;
  /** The same as header lines, for a 200. */
  okLines: HeaderLines;
  /** The same minus the body's own headers, for a 304. */
  notModifiedLines: HeaderLines;
  body: Buffer;
  etag: string | null;
  /** Epoch ms after which the entry is never served (the age of the data it was built from). */
  freshUntil: number;
  /** From then on, one request goes through the pipeline so a newer copy is built before expiry. */
  refreshAt: number;
  refreshing: boolean;
  /** The route pattern that built it (`(page)` for a page): the metrics' route label when it is replayed. */
  route: string;
}

/** An uncompressed public read in one language, as `storedRead` and its listeners get it. */
export interface StoredRead {
  url: string;
  locale: string;
  headers: Record<string, string | number>;
  body: Buffer;
  freshUntil: number;
}

/**
 * An anonymous page as the SSR bridge shares it: the same bytes for everyone, in each encoding, with
 * the headers every encoding shares (`Vary` included, `Content-Encoding` not).
 */
export interface SharedPage {
  headers: HeaderBag;
  encoded: EncodedPage;
}

export interface PublicCache {
  /**
   * Called by the pipeline after it built a shareable API read: the same URL, language and accepted
   * encoding then get these bytes until `freshUntil`.
   */
  rememberRead(
    request: {
      url: string;
      locale: string;
      acceptEncoding: string | string[] | undefined;
      /** The route pattern that answered (the metrics' label); the URL's own path when unknown. */
      route?: string;
    },
    response: {
      headers: HeaderBag;
      body: Buffer;
      etag: string | null;
      freshUntil: number;
      refreshAt: number;
    },
  ): void;
  /**
   * Called by the SSR bridge once a page rendered for the micro-cache is compressed: the same URL, asked
   * for without cookies, then gets it in the best encoding the request accepts.
   */
  rememberPage(url: string, page: SharedPage, ttlMs: number): void;
  /**
   * The fresh stored response for this request, or null (then the pipeline answers it). Once a response
   * is due for refresh, exactly one request gets null, and `isRefresh` is true for it.
   */
  lookup(req: IncomingMessage): StoredResponse | null;
  /**
   * The stored uncompressed answer to a public API read in one language, while fresh: what the SSR
   * loaders' in-process API would otherwise run the pipeline for (see in-process-api.ts).
   */
  storedRead(url: string, locale: string): { headers: Record<string, string | number>; body: Buffer } | null;
  /**
   * Called with every uncompressed public read stored from now on (what `storedRead` answers): the
   * render threads keep a copy, so their loaders need not ask this thread (ADR 0111).
   */
  onStoredRead(listener: (read: StoredRead) => void): void;
  /**
   * True for the one request let through to rebuild a response about to expire: the SSR bridge
   * renders it afresh instead of answering from its micro-cache.
   */
  isRefresh(req: IncomingMessage): boolean;
  /** Forgets everything and stores nothing more (graceful shutdown hands every request to Fastify). */
  close(): void;
  readonly size: number;
}

/** What to send for a stored response: 304 when the request already holds its bytes. */
export function replayOf(
  response: StoredResponse,
  ifNoneMatch: string | string[] | undefined,
): { status: 200 | 304; lines: HeaderLines; body: Buffer | null } {
  return etagMatches(ifNoneMatch, response.etag)
    ? { status: 304, lines: response.notModifiedLines, body: null }
    : { status: 200, lines: response.okLines, body: response.body };
}

const MAX_URLS = 2_000;
const ENCODINGS: readonly ContentEncoding[] = ["identity", "gzip", "br"];
/** Headers that describe a body, left out of a 304 (RFC 9110 section 15.4.5). */
const BODY_HEADERS = new Set(["content-type", "content-encoding", "content-length"]);

/** The variant of a URL a response is stored under: an API read's language and encoding, or a page's. */
const readVariant = (locale: string, encoding: ContentEncoding): string => `${locale} ${encoding}`;
const pageVariant = (encoding: ContentEncoding): string => `page ${encoding}`;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const encodingOf = memoized((value) => pickEncoding(value));
const localeOf = memoized((value) => localeFromAcceptLanguage(value));

function stored(
  headers: Record<string, string>,
  body: Buffer,
  etag: string | null,
  freshUntil: number,
  refreshAt: number,
  route: string,
): StoredResponse {
  const withLength: Record<string, string | number> = { ...headers, "content-length": body.length };
  const lines = (names: string[]): HeaderLines => [
    ...names.flatMap((name) => [name, withLength[name] ?? ""]),
    "x-request-id",
    "",
  ];
  const names = Object.keys(withLength);
  return {
    headers: withLength,
    okLines: lines(names),
    notModifiedLines: lines(names.filter((name) => !BODY_HEADERS.has(name))),
    body,
    etag,
    freshUntil,
    refreshAt,
    refreshing: false,
    route,
  };
}

export function createPublicCache(options: { now?: () => number } = {}): PublicCache {
  const now = options.now ?? Date.now;
  // url -> variant -> response.
  const byUrl = new Map<string, Map<string, StoredResponse>>();
  let open = true;
  const refreshRequests = new WeakSet<IncomingMessage>();
  const storedReadListeners: ((read: StoredRead) => void)[] = [];

  function store(url: string, variant: string, response: StoredResponse): void {
    let variants = byUrl.get(url);
    if (!variants) {
      // URLs carry client-chosen paging values and slugs: cap the map, oldest URL out first.
      if (byUrl.size >= MAX_URLS) {
        const oldest = byUrl.keys().next().value;
        if (oldest !== undefined) byUrl.delete(oldest);
      }
      variants = new Map();
      byUrl.set(url, variants);
    }
    // The refresh request came back with the same read: its source (a list's 1 s stock snapshot) was
    // not read again yet, and is being read now. Another request tries again a fifth of the way to
    // expiry; holding the refresh until then sent every request in flight through the pipeline at once.
    const previous = variants.get(variant);
    if (previous && previous.freshUntil === response.freshUntil) {
      const time = now();
      response.refreshAt = Math.max(response.refreshAt, time + (response.freshUntil - time) / 5);
    }
    variants.set(variant, response);
  }

  return {
    rememberRead(request, response) {
      if (!open || response.freshUntil <= now()) return;
      const encoding = pickEncoding(request.acceptEncoding);
      const headers = replayableHeaders(response.headers);
      const entry = stored(
        headers,
        response.body,
        response.etag,
        response.freshUntil,
        response.refreshAt,
        request.route ?? "(cached read)",
      );
      store(request.url, readVariant(request.locale, encoding), entry);
      if (encoding === "identity")
        for (const listener of storedReadListeners)
          listener({
            url: request.url,
            locale: request.locale,
            headers: entry.headers,
            body: entry.body,
            freshUntil: entry.freshUntil,
          });
    },
    rememberPage(url, page, ttlMs) {
      if (!open || ttlMs <= 0) return;
      const storedAt = now();
      const freshUntil = storedAt + ttlMs;
      const refreshAt = pageRefreshAt(storedAt, ttlMs);
      const headers = replayableHeaders(page.headers);
      for (const encoding of ENCODINGS) {
        const etag = page.encoded.etags[encoding];
        const own =
          encoding === "identity" ? { ...headers, etag } : { ...headers, etag, "content-encoding": encoding };
        store(
          url,
          pageVariant(encoding),
          stored(own, page.encoded[encoding], etag, freshUntil, refreshAt, "(page)"),
        );
      }
    },
    lookup(req) {
      if (!open || req.method !== "GET" || req.url === undefined) return null;
      // A shared link's tracking parameters (`?fbclid=…`) change nothing on a page: same stored copy.
      let key = req.url;
      let variants = byUrl.get(key);
      if (!variants && key.includes("?")) {
        key = pageCacheKey(key);
        variants = byUrl.get(key);
        if (!variants?.has(pageVariant("identity"))) return null;
      }
      if (!variants) return null;
      const encoding = encodingOf(single(req.headers["accept-encoding"]));
      let response: StoredResponse | undefined;
      if (variants.has(pageVariant("identity"))) {
        // A cookie may be a session (or anything a page reads), so those requests always render.
        if (req.headers.cookie !== undefined) return null;
        response = variants.get(pageVariant(encoding));
      } else {
        response = variants.get(readVariant(localeOf(single(req.headers["accept-language"])), encoding));
      }
      if (!response) return null;
      const time = now();
      if (response.freshUntil <= time) {
        variants.clear();
        byUrl.delete(key);
        return null;
      }
      if (time >= response.refreshAt && !response.refreshing) {
        // Everyone else keeps getting this copy while this one request builds the next.
        response.refreshing = true;
        refreshRequests.add(req);
        return null;
      }
      return response;
    },
    storedRead(url, locale) {
      const response = open ? byUrl.get(url)?.get(readVariant(locale, "identity")) : undefined;
      if (!response || response.freshUntil <= now()) return null;
      return { headers: response.headers, body: response.body };
    },
    onStoredRead(listener) {
      storedReadListeners.push(listener);
    },
    isRefresh(req) {
      return refreshRequests.has(req);
    },
    close() {
      open = false;
      byUrl.clear();
    },
    get size() {
      let count = 0;
      for (const variants of byUrl.values()) count += variants.size;
      return count;
    },
  };
}
