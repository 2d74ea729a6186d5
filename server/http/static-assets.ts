import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const ONE_YEAR_IMMUTABLE = "public, max-age=31536000, immutable";
const ONE_HOUR = "public, max-age=3600";

/**
 * Serves the web build. Files under /assets carry a content hash in their name, so they are cached for
 * a year as immutable; other public files (favicon, robots) get a short cache. `wildcard: false` makes
 * one route per file found at start, so every other path falls through to the SSR handler.
 */
export async function registerStaticAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  const assetsDir = `${path.join(clientDir, "assets")}${path.sep}`;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    index: false,
    cacheControl: false,
    decorateReply: false,
    // The build writes .br and .gz copies of text files (vite.config.ts): sent as they are, never
    // compressed again per request.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header("cache-control", filePath.startsWith(assetsDir) ? ONE_YEAR_IMMUTABLE : ONE_HOUR);
    },
  });
}
