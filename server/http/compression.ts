import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Compresses HTML, JSON, JS and CSS. Brotli at quality 4 is the usual on-the-fly choice: close to gzip's
 * speed with smaller output (quality 11, zlib's default, costs tens of ms per response).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  const { constants } = await import("node:zlib");
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
