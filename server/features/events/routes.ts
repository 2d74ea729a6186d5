import type { ApiRoute } from "../../http/api-route.ts";
import { PUBLIC_LIFE_MS } from "../../http/public-cache/freshness.ts";
import { createReadCache, type ReadCache } from "../../http/public-cache/read-cache.ts";
import type { AppServices } from "../../services.ts";
import { catalogueRoutes } from "./catalogue-routes.ts";
import { eventPartRoutes } from "./event-part-routes.ts";

/**
 * Public reads stay cached for at most this long, so stock a buyer sees is never older than 1 s
 * (performance anchors, goal G5).
 */
export const PUBLIC_READ_TTL_MS = PUBLIC_LIFE_MS;
const MAX_CACHED_READS = 5_000;

/**
 * The public catalogue's read cache, which the vouchers' public reads share. The composition root makes
 * one per app instance, never module-level (architecture principle 6).
 */
export function createPublicReadCache(): ReadCache {
  return createReadCache({ ttlMs: PUBLIC_READ_TTL_MS, maxEntries: MAX_CACHED_READS });
}

/** `/public/events/*`, tickets, seats, talents and sliders. */
export function eventRoutes(services: AppServices, cache: ReadCache): ApiRoute[] {
  return [...catalogueRoutes(services, cache), ...eventPartRoutes(services, cache)];
}
