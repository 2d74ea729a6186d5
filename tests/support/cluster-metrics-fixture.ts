/**
 * A small node:cluster of the real metrics pieces (tests/integration/metrics-cluster.test.ts). The
 * primary serves the sums as `npm run start:cluster` does; workers 1 and 2 count `n` requests and one
 * rejected callback each; worker 3 joins but never shares a registry (a worker still starting). Worker 1
 * scrapes; then worker 2 is killed and worker 1 scrapes again. The primary prints both answers as one
 * JSON line, and everything exits.
 */
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { createAppMetrics } from "../../server/metrics/app-metrics.ts";
import { joinClusterMetrics, serveClusterMetrics } from "../../server/metrics/cluster-metrics.ts";

const WORKERS = 3;

if (cluster.isPrimary) {
  serveClusterMetrics();
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), execArgv: ["--import", "tsx"] });
  const workers = Array.from({ length: WORKERS }, (_, i) => cluster.fork({ FIXTURE_WORKER: String(i + 1) }));
  const scrapes: { text?: string; error?: string }[] = [];
  let ready = 0;
  const done = (result: Record<string, unknown>, code: number) => {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    for (const worker of workers) if (!worker.isDead()) worker.kill();
    process.exit(code);
  };
  workers[0]!.on("message", (message: { kind?: string; text?: string; error?: string }) => {
    if (message.kind !== "scraped") return;
    scrapes.push({ text: message.text, error: message.error });
    if (scrapes.length === 1) {
      workers[1]!.once("exit", () => workers[0]!.send({ kind: "scrape" }));
      workers[1]!.process.kill("SIGKILL");
    } else done({ scrapes }, 0);
  });
  for (const worker of workers)
    worker.on("message", (message: { kind?: string }) => {
      if (message.kind === "ready" && ++ready === WORKERS) workers[0]!.send({ kind: "scrape" });
    });
  setTimeout(() => done({ error: "fixture timed out", scrapes }, 1), 60_000).unref();
} else {
  const index = Number(process.env.FIXTURE_WORKER);
  const clusterMetrics = joinClusterMetrics();
  if (!clusterMetrics) throw new Error("not a cluster worker");
  if (index <= 2) {
    const metrics = createAppMetrics({ engine: "postgres" });
    clusterMetrics.share(metrics.registry);
    for (let i = 0; i < index; i++)
      metrics.http.observe("GET", "/api/v1/events/:slug", 200, 0.002, "pipeline");
    metrics.callbackRejected("token");
  }
  process.on("message", (message: { kind?: string }) => {
    if (message.kind !== "scrape") return;
    clusterMetrics.scrape().then(
      (text) => process.send?.({ kind: "scraped", text }),
      (error: Error) => process.send?.({ kind: "scraped", error: error.message }),
    );
  });
  process.send?.({ kind: "ready" });
}
