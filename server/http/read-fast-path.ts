import { randomBytes } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { localeFromAcceptLanguage } from "#shared/i18n/locales.ts";
import { pickEncoding } from "./content-encoding.ts";
import { genRequestId } from "./request-context.ts";
import type { AccessLine } from "./request-log.ts";
import { NONCE_PLACEHOLDER } from "./ssr-micro-cache.ts";

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
 * (other methods, misses, expired entries, pages for visitors with a cookie, pages a browser wants
 * compressed) falls through to Fastify untouched.
 */

/** Response headers never replayed: per-response or connection-level ones the listener sets itself. */
const NOT_REPLAYED = new Set(["x-request-id", "content-length", "date", "connection", "transfer-encoding"]);

/** One stored response: an API read (one language, one encoding) or an anonymous page. */
interface StoredResponse {
  /** Headers as sent by the pipeline, minus NOT_REPLAYED; page CSP nonces replaced by placeholders. */
  headers: Record<string, string>;
  /**
   * API: the exact bytes. Page: the HTML's bytes split at each nonce placeholder (a nonce goes in each
   * gap), kept as bytes so a replay is one copy, not a string join plus UTF-8 encoding of 40 KB.
   */
  body: Buffer | Buffer[];
  etag: string | null;
  /** Epoch ms after which the entry is never served (the age of the data it was built from). */
  freshUntil: number;
  /** From then on, one request goes through the pipeline so a newer copy is built before expiry. */
  refreshAt: number;
  refreshing: boolean;
}

type AccessLog = (line: AccessLine) => void;
/** Headers as Fastify's `reply.getHeaders()` or Node's `getHeaders()` give them. */
type HeaderBag = Record<string, string | number | readonly string[] | undefined>;

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
   * Called by the SSR bridge after it rendered an anonymous page to micro-cache: the same URL, asked
   * for without cookies and without compression, then gets this HTML with fresh nonces.
   */
  rememberPage(
    url: string,
    response: { headers: HeaderBag; html: string; nonces: { script: string; style: string } },
    ttlMs: number,
  ): void;
  /** Answers the request when a fresh stored response matches; false hands it to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
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

const STYLE_NONCE_PLACEHOLDER = "__tiketin_csp_style_nonce__";
const MAX_URLS = 2_000;

function flatHeaders(headers: HeaderBag, replace?: (value: string) => string) {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_REPLAYED.has(name) || name === "set-cookie") continue;
    const text = Array.isArray(value) ? value.join(", ") : String(value);
    kept[name] = replace ? replace(text) : text;
  }
  return kept;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** True when an If-None-Match header names this entity tag (weak comparison, RFC 9110 13.1.2). */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string | null): boolean {
  if (!etag || ifNoneMatch === undefined) return false;
  const value = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(",") : ifNoneMatch;
  if (value.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return value.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

export function createReadFastPath(options: { now?: () => number } = {}): ReadFastPath {
  const now = options.now ?? Date.now;
  // url -> variant -> response. API variants are "locale encoding"; the page variant is "page".
  const byUrl = new Map<string, Map<string, StoredResponse>>();
  let accessLog: AccessLog | null = null;
  let trustProxy = false;
  let open = true;
  const refreshRequests = new WeakSet<IncomingMessage>();

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

  function send(req: IncomingMessage, res: ServerResponse, stored: StoredResponse, started: number): void {
    const requestId = genRequestId(req);
    let status = 200;
    let headers: OutgoingHttpHeaders;
    let body: Buffer | undefined;
    if (Array.isArray(stored.body)) {
      const script = randomBytes(16).toString("hex");
      const style = randomBytes(16).toString("hex");
      headers = { ...stored.headers, "x-request-id": requestId };
      const csp = stored.headers["content-security-policy"];
      if (csp)
        headers["content-security-policy"] = csp
          .split(NONCE_PLACEHOLDER)
          .join(script)
          .split(STYLE_NONCE_PLACEHOLDER)
          .join(style);
      const nonce = Buffer.from(script, "latin1");
      const pieces: Buffer[] = [];
      for (const [index, part] of stored.body.entries()) {
        if (index > 0) pieces.push(nonce);
        pieces.push(part);
      }
      body = Buffer.concat(pieces);
      headers["content-length"] = body.length;
    } else if (etagMatches(req.headers["if-none-match"], stored.etag)) {
      status = 304;
      headers = { ...stored.headers, "x-request-id": requestId };
      delete headers["content-type"];
      delete headers["content-encoding"];
    } else {
      headers = { ...stored.headers, "x-request-id": requestId, "content-length": stored.body.length };
      body = stored.body;
    }
    res.writeHead(status, headers);
    res.end(body);
    accessLog?.({
      requestId,
      req: { method: "GET", url: req.url ?? "/", headers: req.headers, ip: clientIp(req) },
      res: { statusCode: status },
      responseTime: Math.round((performance.now() - started) * 10) / 10,
    });
  }

  return {
    rememberRead(request, response) {
      if (!open || response.freshUntil <= now()) return;
      const variant = `${request.locale} ${pickEncoding(request.acceptEncoding)}`;
      store(request.url, variant, {
        headers: flatHeaders(response.headers),
        body: response.body,
        etag: response.etag,
        freshUntil: response.freshUntil,
        refreshAt: response.refreshAt,
        refreshing: false,
      });
    },
    rememberPage(url, response, ttlMs) {
      const freshUntil = now() + ttlMs;
      if (!open || ttlMs <= 0) return;
      const { script, style } = response.nonces;
      const headers = flatHeaders(response.headers, (value) =>
        value.split(script).join(NONCE_PLACEHOLDER).split(style).join(STYLE_NONCE_PLACEHOLDER),
      );
      const html = script ? response.html.split(script).join(NONCE_PLACEHOLDER) : response.html;
      // A render costs milliseconds of CPU (a JSON read costs a query off the event loop), so pages
      // are rebuilt late in their life: about once per TTL rather than twice.
      const refreshAt = now() + ttlMs * 0.75;
      const body = html.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part));
      store(url, "page", { headers, body, etag: null, freshUntil, refreshAt, refreshing: false });
    },
    serve(req, res) {
      if (!open || req.method !== "GET" || req.url === undefined) return false;
      const variants = byUrl.get(req.url);
      if (!variants) return false;
      const started = performance.now();
      const page = variants.get("page");
      let stored: StoredResponse | undefined;
      if (page) {
        // Pages carry per-response nonces, so they are kept uncompressed and only served as such; a
        // cookie may be a session (or anything a page reads), so those requests always render.
        if (req.headers.cookie !== undefined) return false;
        if (pickEncoding(req.headers["accept-encoding"]) !== "identity") return false;
        stored = page;
      } else {
        const locale = localeFromAcceptLanguage(single(req.headers["accept-language"]));
        stored = variants.get(`${locale} ${pickEncoding(req.headers["accept-encoding"])}`);
      }
      if (!stored) return false;
      const time = now();
      if (stored.freshUntil <= time) {
        variants.clear();
        byUrl.delete(req.url);
        return false;
      }
      if (time >= stored.refreshAt && !stored.refreshing) {
        // Everyone else keeps getting this copy while this one request builds the next.
        stored.refreshing = true;
        refreshRequests.add(req);
        return false;
      }
      send(req, res, stored, started);
      return true;
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
