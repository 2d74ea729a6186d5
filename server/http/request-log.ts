import type { FastifyInstance } from "fastify";
import { type LineStream, redactUrl } from "./logger.ts";
import { memoized } from "./memoized.ts";

/** What one access line says about a request; every field is built here, never a raw object. */
export interface AccessLine {
  requestId: string;
  req: { method: string; url: string; headers: Record<string, unknown>; ip: string | undefined };
  res: { statusCode: number };
  responseTime: number;
  sessionMarker?: string | null;
  pageCode?: string | null;
}

/** Where access lines go and what every line of the app's logger starts with. */
export interface AccessLogTarget {
  stream: LineStream;
  /** Lines are written only when the app logs at "info" or finer. */
  enabled: boolean;
  pid: number;
  hostname: string;
}

const quote = JSON.stringify;
// Under load the same few URLs, agents and hosts recur on every line: each is redacted and quoted once.
const quotedUrl = memoized((url) => quote(redactUrl(url ?? "")));
const quotedText = memoized((text) => quote(text ?? ""));

/**
 * One access line, built as text: byte for byte what pino writes for the same fields (level, time, pid,
 * hostname, request id, session marker and page code when present, method, redacted URL, address, user
 * agent, status, time taken, message; a test holds the two equal). Going through pino's object
 * serialisation and redaction cost a fifth of a cached read's throughput (ADR 0108), and nothing in the
 * line needs either: its shape is fixed and it never carries headers, cookies or bodies.
 */
export function formatAccessLine(
  line: AccessLine,
  target: Pick<AccessLogTarget, "pid" | "hostname">,
): string {
  const { req } = line;
  const userAgent = req.headers["user-agent"];
  let text = `{"level":30,"time":${Date.now()},"pid":${target.pid},"hostname":${quotedText(target.hostname)}`;
  text += `,"requestId":${quote(line.requestId)}`;
  if (line.sessionMarker) text += `,"sessionMarker":${quote(line.sessionMarker)}`;
  if (line.pageCode) text += `,"pageCode":${quote(line.pageCode)}`;
  text += `,"req":{"method":${quotedText(req.method)},"url":${quotedUrl(req.url)}`;
  if (req.ip !== undefined) text += `,"remoteAddress":${quotedText(req.ip)}`;
  if (typeof userAgent === "string") text += `,"userAgent":${quotedText(userAgent)}`;
  return `${text}},"res":{"statusCode":${line.res.statusCode}},"responseTime":${line.responseTime},"msg":"request completed"}\n`;
}

/** The access-line writer the pipeline and the read fast path share. */
export function accessLogger(target: AccessLogTarget): (line: AccessLine) => void {
  if (!target.enabled) return () => {};
  return (line) => {
    target.stream.write(formatAccessLine(line, target));
  };
}

/**
 * One log line per request, written when the response is done (method, redacted URL, status, time,
 * request id and the page-code/session-marker headers). Fastify's default is two lines (incoming and
 * completed); on the hot read path the second line was a measurable share of CPU and carried nothing
 * the first did not. The read fast path writes the same line through the same writer.
 */
export function registerRequestLog(app: FastifyInstance, write: (line: AccessLine) => void): void {
  app.addHook("onResponse", (request, reply, done) => {
    write({
      requestId: request.id,
      ...(request.sessionMarker ? { sessionMarker: request.sessionMarker } : {}),
      ...(request.pageCode ? { pageCode: redactUrl(request.pageCode) } : {}),
      req: { method: request.method, url: request.url, headers: request.headers, ip: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    });
    done();
  });
}
