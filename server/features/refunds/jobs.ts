import type { FastifyBaseLogger } from "fastify";
import type { AppServices } from "../../services.ts";
import { reconcileStuckRefunds } from "./reconcile-refunds.ts";
import { refundsDeps } from "./refunds-deps.ts";

/**
 * Starts the refund reconciliation beside the payment jobs: every PAYMENT_JOBS_INTERVAL_MS, one run at a
 * time per process; safe with several processes (each answer goes through a conditional update).
 */
export function startRefundJobs(
  services: Pick<AppServices, "db" | "config" | "clock" | "cipher" | "mailer" | "payments">,
  log: FastifyBaseLogger,
): () => void {
  if (services.config.REFUND_RECONCILE_AFTER_MS <= 0) return () => {};
  const deps = refundsDeps(services);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileStuckRefunds(deps, log)
      .catch((error: unknown) => log.warn({ err: error }, "refund reconciliation failed"))
      .finally(() => {
        running = false;
      });
  }, services.config.PAYMENT_JOBS_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
