import type { IncomingMessage, ServerResponse } from "node:http";
import { localeFromAcceptLanguage } from "#shared/i18n/locales.ts";
import { type ContentEncoding, pickEncoding } from "./content-encoding.ts";
import { memoized } from "./memoized.ts";
import { pageCacheKey } from "./page-cache-key.ts";
import { type HeaderBag, replayableHeaders } from "./replayable-headers.ts";
import { genRequestId } from "./request-context.ts";
import type { AccessLine } from "./request-log.ts";
import type { EncodedPage } from "./shareable-page.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's read fast path; null when the app is not served through its own listener. */
    readFastPath: ReadFastPath | null;
  }
}

/**
 * The read fast path (ADR 0106). Under a ticket war almost every request is an anonymous GET of the
 * same few public reads and pages, and Fastify's pipeline (routing, hooks, helmet, cookies, compression,
 * the logger's child) costs several times the work of sending bytes that are already built. So the
 * first response the full pipeline builds for a cacheable read is remembered here as final bytes plus
 * headers, and later identical requests are answered from a plain Node request listener in front of
 * Fastify, until the read it came from is no longer fresh (at most the read cache's 1 s).
 *
 * Only what the pipeline itself stored is ever served: nothing is cached by guessing. Everything else
 * (other methods, misses, expired entries, pages for visitors with a cookie) falls through to Fastify
 * untouched. Pages are shared with hash-based CSP (ADR 0108), so they are stored compressed too.
 */

/**
 * A response's header lines as `writeHead` takes them, flat (name, value, name, value, ...), ending with
 * the request id's slot. Each response fills the slot and hands the same list over: Node turns it into
 * the header block before returning, so nothing is copied per request (spreading a header object per
 * response was a visible share of a replay).
 */
type HeaderLines = (string | number)[];

/** One stored response: an API read (one language, one encoding) or an anonymous page (one encoding). */
interface StoredResponse {
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
}

type AccessLog = (line: AccessLine) => void;

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

export interface ReadFastPath {
  /**
   * Called by the pipeline after it built a shareable API read: the same URL, language and accepted
   * encoding then get these bytes until `freshUntil`.
   */
  rememberRead(
    request: { url: string; locale: string; acceptEncoding: string | string[] | undefined },
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
  /** Answers the request when a fresh stored response matches; false hands it to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
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
  /** Sets the access-log writer and proxy trust once the app's logger exists. */
  attach(options: { accessLog: AccessLog | null; trustProxy: boolean }): void;
  /** Stops answering (graceful shutdown hands every request to Fastify, which refuses with 503). */
  close(): void;
  readonly size: number;
}

const MAX_URLS = 2_000;
const ENCODINGS: readonly ContentEncoding[] = ["identity", "gzip", "br"];
/** Headers that describe a body, left out of a 304 (RFC 9110 section 15.4.5). */
const BODY_HEADERS = new Set(["content-type", "content-encoding", "content-length"]);

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const encodingOf = memoized((value) => pickEncoding(value));
const localeOf = memoized((value) => localeFromAcceptLanguage(value));

/** True when an If-None-Match header names this entity tag (weak comparison, RFC 9110 13.1.2). */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string | null): boolean {
  if (!etag || ifNoneMatch === undefined) return false;
  const value = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(",") : ifNoneMatch;
  if (value.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return value.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

function stored(
  headers: Record<string, string>,
  body: Buffer,
  etag: string | null,
  freshUntil: number,
  refreshAt: number,
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
  };
}

export function createReadFastPath(options: { now?: () => number } = {}): ReadFastPath {
  const now = options.now ?? Date.now;
  // url -> variant -> response. API variants are "locale encoding"; page variants "page encoding".
  const byUrl = new Map<string, Map<string, StoredResponse>>();
  let accessLog: AccessLog | null = null;
  let trustProxy = false;
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
    // The same read stored again (by the refresh request) keeps its refresh under way.
    const previous = variants.get(variant);
    if (previous && previous.freshUntil === response.freshUntil) response.refreshing = previous.refreshing;
    variants.set(variant, response);
  }

  function clientIp(req: IncomingMessage): string | undefined {
    const forwarded = trustProxy ? single(req.headers["x-forwarded-for"]) : undefined;
    return forwarded ? forwarded.split(",")[0]?.trim() : req.socket.remoteAddress;
  }

  function send(req: IncomingMessage, res: ServerResponse, response: StoredResponse, started: number): void {
    const requestId = genRequestId(req);
    const notModified = etagMatches(req.headers["if-none-match"], response.etag);
    const lines = notModified ? response.notModifiedLines : response.okLines;
    lines[lines.length - 1] = requestId;
    res.writeHead(notModified ? 304 : 200, lines);
    if (notModified) res.end();
    else res.end(response.body);
    accessLog?.({
      requestId,
      req: { method: "GET", url: req.url ?? "/", headers: req.headers, ip: clientIp(req) },
      res: { statusCode: res.statusCode },
      responseTime: Math.round((performance.now() - started) * 10) / 10,
    });
  }

  return {
    rememberRead(request, response) {
      if (!open || response.freshUntil <= now()) return;
      const encoding = pickEncoding(request.acceptEncoding);
      const headers = replayableHeaders(response.headers);
      const entry = stored(headers, response.body, response.etag, response.freshUntil, response.refreshAt);
      store(request.url, `${request.locale} ${encoding}`, entry);
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
      const freshUntil = now() + ttlMs;
      // A render costs milliseconds of CPU (a JSON read costs a query off the event loop), so pages
      // are rebuilt late in their life: about once per TTL rather than twice.
      const refreshAt = now() + ttlMs * 0.75;
      const headers = replayableHeaders(page.headers);
      for (const encoding of ENCODINGS) {
        const etag = page.encoded.etags[encoding];
        const own =
          encoding === "identity" ? { ...headers, etag } : { ...headers, etag, "content-encoding": encoding };
        store(url, `page ${encoding}`, stored(own, page.encoded[encoding], etag, freshUntil, refreshAt));
      }
    },
    serve(req, res) {
      if (!open || req.method !== "GET" || req.url === undefined) return false;
      // A shared link's tracking parameters (`?fbclid=…`) change nothing on a page: same stored copy.
      let key = req.url;
      let variants = byUrl.get(key);
      if (!variants && key.includes("?")) {
        key = pageCacheKey(key);
        variants = byUrl.get(key);
        if (!variants?.has("page identity")) return false;
      }
      if (!variants) return false;
      const started = performance.now();
      let response: StoredResponse | undefined;
      const encoding = encodingOf(single(req.headers["accept-encoding"]));
      if (variants.has("page identity")) {
        // A cookie may be a session (or anything a page reads), so those requests always render.
        if (req.headers.cookie !== undefined) return false;
        response = variants.get(`page ${encoding}`);
      } else {
        response = variants.get(`${localeOf(single(req.headers["accept-language"]))} ${encoding}`);
      }
      if (!response) return false;
      const time = now();
      if (response.freshUntil <= time) {
        variants.clear();
        byUrl.delete(key);
        return false;
      }
      if (time >= response.refreshAt && !response.refreshing) {
        // Everyone else keeps getting this copy while this one request builds the next.
        response.refreshing = true;
        refreshRequests.add(req);
        return false;
      }
      send(req, res, response, started);
      return true;
    },
    storedRead(url, locale) {
      const response = open ? byUrl.get(url)?.get(`${locale} identity`) : undefined;
      if (!response || response.freshUntil <= now()) return null;
      return { headers: response.headers, body: response.body };
    },
    onStoredRead(listener) {
      storedReadListeners.push(listener);
    },
    isRefresh(req) {
      return refreshRequests.has(req);
    },
    attach(settings) {
      accessLog = settings.accessLog;
      trustProxy = settings.trustProxy;
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
