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
export function loggerOptions(config: Config): FastifyServerOptions["logger"] {
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
