import type { FastifyBaseLogger } from "fastify";
import { type PaymentsServices, paymentsDeps } from "./deps.ts";
import { expireDueTransactions } from "./expire-transactions.ts";
import { reconcilePending } from "./reconcile.ts";
import { sendPaymentReminders } from "./remind-to-pay.ts";

/**
 * Starts the expiry, reminder and reconciliation jobs (like the hold sweeper): every PAYMENT_JOBS_INTERVAL_MS,
 * one run at a time per process; safe with several processes (row locks, SKIP LOCKED, the inbox key).
 */
export function startPaymentJobs(services: PaymentsServices, log: FastifyBaseLogger) {
  const deps = paymentsDeps(services);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    (async () => {
      await expireDueTransactions(deps);
      await sendPaymentReminders(deps, log);
      await reconcilePending(deps, log);
    })()
      .catch((error: unknown) => log.warn({ err: error }, "payment jobs failed"))
      .finally(() => {
        running = false;
      });
  }, services.config.PAYMENT_JOBS_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
