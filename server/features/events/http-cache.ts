import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply } from "fastify";
import { type ContentEncoding, pickEncoding } from "../../http/content-encoding.ts";
import { etagMatches } from "../../http/read-fast-path.ts";
import type { CachedRead } from "./read-cache.ts";

/**
 * Shared caches (a CDN in front) may keep a public read for 1 s, like the in-process cache, and serve
 * it a little longer while they refetch. Stock reads get the shortest grace so availability a buyer
 * sees stays close to 1 s old; catalogue reads change rarely and get more.
 */
export const CACHE_POLICY = {
  stock: "public, max-age=1, stale-while-revalidate=1",
  catalogue: "public, max-age=1, stale-while-revalidate=10",
} as const;

// Below this, compression costs more than it saves (the same threshold as the global compressor).
const COMPRESS_MIN_BYTES = 1024;

/** The envelope for a cached read in one language and encoding, and its entity tag, built on first use. */
function variantFor(
  entry: CachedRead<unknown>,
  message: string,
  encoding: ContentEncoding,
): { body: Buffer; etag: string } {
  const key = `${encoding}:${message}`;
  let variant = entry.bodies.get(key);
  if (!variant) {
    const plain = Buffer.from(`{"status":1,"message":${JSON.stringify(message)},"data":${entry.json}}`);
    const body =
      encoding === "br"
        ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === "gzip"
          ? gzipSync(plain)
          : plain;
    // A strong tag of the bytes sent: it differs per language and encoding, as the bytes do.
    const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
    variant = { body, etag };
    entry.bodies.set(key, variant);
  }
  return variant;
}

/**
 * Answers with a cached read. The body is serialised and compressed once per read (at most once a
 * second per key and language), not once per request: under a ticket war the same landing page goes
 * out thousands of times a second, and JSON.stringify plus brotli per response would be most of the
 * CPU (the performance anchors measure 0.59x of raw Node with per-request stringify, 0.85x without).
 * A request whose If-None-Match names the current bytes gets 304. Anonymous-safe GETs are also handed
 * to the read fast path (ADR 0106), which sends the same bytes and headers without the pipeline until
 * the read is no longer fresh. Returns the value for the route handler to hand to the envelope.
 */
export function answerFromCache<T>(
  reply: FastifyReply,
  entry: CachedRead<T>,
  policy: keyof typeof CACHE_POLICY | null,
): T {
  const request = reply.request;
  if (policy) reply.header("cache-control", CACHE_POLICY[policy]);
  // The message follows Accept-Language and the body Accept-Encoding, so shared caches key on both.
  reply.header("vary", "accept-language, accept-encoding");
  reply.type("application/json; charset=utf-8");
  const plainSize = Buffer.byteLength(entry.json);
  const acceptEncoding = request.headers["accept-encoding"];
  const encoding = plainSize >= COMPRESS_MIN_BYTES ? pickEncoding(acceptEncoding) : "identity";
  // Every route answering from the cache uses the default success message (see mountApi).
  const message = request.t("api.ok");
  const { body, etag } = variantFor(entry, message, encoding);
  reply.header("etag", etag);
  if (etagMatches(request.headers["if-none-match"], etag)) {
    reply.code(304); // mountApi sends no body for it
    return entry.value;
  }
  reply.serializer((payload: unknown) => {
    const envelope = payload as { status?: unknown; message?: unknown; data?: unknown } | null;
    if (envelope?.data !== entry.value || envelope.status !== 1 || envelope.message !== message)
      return JSON.stringify(payload);
    // Set here, with the body it describes, so an error answer can never carry it.
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    // Only GETs whose answer is the same for everyone (policy set: not a search) are replayed.
    if (policy && request.method === "GET" && reply.statusCode === 200)
      request.server.readFastPath?.rememberRead(
        { url: request.raw.url ?? request.url, locale: request.locale, acceptEncoding },
        {
          headers: reply.getHeaders(),
          body,
          etag,
          freshUntil: entry.freshUntil,
          // Halfway through the read's life, matching the read cache's refresh-ahead.
          refreshAt: (entry.readAt + entry.freshUntil) / 2,
        },
      );
    // Fastify sends a Buffer from a serializer as it is (its type says string; reply.js takes both).
    return body as unknown as string;
  });
  return entry.value;
}
