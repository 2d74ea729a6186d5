import type { FastifyBaseLogger } from "fastify";
import type { AppServices } from "../../services.ts";
import { remindersDeps } from "./deps.ts";
import { sendSaleReminders } from "./send-sale-reminders.ts";

/** Runs the sale-reminder job every SALE_REMINDER_INTERVAL_MS, one run at a time per process. */
export function startReminderJobs(
  services: Pick<AppServices, "db" | "config" | "clock" | "mailer">,
  log: FastifyBaseLogger,
): () => void {
  const deps = remindersDeps(services);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendSaleReminders(deps, log)
      .catch((error: unknown) => log.warn({ err: error }, "sale reminder job failed"))
      .finally(() => {
        running = false;
      });
  }, services.config.SALE_REMINDER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
