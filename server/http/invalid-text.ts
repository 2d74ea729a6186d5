import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";
import { readBody } from "./body-limits.ts";

/**
 * Text PostgreSQL cannot store: NUL (U+0000; "invalid byte sequence for encoding UTF8: 0x00") and unpaired
 * UTF-16 surrogates (not Unicode at all; a driver would silently turn them into U+FFFD). Refused at the
 * JSON boundary with a clear 400, so a bad byte never reaches SQL as a 500 and a provider stops retrying.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 64;

function isInvalidText(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

/**
 * The dot path of the first string (value or key) PostgreSQL cannot store ("" for the value itself), or
 * null when all are fine.
 */
export function findInvalidText(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === "string") return isInvalidText(value) ? path.join(".") : null;
  if (value === null || typeof value !== "object" || path.length > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key];
    if (isInvalidText(key)) return here.join(".");
    const found = findInvalidText(item, here);
    if (found !== null) return found;
  }
  return null;
}

/** Throws the translated 400 when `value` holds text PostgreSQL cannot store. */
export function assertStorableText(value: unknown, scope: "body" | "query" | "params"): void {
  const path = findInvalidText(value);
  if (path === null) return;
  // Named like validation issues (zod-issues.ts): the field's path, or the scope for the whole value.
  throw new AppError("invalid_text", { fields: { [path || scope]: { key: "apiErrors.invalid_text" } } });
}

/**
 * Replaces the JSON body parser of `app` (and the contexts registered after it) with Fastify's own
 * (prototype-poisoning protection included), read within the route's limit (body-limits.ts) and
 * followed by the storable-text check. Plain text is read the same way (the API context refuses it).
 */
export function registerStorableJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", (request, payload, done) =>
    readBody(request, payload, (error, body) => {
      if (error || !Buffer.isBuffer(body)) return done(error, body);
      parseJson(request, body.toString("utf8"), (parseError, parsed) => {
        if (parseError) return done(parseError);
        try {
          assertStorableText(parsed, "body");
          done(null, parsed);
        } catch (refusal) {
          done(refusal as Error);
        }
      });
    }),
  );
  app.addContentTypeParser("text/plain", (request, payload, done) =>
    readBody(request, payload, (error, body) =>
      done(error, Buffer.isBuffer(body) ? body.toString("utf8") : body),
    ),
  );
}
