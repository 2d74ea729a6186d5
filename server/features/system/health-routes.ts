import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { errorEnvelope, successEnvelope } from "../../http/envelope.ts";
import { sendError } from "../../http/error-handler.ts";

/** What readiness asks of the waiting room: whether its line store can take changes. */
export interface WaitingRoomHealth {
  health(): Promise<"ok" | "degraded">;
}

const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers within
 * two seconds, and the waiting room's line store can take changes). A load balancer stops routing to a
 * process whose database is gone, without killing it. A lost Redis answers 503 with
 * `checks.waiting_room: "degraded"` (ADR 0132): the process still serves, polls read PostgreSQL's copy,
 * and an operator is told at once rather than learning it from a silent queue.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: Database,
  waitingRoom?: WaitingRoomHealth,
): void {
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
      const queue = waitingRoom ? await waitingRoom.health() : "ok";
      if (queue === "degraded") {
        const error = new AppError("service_unavailable", { messageKey: "waitingRoom.errors.degraded" });
        return reply
          .code(503)
          .header("retry-after", "5")
          .send({
            ...errorEnvelope(error, request.t),
            checks: { database: "ok", waiting_room: "degraded" },
          });
      }
      return successEnvelope({ database: database.kind, waiting_room: queue }, request.t("api.ok"));
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
