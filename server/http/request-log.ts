import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { redactUrl } from "./logger.ts";

/** What one access line says about a request; every field is built here, never a raw object. */
export interface AccessLine {
  requestId: string;
  req: { method: string; url: string; headers: Record<string, unknown>; ip: string | undefined };
  res: { statusCode: number };
  responseTime: number;
  sessionMarker?: string | null;
  pageCode?: string | null;
}

/**
 * The logger for access lines. Its shape is fixed (the `req` serializer keeps method, redacted URL,
 * address and user agent; never headers), so it redacts explicit paths only: the app logger's
 * wildcard paths (`*.password`, ...) cost about 20 us a line, a fifth of a cached read's whole budget.
 */
export function accessLogger(log: FastifyBaseLogger): (line: AccessLine) => void {
  const access = log.child(
    {},
    { redact: { paths: ["req.headers.cookie", "req.headers.authorization"], censor: "[REDACTED]" } },
  );
  return (line) => access.info(line, "request completed");
}

/**
 * One log line per request, written when the response is done (method, redacted URL, status, time,
 * request id and the page-code/session-marker headers). Fastify's default is two lines (incoming and
 * completed); on the hot read path the second line was a measurable share of CPU and carried nothing
 * the first did not. The read fast path writes the same line through the same writer.
 */
export function registerRequestLog(app: FastifyInstance, write: (line: AccessLine) => void): void {
  app.addHook("onResponse", async (request, reply) => {
    write({
      requestId: request.id,
      ...(request.sessionMarker ? { sessionMarker: request.sessionMarker } : {}),
      ...(request.pageCode ? { pageCode: redactUrl(request.pageCode) } : {}),
      req: { method: request.method, url: request.url, headers: request.headers, ip: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    });
  });
}
