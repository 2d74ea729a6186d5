import { successEnvelope } from "./envelope.ts";

/** HSTS on https, for every kind of response: a year, subdomains included. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** The type of every JSON answer of the API: the one Fastify gives an object it serialises. */
export const API_JSON_TYPE = "application/json; charset=utf-8";

/**
 * How the API serialises its JSON answers. mountApi makes it its context's reply serializer and the read
 * fast path writes its live answers with it (apiSuccessBody), so the two bodies come from one function.
 */
export function serializeApiJson(payload: unknown): string {
  return JSON.stringify(payload);
}

/** The body of a success answer, as the pipeline writes it: the envelope, serialised. */
export function apiSuccessBody(data: unknown, message: string): string {
  return serializeApiJson(successEnvelope(data, message));
}

/**
 * The same body for data already serialised (a cached read keeps its data's JSON): the envelope's
 * bytes written around it, in the order `successEnvelope` gives its keys, without parsing it again.
 */
export function apiSuccessBodyAround(dataJson: string, message: string): string {
  return `{"status":1,"message":${JSON.stringify(message)},"data":${dataJson}}`;
}

/**
 * Headers every JSON answer of the API gets: the set OWASP's REST guidance and GitHub's API send, minus
 * what only a document acts on. A policy that allows nothing (`default-src 'none'`) and no framing, no
 * content sniffing, no cross-origin reads, HSTS on https. A JSON answer loads no subresource and follows
 * no link, so `Referrer-Policy` says nothing about it; `frame-ancestors 'none'` already forbids framing
 * in every browser we support, so `X-Frame-Options` is left to documents (ADR 0113). Under a ticket war
 * the stored landing answer is replayed tens of thousands of times a second, and each line is work for
 * every client on every answer.
 */
export function apiSecurityHeaders(options: { https: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    "content-security-policy": "default-src 'none';frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    "x-content-type-options": "nosniff",
    ...(options.https ? { "strict-transport-security": HSTS } : {}),
  });
}

/**
 * The head of the API's JSON answers, computed once per app. Two writers send them: Fastify's pipeline
 * (whose security hook sets `security`) and the read fast path, which writes its live answers whole from
 * `liveLines` without the pipeline (ADR 0124). Both take their headers from here, and
 * api-one-response-path.test.ts holds the two answers to the same bytes.
 */
export interface ApiResponseHead {
  /** The API's security headers, the first lines of each of its answers (set in `onRequest`). */
  readonly security: readonly (readonly [string, string])[];
  /**
   * The header lines of a 200 answer that is never stored (a live answer), in the order the pipeline
   * writes them: the security headers, the request id (request-context.ts, also in `onRequest`),
   * `Cache-Control: no-store` (the handler's), the JSON type (set by Fastify on sending an object) and the
   * length (last, once the body is serialised). A copy per answer of lines built once: Node reads an
   * array of lines as they come, with no header object to build.
   */
  liveLines(bodyLength: number, requestId: string): (string | number)[];
}

export function apiResponseHead(options: { https: boolean }): ApiResponseHead {
  const security: readonly (readonly [string, string])[] = Object.entries(apiSecurityHeaders(options));
  const lines: readonly (string | number)[] = Object.freeze([
    ...security.flat(),
    "x-request-id",
    "",
    "cache-control",
    "no-store",
    "content-type",
    API_JSON_TYPE,
    "content-length",
    0,
  ]);
  const requestIdAt = security.length * 2 + 1;
  const lengthAt = lines.length - 1;
  return {
    security,
    liveLines(bodyLength, requestId) {
      const answer = lines.slice();
      answer[requestIdAt] = requestId;
      answer[lengthAt] = bodyLength;
      return answer;
    },
  };
}
