import type { FastifyBaseLogger } from "fastify";
import type { AppServices } from "../../services.ts";
import { unfinishedMessages } from "./messaging-data.ts";
import { enqueueMessage } from "./send-message.ts";

const RESUMED_PER_RUN = 10;

/**
 * Every MESSAGE_JOBS_INTERVAL_MS: finishes the sends a stopped process left part-way (their progress is
 * stored per batch, and the outbox key refuses a second mail to anyone), then hands the paced mail
 * whose minute has come to the mail server. One run at a time per process.
 */
export function startMessagingJobs(
  services: Pick<AppServices, "db" | "config" | "mailer">,
  log: FastifyBaseLogger,
): () => void {
  let running = false;
  const run = async () => {
    for (const message of await unfinishedMessages(services.db, RESUMED_PER_RUN)) {
      await enqueueMessage(services, message.id);
      log.info({ messageId: message.id }, "resumed an unfinished attendee message");
    }
    services.mailer.deliver(log);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => log.warn({ err: error }, "attendee message job failed"))
      .finally(() => {
        running = false;
      });
  }, services.config.MESSAGE_JOBS_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
