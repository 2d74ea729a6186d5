/** Headers as Fastify's `reply.getHeaders()` or Node's `getHeaders()` give them. */
export type HeaderBag = Record<string, string | number | readonly string[] | undefined>;

/** Set per response or per connection, or personal: never part of a response kept for replay. */
const PER_RESPONSE = new Set([
  "set-cookie",
  "x-request-id",
  "content-length",
  "date",
  "connection",
  "transfer-encoding",
]);

/**
 * The headers of a response kept to be sent again (by the read fast path or the page micro-cache),
 * flattened to strings, without the per-response ones and without any named in `alsoDrop`.
 */
export function replayableHeaders(
  headers: HeaderBag | Headers,
  alsoDrop: ReadonlySet<string> = new Set(),
): Record<string, string> {
  const kept: Record<string, string> = {};
  const entries = headers instanceof Headers ? headers.entries() : Object.entries(headers);
  for (const [name, value] of entries) {
    if (value === undefined || PER_RESPONSE.has(name) || alsoDrop.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return kept;
}
