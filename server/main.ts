import { buildApp } from "./app.ts";
import { buildServices } from "./build-services.ts";
import { ConfigError, loadConfig, paymentSandboxEnabled } from "./config/env.ts";
import { databaseTarget } from "./database-target.ts";
import { openDatabase } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { seedDatabase } from "./db/seed/run-seed.ts";
import { demoCheckInLink } from "./features/e-tickets/demo-check-in.ts";
import { startPaymentJobs } from "./features/payments/jobs.ts";
import { startHoldSweeper } from "./features/stock/index.ts";
import { sealVisitorAnswersAtRest, startVisitorDataRetention } from "./personal-data.ts";
import { SEEDERS } from "./seeders.ts";
import { hasWebBuild, loadWebBuild } from "./web-build.ts";

/**
 * Process lifecycle: validate settings, open and migrate the database, seed an empty one, listen, and
 * on SIGTERM/SIGINT stop accepting, let in-flight requests finish, then close the database.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const database = openDatabase(databaseTarget(config));
  await runMigrations(database);
  if (!hasWebBuild()) {
    console.error("No web build found in ./build. Run `npm run build` (npm start does this for you).");
    process.exit(1);
  }
  // Built once: the app and the payment jobs share one mailer, one gateway and one clock.
  const services = buildServices({ config, database });
  const app = await buildApp({ services, web: await loadWebBuild() });
  if (config.SEED_ON_START) {
    const report = await seedDatabase(database.db, { scale: "demo" }, SEEDERS);
    if (report.ran.length > 0) app.log.info({ seeders: report.ran }, "seeded the database");
    // A fresh demo database gets a gate link, on the console only (it carries a secret): only in demo setups
    // (the sandbox gateway on), never beside a real gateway.
    if (report.ran.length > 0 && paymentSandboxEnabled(config)) {
      const link = await demoCheckInLink(database.db, config.PUBLIC_BASE_URL);
      if (link) console.warn(`Demo check-in link (npm run check-in-link for a new one): ${link}`);
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
