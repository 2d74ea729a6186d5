import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { successEnvelope } from "../../http/envelope.ts";
import { sendError } from "../../http/error-handler.ts";

const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers within
 * two seconds). A load balancer stops routing to a process whose database is gone, without killing it.
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.get("/healthz", async (request) =>
    successEnvelope({ uptime_s: Math.round(process.uptime()) }, request.t("api.ok")),
  );

  app.get("/readyz", async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("database ping timed out")), READY_TIMEOUT_MS);
        }),
      ]);
      return successEnvelope({ database: database.kind }, request.t("api.ok"));
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      return sendError(
        request,
        reply,
        new AppError("service_unavailable", { headers: { "retry-after": "5" } }),
      );
    } finally {
      clearTimeout(timer);
    }
  });
}
