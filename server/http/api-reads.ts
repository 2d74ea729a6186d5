/**
 * What the main thread's in-process API (in-process-api.ts) and the render threads (render-worker.ts)
 * agree on about a loader's API calls. Imports nothing: the render thread is compiled into the web
 * build with it (ADR 0115).
 */

/**
 * True for a call a stored public read may answer: a plain GET, no body, no extra headers (those may
 * make the answer the caller's own).
 */
export function isPlainRead(init: {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}): boolean {
  return (init.method ?? "GET") === "GET" && init.body === undefined && init.headers === undefined;
}

/**
 * A Fetch `Response` from parts, with no body where the status may not carry one (the Fetch standard
 * refuses a body for 1xx, 204, 205 and 304). The body is copied, so one stored body serves many.
 */
export function responseFrom(
  status: number,
  headers: [string, string][],
  body: ArrayBuffer | Uint8Array | null,
): Response {
  const bodyless = status === 204 || status === 205 || status === 304 || status < 200;
  // Bodies here are Buffers and transferred ArrayBuffers, never shared memory, which BodyInit excludes.
  const content = (bodyless ? null : body) as BodyInit | null;
  return new Response(content, { status, headers: new Headers(headers) });
}

/** Stored headers (string or number values, as the public cache keeps them) as `Response` pairs. */
export function headerPairs(headers: Record<string, string | number>): [string, string][] {
  return Object.entries(headers).map(([name, value]) => [name, String(value)]);
}
