import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config/env.ts";

/** Query parameters whose values must never reach a log line (reset links, OAuth callbacks). */
const SECRET_QUERY_KEYS = /^(token|code|access_token|id_token|password|secret|key|signature|nik|ktp)$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, "[REDACTED]");
  return `${url.slice(0, queryStart)}?${params}`;
}

/**
 * pino JSON logs. Request lines carry the request id; cookies, authorization headers, passwords,
 * tokens, identity numbers and card numbers are censored wherever they appear in a logged object.
 */
export function loggerOptions(config: Config): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  const secretKeys = [
    "password",
    "old_password",
    "new_password",
    "confirm_password",
    "token",
    "access_token",
    "refresh_token",
    "accessToken",
    "identity",
    "nik",
    "ktp",
    "card_number",
    "cardNumber",
    "cvv",
    "cvn",
    "secret",
  ];
  return {
    level: config.NODE_ENV === "test" ? "silent" : config.LOG_LEVEL,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "headers.cookie",
        "headers.authorization",
        ...secretKeys.flatMap((key) => [key, `*.${key}`]),
      ],
      censor: "[REDACTED]",
    },
    serializers: {
      req: (req: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
        userAgent: req.headers["user-agent"],
      }),
    },
  };
}

/** What pino writes lines to. */
export interface LineStream {
  write(line: string): boolean;
}

let stdoutLines: LineStream | null = null;

/**
 * Standard output for log lines, coalesced: lines written during one turn of the event loop go out
 * as one write at its end. Writes to a file or pipe are synchronous on Linux, one system call each, and
 * one access line per request made that a third of a cached read's cost under load (ADR 0108); now a
 * busy turn answering dozens of requests costs one write, and a quiet server still writes each line
 * within the turn. Lines of the last turn are written when the process exits. One per process, as
 * stdout is.
 */
export function coalescedStdout(): LineStream {
  if (stdoutLines) return stdoutLines;
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.join("");
    pending = [];
    process.stdout.write(chunk);
  };
  process.on("exit", flush);
  stdoutLines = {
    write(line) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      return true;
    },
  };
  return stdoutLines;
}
