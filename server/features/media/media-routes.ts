import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { MEDIA_KEY, type MediaStore } from "./media-store.ts";

/** Content-hashed names never change meaning: browsers and CDNs keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** `/media/u/<sha256>-<width>.<webp|jpg>`: the uploaded images' variants, from the media store. */
export function registerUploadedMediaRoutes(app: FastifyInstance, store: MediaStore): void {
  app.get<{ Params: { file: string } }>("/media/u/:file", async (request, reply) => {
    const { file } = request.params;
    if (!MEDIA_KEY.test(file)) throw new AppError("not_found");
    const body = await store.get(file);
    if (!body) throw new AppError("not_found");
    return reply
      .type(file.endsWith(".webp") ? "image/webp" : "image/jpeg")
      .header("cache-control", IMMUTABLE_CACHE_CONTROL)
      .header("x-content-type-options", "nosniff")
      .send(body);
  });
}
