import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { type Locale, localeFromAcceptLanguage, SUPPORTED_LOCALES } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { type ApiResponseHead, apiSuccessBody } from "./api-response-head.ts";
import { isCrossSite } from "./csrf-guard.ts";
import { memoized } from "./memoized.ts";
import {
  createPublicCache,
  type PublicCache,
  replayOf,
  type StoredResponse,
} from "./public-cache/public-cache.ts";
import { genRequestId } from "./request-context.ts";
import type { AccessLine } from "./request-log.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's public cache and its replay listener; null when the app is not served through it. */
    readFastPath: ReadFastPath | null;
  }
}

type AccessLog = (line: AccessLine) => void;
/** Told of every answer the fast path gives: the metrics' HTTP counts (server/metrics, ADR 0135). */
export type AnswerObserver = (method: string, route: string, status: number, seconds: number) => void;

interface FastPathSettings {
  accessLog: AccessLog | null;
  trustProxy: boolean;
  apiHead: ApiResponseHead;
  observe?: AnswerObserver;
  /** The public site's origin: a POST read is replayed only to a request the CSRF guard lets through. */
  trustedOrigin: string;
}

/** What the server does with a request the fast path does not answer: Fastify's handler. */
export type Fallback = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The largest body the fast path reads itself to look a POST read up (a search is a few dozen bytes);
 * anything larger, chunked or waiting on `100 Continue` goes to Fastify unread.
 */
const MAX_READ_BODY_BYTES = 2_048;

/** Bodies the fast path read before handing the request to Fastify; its parsers are given them again. */
const bufferedBodies = new WeakMap<IncomingMessage, Buffer>();

/** The body the fast path already read from this request, if it did. */
export function bufferedBodyOf(req: IncomingMessage): Buffer | undefined {
  return bufferedBodies.get(req);
}

/** Hands Fastify's body parsers the bytes the fast path read from a request it did not answer. */
export function registerBufferedBodies(app: FastifyInstance): void {
  app.addHook("preParsing", (request, _reply, payload, done) => {
    const body = bufferedBodies.get(request.raw);
    done(null, body ? Readable.from([body]) : payload);
  });
}

/**
 * A per-caller API answer that can be computed in memory, without the pipeline: given the request and
 * the path after the registered prefix, the `data` of a 200 envelope, or null to hand the request to
 * Fastify (which answers everything else: errors, cookies to set, reads to make). Never stored.
 */
export type LiveAnswer = (req: IncomingMessage, path: string) => unknown;

/**
 * The read fast path (ADR 0106): the public cache (public-cache/public-cache.ts) answered from a plain
 * Node request listener in front of Fastify. Under a ticket war almost every request is an anonymous GET
 * of the same few public reads and pages, and Fastify's pipeline (routing, hooks, helmet, cookies,
 * compression, the logger's child) costs several times the work of sending bytes already built.
 * Everything the cache does not hold falls through to Fastify untouched.
 */
export interface ReadFastPath extends PublicCache {
  /**
   * Answers the request when a fresh stored response matches; false hands it to Fastify. A POST read
   * registered with `replayPostReads` is taken (true) while its small body is read, then answered or
   * given to `fallback` with the body kept for Fastify's parsers.
   */
  serve(req: IncomingMessage, res: ServerResponse, fallback?: Fallback): boolean;
  /**
   * Sets the access-log writer, proxy trust, the API's response head and the metrics' observer once
   * the app has them.
   */
  attach(options: FastPathSettings): void;
  /**
   * Answers GETs under `prefix` (no query string) with `answer`'s data when it has one, as the API
   * would: a 200 envelope saying "api.ok" in the caller's language, with the head the pipeline gives a
   * live answer (`apiHead.liveLines`: `Cache-Control: no-store`, the API's security headers). The waiting
   * room's status poll goes through here (ADR 0124). `route` is the pattern the metrics count it under.
   */
  answerLive(prefix: string, answer: LiveAnswer, route: string): void;
  /**
   * Replays the stored answers of a read asked by POST with a body (the search, spec section 7), keyed
   * by URL and body bytes, when the request is one the pipeline would answer alike: JSON, small, not
   * cross-site. `path` is the route's path without a query string.
   */
  replayPostReads(path: string): void;
}

function expectsContinue(req: IncomingMessage): boolean {
  return /^100-continue$/i.test(String(req.headers.expect ?? "").trim());
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const localeOf = memoized((value) => localeFromAcceptLanguage(value));
const okMessages = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, createTranslator(locale)("api.ok")]),
) as Record<Locale, string>;

export function createReadFastPath(options: { now?: () => number } = {}): ReadFastPath {
  const cache = createPublicCache(options);
  const closeCache = cache.close;
  let accessLog: AccessLog | null = null;
  let trustProxy = false;
  let open = true;
  /** The API's response head: the lines of a live answer, filled per answer with its length and id. */
  let apiHead: ApiResponseHead | null = null;
  let observe: AnswerObserver | null = null;
  let trustedOrigin: string | null = null;
  const live: { prefix: string; answer: LiveAnswer; route: string }[] = [];
  const postReads = new Set<string>();

  /** Whether a POST is a registered read the pipeline would answer from its cache, as far as headers say. */
  function replayablePost(req: IncomingMessage, path: string): boolean {
    if (!open || !trustedOrigin || !postReads.has(path)) return false;
    const length = Number(req.headers["content-length"]);
    if (!(length > 0 && length <= MAX_READ_BODY_BYTES)) return false;
    if (req.headers["transfer-encoding"] !== undefined || expectsContinue(req)) return false;
    if (!/^application\/json\b/i.test(req.headers["content-type"] ?? "")) return false;
    const host = (trustProxy && single(req.headers["x-forwarded-host"])) || req.headers.host || "";
    return !isCrossSite(req.headers, host, trustedOrigin);
  }

  /** Reads the body, then answers from the cache or hands the request on with the body kept. */
  function servePostRead(req: IncomingMessage, res: ServerResponse, fallback: Fallback, started: number) {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
    });
    // A client gone mid-body has nobody left to answer.
    req.on("error", () => res.destroy());
    req.on("end", () => {
      const body = Buffer.concat(chunks, size);
      bufferedBodies.set(req, body);
      const response = open ? cache.lookup(req, body) : null;
      if (!response) {
        fallback(req, res);
        return;
      }
      replay(req, res, response, started);
    });
  }

  function replay(req: IncomingMessage, res: ServerResponse, response: StoredResponse, started: number) {
    const requestId = genRequestId(req);
    const answer = replayOf(response, req.headers["if-none-match"]);
    answer.lines[answer.lines.length - 1] = requestId;
    res.writeHead(answer.status, answer.lines);
    if (answer.body) res.end(answer.body);
    else res.end();
    answered(req, res, requestId, started, response.route);
  }

  function answerLive(req: IncomingMessage, res: ServerResponse, url: string, started: number): boolean {
    if (!open || !apiHead || url.includes("?")) return false;
    for (const { prefix, answer, route } of live) {
      if (!url.startsWith(prefix)) continue;
      const data = answer(req, url.slice(prefix.length));
      if (data === null || data === undefined) return false;
      const locale = localeOf(single(req.headers["accept-language"]));
      const body = apiSuccessBody(data, okMessages[locale]);
      const requestId = genRequestId(req);
      res.writeHead(200, apiHead.liveLines(Buffer.byteLength(body), requestId));
      res.end(body);
      answered(req, res, requestId, started, route);
      return true;
    }
    return false;
  }

  /** The access line and the metrics' count of one answer, timed once for both. */
  function answered(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    started: number,
    route: string,
  ): void {
    if (!accessLog && !observe) return;
    const ms = performance.now() - started;
    accessLog?.({
      requestId,
      req: { method: req.method ?? "GET", url: req.url ?? "/", headers: req.headers, ip: clientIp(req) },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(ms * 10) / 10,
    });
    observe?.(req.method ?? "GET", route, res.statusCode, ms / 1000);
  }

  function clientIp(req: IncomingMessage): string | undefined {
    const forwarded = trustProxy ? single(req.headers["x-forwarded-for"]) : undefined;
    return forwarded ? forwarded.split(",")[0]?.trim() : req.socket.remoteAddress;
  }

  return Object.assign(cache, {
    serve(req: IncomingMessage, res: ServerResponse, fallback?: Fallback): boolean {
      const started = performance.now();
      if (req.method === "POST") {
        const url = req.url ?? "";
        const query = url.indexOf("?");
        if (!fallback || !replayablePost(req, query < 0 ? url : url.slice(0, query))) return false;
        servePostRead(req, res, fallback, started);
        return true;
      }
      if (live.length > 0 && req.method === "GET" && req.url && answerLive(req, res, req.url, started))
        return true;
      const response = cache.lookup(req);
      if (!response) return false;
      replay(req, res, response, started);
      return true;
    },
    attach(settings: FastPathSettings) {
      accessLog = settings.accessLog;
      trustProxy = settings.trustProxy;
      apiHead = settings.apiHead;
      observe = settings.observe ?? null;
      trustedOrigin = new URL(settings.trustedOrigin).origin;
    },
    answerLive(prefix: string, answer: LiveAnswer, route: string): void {
      live.push({ prefix, answer, route });
    },
    replayPostReads(path: string): void {
      postReads.add(path);
    },
    close(): void {
      open = false;
      closeCache();
    },
  });
}
