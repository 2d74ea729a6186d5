import type { FastifyReply } from "fastify";
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

/**
 * Answers with a cached read. The envelope is assembled from the JSON serialised when the entry was
 * read, so a hot endpoint does not run JSON.stringify over the same rows thousands of times a second
 * (the difference the performance anchors measure between 0.59x and 0.85x of raw Node). Returns the
 * value for the route handler to hand to the envelope.
 */
export function answerFromCache<T>(
  reply: FastifyReply,
  entry: CachedRead<T>,
  policy: keyof typeof CACHE_POLICY | null,
): T {
  if (policy) {
    reply.header("cache-control", CACHE_POLICY[policy]);
    // The envelope's message follows Accept-Language, so shared caches must key on it.
    reply.header("vary", "accept-language");
  }
  reply.type("application/json; charset=utf-8");
  reply.serializer((payload: unknown) => {
    const envelope = payload as { status?: unknown; message?: unknown; data?: unknown } | null;
    if (envelope?.data !== entry.value || envelope.status !== 1 || typeof envelope.message !== "string")
      return JSON.stringify(payload);
    return `{"status":1,"message":${JSON.stringify(envelope.message)},"data":${entry.json}}`;
  });
  return entry.value;
}
