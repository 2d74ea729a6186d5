import type { IncomingMessage, ServerResponse } from "node:http";
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
  /** Sets the access-log writer and proxy trust once the app's logger exists. */
  attach(options: { accessLog: AccessLog | null; trustProxy: boolean }): void;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function createReadFastPath(options: { now?: () => number } = {}): ReadFastPath {
  const cache = createPublicCache(options);
  let accessLog: AccessLog | null = null;
  let trustProxy = false;

  function clientIp(req: IncomingMessage): string | undefined {
    const forwarded = trustProxy ? single(req.headers["x-forwarded-for"]) : undefined;
    return forwarded ? forwarded.split(",")[0]?.trim() : req.socket.remoteAddress;
  }

  return Object.assign(cache, {
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const started = performance.now();
      const response = cache.lookup(req);
      if (!response) return false;
      const requestId = genRequestId(req);
      const replay = replayOf(response, req.headers["if-none-match"]);
      replay.lines[replay.lines.length - 1] = requestId;
      res.writeHead(replay.status, replay.lines);
      if (replay.body) res.end(replay.body);
      else res.end();
      accessLog?.({
        requestId,
        req: { method: "GET", url: req.url ?? "/", headers: req.headers, ip: clientIp(req) },
        res: { statusCode: res.statusCode },
        responseTime: Math.round((performance.now() - started) * 10) / 10,
      });
      return true;
    },
    attach(settings: { accessLog: AccessLog | null; trustProxy: boolean }): void {
      accessLog = settings.accessLog;
      trustProxy = settings.trustProxy;
    },
  });
}
