// @ts-check

/**
 * What the main thread's in-process API (in-process-api.ts) and the render threads (render-worker.mjs)
 * agree on about a loader's API calls. Plain JavaScript: the threads import it without a TypeScript
 * loader (ADR 0111).
 */

/**
 * True for a call a stored public read may answer: a plain GET, no body, no extra headers (those may
 * make the answer the caller's own).
 *
 * @param {{ method?: string; body?: unknown; headers?: Record<string, string> }} init
 */
export function isPlainRead(init) {
  return (init.method ?? "GET") === "GET" && init.body === undefined && init.headers === undefined;
}

/**
 * A Fetch `Response` from parts, with no body where the status may not carry one (the Fetch standard
 * refuses a body for 1xx, 204, 205 and 304). The body is copied, so one stored body serves many.
 *
 * @param {number} status
 * @param {[string, string][]} headers
 * @param {ArrayBuffer | Uint8Array | null} body
 * @returns {Response}
 */
export function responseFrom(status, headers, body) {
  const bodyless = status === 204 || status === 205 || status === 304 || status < 200;
  // Bodies here are Buffers and transferred ArrayBuffers, never shared memory, which BodyInit excludes.
  const content = /** @type {BodyInit | null} */ (bodyless ? null : body);
  return new Response(content, { status, headers: new Headers(headers) });
}

/**
 * Stored headers (string or number values, as the read fast path keeps them) as the pairs a `Response`
 * and a thread message take.
 *
 * @param {Record<string, string | number>} headers
 * @returns {[string, string][]}
 */
export function headerPairs(headers) {
  return Object.entries(headers).map(([name, value]) => [name, String(value)]);
}
