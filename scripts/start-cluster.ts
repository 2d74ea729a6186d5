import cluster, { type Worker } from "node:cluster";
import { once } from "node:events";
import { availableParallelism } from "node:os";
import path from "node:path";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { serveClusterMetrics } from "../server/metrics/cluster-metrics.ts";
import { loadConfigOrExit, seedOnStart } from "../server/seeders.ts";
import { hasWebBuild } from "../server/web-build.ts";
import { applyStartDefaults } from "./start-env.ts";

/**
 * `npm run start:cluster`: N identical server processes on one machine, one port (node:cluster: the
 * primary accepts connections and hands them round-robin to the workers). Migrations and the demo seed
 * run once here, before any worker starts. Needs PostgreSQL (`DATABASE_URL`): the embedded database has
 * one user at a time. `CLUSTER_WORKERS` (default: one per core) sets N. A worker that dies is replaced;
 * SIGHUP replaces every worker, one at a time, without refusing a request (a rolling restart);
 * SIGTERM drains every worker (each finishes its in-flight requests) and then exits. Everything a
 * worker shares with the others lives in PostgreSQL or Redis (ADR 0125), so several machines running
 * this behind a proxy is the same app (docs/deploy.md).
 */
const RESTART_DELAY_MS = 1_000;
/** How long a replacement may take to listen during a rolling restart (a cold start on a busy machine). */
const REPLACEMENT_START_MS = 300_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

if (cluster.isPrimary) {
  applyStartDefaults(process.env);
  const config = loadConfigOrExit();
  if (!config.DATABASE_URL) {
    console.error(
      "start:cluster needs PostgreSQL: set DATABASE_URL (the embedded database serves one process; use npm start).",
    );
    process.exit(78);
  }
  if (!hasWebBuild()) {
    console.error("No web build found in ./build. Run `npm run build` first.");
    process.exit(1);
  }
  const workers = Number(process.env.CLUSTER_WORKERS ?? availableParallelism());
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    console.error("CLUSTER_WORKERS must be a whole number from 1 to 64.");
    process.exit(78);
  }

  // Once, before the workers: each worker's own migration run then finds nothing to do.
  const database = openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolMax: 2 });
  await runMigrations(database);
  if (config.SEED_ON_START) await seedOnStart(database.db, config);
  await database.close();

  // A worker asked for /metrics asks here; the answer sums every worker's counts (ADR 0135).
  serveClusterMetrics();
  let stopping = false;
  cluster.setupPrimary({ execArgv: ["--import", "tsx"], exec: path.resolve("server/main.ts") });
  // The workers must not seed again (the primary did) and each keeps the configured pool size.
  const fork = () => cluster.fork({ SEED_ON_START: "false" });
  for (let i = 0; i < workers; i++) fork();
  /** Workers being replaced on purpose (SIGHUP): their exit starts no other. */
  const retiring = new Set<number>();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (retiring.delete(worker.id)) return;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });

  /**
   * SIGHUP: a rolling restart (a deploy's new code, changed settings). One worker at a time, the
   * replacement starts FIRST and the old worker is told to drain only once the replacement listens,
   * so the cluster never serves with fewer than N workers and never with none: stopping workers one
   * by one from outside, a slow start could leave the port without a listener, refusing connections.
   * A replacement that fails to listen in time stops the restart and the old worker keeps serving.
   */
  let rolling = false;
  const rollingRestart = async () => {
    if (rolling || stopping) return;
    rolling = true;
    const old = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    console.warn(`SIGHUP: replacing ${old.length} workers one at a time`);
    for (const worker of old) {
      if (stopping) break;
      const next = fork();
      const listening = await Promise.race([
        once(next, "listening").then(
          () => true,
          () => false,
        ),
        once(next, "exit").then(
          () => false,
          () => false,
        ),
        sleep(REPLACEMENT_START_MS).then(() => false),
      ]);
      if (!listening) {
        console.error(
          `rolling restart stopped: a replacement did not listen within ${REPLACEMENT_START_MS} ms; worker ${worker.process.pid} keeps serving`,
        );
        break;
      }
      if (worker.isDead()) continue;
      retiring.add(worker.id);
      const gone = once(worker, "exit");
      worker.process.kill("SIGTERM");
      await gone;
    }
    rolling = false;
  };
  process.on("SIGHUP", () => void rollingRestart());
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.warn(`${signal}: draining ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    // Each worker's own SHUTDOWN_TIMEOUT_MS bounds its drain; this only guards against a stuck one.
    setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS + 5_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  console.warn(`Tiketin cluster: ${workers} workers on ${config.PUBLIC_BASE_URL}`);
}
