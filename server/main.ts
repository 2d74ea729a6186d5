import { buildApp } from "./app.ts";
import { buildServices } from "./build-services.ts";
import { paymentSandboxEnabled } from "./config/env.ts";
import { databaseTarget } from "./database-target.ts";
import { openDatabase } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { demoCheckInLink } from "./features/e-tickets/demo-check-in.ts";
import { warnIfMailUndeliverable } from "./features/mail/mail-delivery.ts";
import { startMessagingJobs } from "./features/messaging/index.ts";
import { startPaymentJobs } from "./features/payments/jobs.ts";
import { startRefundJobs } from "./features/refunds/index.ts";
import { startReminderJobs } from "./features/reminders/index.ts";
import { resaleDeps, startResaleJob } from "./features/resale/index.ts";
import { startHoldSweeper } from "./features/stock/index.ts";
import { startWaitingListSweeper, waitingListDeps } from "./features/waiting-list/index.ts";
import { StoreUnavailableError, startAdmissions } from "./features/waiting-room/index.ts";
import { senderDeps, startWebhookSender } from "./features/webhooks/index.ts";
import { joinClusterMetrics } from "./metrics/cluster-metrics.ts";
import { sealVisitorAnswersAtRest, startVisitorDataRetention } from "./personal-data.ts";
import { DEMO_ORGANIZER, demoOrganizerSeeder } from "./seed/demo-organizer-seeder.ts";
import { loadConfigOrExit, seedOnStart } from "./seeders.ts";
import { hasWebBuild, loadWebBuild } from "./web-build.ts";

/**
 * Process lifecycle: validate settings, open and migrate the database, seed an empty one, listen, and
 * on SIGTERM/SIGINT stop accepting, let in-flight requests finish, then close the database.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  // In a cluster worker, answer the primary's metrics requests from the start (with nothing until the
  // app is built), so a worker still starting never holds up the others' scrape (ADR 0135).
  const clusterMetrics = joinClusterMetrics();
  const config = loadConfigOrExit();

  const database = openDatabase(databaseTarget(config));
  await runMigrations(database);
  // Tests that start real processes before any build (tests/integration/multi-process.test.ts) get the
  // API alone; everywhere else a missing build is an error.
  if (!hasWebBuild() && config.NODE_ENV !== "test") {
    console.error("No web build found in ./build. Run `npm run build` (npm start does this for you).");
    process.exit(1);
  }
  // Built once: the app and the payment jobs share one mailer, one gateway and one clock.
  const services = buildServices({ config, database });
  services.metrics.collectProcessMetrics();
  const app = await buildApp({
    services,
    web: hasWebBuild() ? await loadWebBuild() : undefined,
    clusterMetrics,
  });
  // Production without SMTP_URL queues every mail and sends none: say so once, at start.
  warnIfMailUndeliverable(config, app.log);
  if (config.SEED_ON_START) {
    const report = await seedOnStart(database.db, config);
    if (report.ran.length > 0) app.log.info({ seeders: report.ran }, "seeded the database");
    // A fresh demo database gets a gate link, on the console only (it carries a secret): only in demo setups
    // (the sandbox gateway on), never beside a real gateway.
    if (report.ran.length > 0 && paymentSandboxEnabled(config)) {
      const link = await demoCheckInLink(database.db, config.PUBLIC_BASE_URL);
      if (link) console.warn(`Demo check-in link (npm run check-in-link for a new one): ${link}`);
      if (report.ran.includes(demoOrganizerSeeder.name))
        console.warn(
          `Demo organiser sign-in: ${DEMO_ORGANIZER.email} / ${DEMO_ORGANIZER.password} at ${config.PUBLIC_BASE_URL.replace(/\/$/, "")}/organizer`,
        );
    }
  }

  // Availability already ignores expired holds; the sweeper only tidies rows and frees their seats.
  const stopSweeper = startHoldSweeper(database.db, 60_000, (error) =>
    app.log.warn({ err: error }, "hold sweep failed"),
  );
  // Visitors' identity and health answers: rows from before sealing are sealed in the background, and
  // ended holds and long-past events lose them (server/personal-data.ts).
  sealVisitorAnswersAtRest(database.db, services.cipher)
    .then((sealed) => {
      if (sealed.holds + sealed.tickets > 0)
        app.log.info({ sealed }, "sealed visitor answers stored in clear");
    })
    .catch((error: unknown) => app.log.error({ err: error }, "sealing visitor answers failed"));
  const stopRetention = startVisitorDataRetention(database.db, config, 60_000, (error) =>
    app.log.warn({ err: error }, "visitor data retention failed"),
  );
  // Expires unpaid orders (releasing their stock) and asks the gateway about pending ones.
  const stopPaymentJobs = startPaymentJobs(services, app.log);
  // Refunds whose gateway callback never came: asked about at the gateway after REFUND_RECONCILE_AFTER_MS.
  const stopRefundJobs = startRefundJobs(services, app.log);
  // Waiting rooms: every process runs the admission step each second; the store keeps it to the rate.
  // While the line store is away the step fails every second: one warning when it starts, one when it ends.
  let admissionPaused = false;
  const stopAdmissions = startAdmissions(
    services.waitingRoom,
    (error) => {
      if (error instanceof StoreUnavailableError) {
        if (!admissionPaused) app.log.warn("waiting room store unavailable: admission paused");
        admissionPaused = true;
        return;
      }
      app.log.warn({ err: error }, "waiting room admission step failed");
    },
    () => {
      if (admissionPaused) app.log.info("waiting room store back: admission resumed");
      admissionPaused = false;
    },
  );
  const stopReminderJobs = startReminderJobs(services, app.log);
  // Waiting lists: ends lapsed offers and offers returned stock to the next in line (row locks, any process).
  const stopWaitingLists = startWaitingListSweeper(waitingListDeps(services), app.log);
  // Resale: listed tickets offered to waiting lists first, sellers of sold ones repaid (row locks, any process).
  const stopResale = startResaleJob(resaleDeps(services), app.log);
  // Attendee messages: resumes sends a stopped process left part-way, hands paced mail to SMTP as it falls due.
  const stopMessagingJobs = startMessagingJobs(services, app.log);
  // Organisers' outgoing webhooks: claims due outbox rows (SKIP LOCKED) and POSTs them, off the request path.
  const stopWebhookSender = startWebhookSender(senderDeps(services), app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      stopSweeper();
      stopRetention();
      stopPaymentJobs();
      stopRefundJobs();
      stopAdmissions();
      stopReminderJobs();
      stopWaitingLists();
      stopResale();
      stopMessagingJobs();
      stopWebhookSender();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    { database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    `Tiketin is serving ${config.PUBLIC_BASE_URL}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
