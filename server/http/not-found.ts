import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";
import { sendError } from "./error-handler.ts";

/**
 * Unknown paths under the API answer 404 in the envelope; a known path called with the wrong method
 * answers 405 with an Allow header. Every other path belongs to the web and never reaches here.
 */
export function registerNotFound(app: FastifyInstance, allowedMethods: (url: string) => string[]): void {
  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(request.url);
    const error =
      allowed.length > 0
        ? new AppError("method_not_allowed", { headers: { allow: allowed.join(", ") } })
        : new AppError("route_not_found");
    return sendError(request, reply, error);
  });
}
