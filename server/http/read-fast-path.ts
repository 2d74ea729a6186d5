import type { IncomingMessage, ServerResponse } from "node:http";
import { type Locale, localeFromAcceptLanguage, SUPPORTED_LOCALES } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { type ApiResponseHead, apiSuccessBody } from "./api-response-head.ts";
import { memoized } from "./memoized.ts";
import { createPublicCache, type PublicCache, replayOf } from "./public-cache/public-cache.ts";
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
  /** Answers the request when a fresh stored response matches; false hands it to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
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
  const live: { prefix: string; answer: LiveAnswer; route: string }[] = [];

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
      req: { method: "GET", url: req.url ?? "/", headers: req.headers, ip: clientIp(req) },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(ms * 10) / 10,
    });
    observe?.("GET", route, res.statusCode, ms / 1000);
  }

  function clientIp(req: IncomingMessage): string | undefined {
    const forwarded = trustProxy ? single(req.headers["x-forwarded-for"]) : undefined;
    return forwarded ? forwarded.split(",")[0]?.trim() : req.socket.remoteAddress;
  }

  return Object.assign(cache, {
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const started = performance.now();
      if (live.length > 0 && req.method === "GET" && req.url && answerLive(req, res, req.url, started))
        return true;
      const response = cache.lookup(req);
      if (!response) return false;
      const requestId = genRequestId(req);
      const replay = replayOf(response, req.headers["if-none-match"]);
      replay.lines[replay.lines.length - 1] = requestId;
      res.writeHead(replay.status, replay.lines);
      if (replay.body) res.end(replay.body);
      else res.end();
      answered(req, res, requestId, started, response.route);
      return true;
    },
    attach(settings: FastPathSettings) {
      accessLog = settings.accessLog;
      trustProxy = settings.trustProxy;
      apiHead = settings.apiHead;
      observe = settings.observe ?? null;
    },
    answerLive(prefix: string, answer: LiveAnswer, route: string): void {
      live.push({ prefix, answer, route });
    },
    close(): void {
      open = false;
      closeCache();
    },
  });
}
