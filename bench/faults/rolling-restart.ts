// Fault: a rolling restart. `npm run start:cluster`'s primary (scripts/start-cluster.ts, node:cluster, one
// shared listening socket) runs 3 workers on this script's private PostgreSQL; under steady read and
// checkout load the primary gets SIGHUP and replaces its workers one at a time (each replacement
// listening before its predecessor drains: finishes in-flight requests, one more answer per kept-alive
// connection with `Connection: close`, then closes). A payment live-status stream (SSE) is held open
// throughout and reconnected, as EventSource does, when its worker goes.
//
// Goals (exit 1 when any is missed): no failed request (no 5xx, no connection error or reset: a client
// that gets one would have to retry by hand), every worker replaced, the SSE stream reconnected after
// every loss. With FAULT_KILL=1 each worker gets SIGKILL instead (a crash, not a drain): requests in
// flight on that worker are lost, which the figures then show.
//
//   npm run bench:fault:rolling-restart
// Environment: FAULT_PG_PORT (55432), FAULT_PG_DIR (/tmp/wt-faults-pg), FAULT_CONNECTIONS (20),
// FAULT_KILL (0), FAULT_LOG_LEVEL (error: the workers' log level; set, the primary's log is printed),
// WEB_BUILD_DIR.

import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { promisify } from "node:util";
import { freePort } from "../lib/app-server.ts";
import { insertAccounts } from "../lib/war-setup.ts";
import { FaultTally, faultHttp, percentile } from "./lib/fault-http.ts";
import {
  holdAndOrder,
  newAcknowledged,
  SESSION_COOKIE,
  sandboxKey,
  seedShopEvent,
} from "./lib/fault-shop.ts";
import { finish, sleep, type Verdict } from "./lib/fault-watch.ts";
import { type FaultContext, runFault } from "./lib/run-fault.ts";

const CONNECTIONS = Number(process.env.FAULT_CONNECTIONS ?? "20");
const KILL = process.env.FAULT_KILL === "1";
const WORKERS = 3;

const run = promisify(execFile);

/**
 * The primary's worker processes: its children running server/main.ts (tsx also starts an esbuild
 * service as a child, which is no worker).
 */
async function workerPids(primary: number): Promise<number[]> {
  const { stdout } = await run("ps", ["-o", "pid=,args=", "--ppid", String(primary)]).catch(() => ({
    stdout: "",
  }));
  return stdout
    .split("\n")
    .filter((line) => line.includes("server/main.ts"))
    .map((line) => Number.parseInt(line.trim(), 10))
    .filter((pid) => pid > 0);
}

async function waitReady(port: number, ms: number): Promise<boolean> {
  const ends = Date.now() + ms;
  while (Date.now() < ends) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await sleep(200);
  }
  return false;
}

/**
 * An open SSE stream that reconnects like EventSource (after the server's `retry:`, 3 s) whenever it
 * ends or breaks; counts connections and the status events each one got.
 */
function holdStream(port: number, path: string, token: string) {
  let connections = 0;
  let events = 0;
  let losses = 0;
  let reconnectedAfterLoss = 0;
  let lostPending = false;
  let stopped = false;
  let current: http.ClientRequest | null = null;
  const connect = () => {
    if (stopped) return;
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        path,
        headers: { cookie: `${SESSION_COOKIE}=${token}`, accept: "text/event-stream" },
      },
      (response) => {
        if (response.statusCode === 200) {
          connections++;
          if (lostPending) {
            reconnectedAfterLoss++;
            lostPending = false;
          }
        }
        response.on("data", (chunk: Buffer) => {
          events += (chunk.toString().match(/^event: status$/gm) ?? []).length;
        });
        response.on("close", retry);
        response.on("error", () => {});
      },
    );
    current = request;
    request.on("error", retry);
  };
  let retrying = false;
  function retry() {
    if (stopped || retrying) return;
    retrying = true;
    losses++;
    lostPending = true;
    setTimeout(() => {
      retrying = false;
      connect();
    }, 3_000);
  }
  connect();
  return {
    figures: () => ({ connections, events, losses, reconnectedAfterLoss, lostPending }),
    stop() {
      stopped = true;
      current?.destroy();
    },
  };
}

async function drill({ db, pool, log }: FaultContext): Promise<number> {
  const event = await seedShopEvent(pool, "fault-rolling", 20_000);
  const accounts = await insertAccounts(pool, 12_000, "fault-roll-");
  const port = await freePort();
  const key = sandboxKey();
  const primary: ChildProcess = spawn(
    process.execPath,
    ["--import", import.meta.resolve("tsx"), "scripts/start-cluster.ts"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        CLUSTER_WORKERS: String(WORKERS),
        DATABASE_URL: db.url,
        DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
        SEED_ON_START: "false",
        PAYMENT_SANDBOX: "true",
        XENDIT_SECRET_KEY: key,
        LOG_LEVEL: process.env.FAULT_LOG_LEVEL ?? "error",
        RENDER_THREADS: "0",
        DATABASE_POOL_MAX: "8",
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const primaryLog: string[] = [];
  primary.stderr?.on("data", (chunk: Buffer) =>
    primaryLog.push(...chunk.toString().split("\n").filter(Boolean)),
  );
  const killOnExit = () => primary.kill("SIGKILL");
  process.once("exit", killOnExit);
  const tally = new FaultTally();
  const client = faultHttp({ port, tally, timeoutMs: 30_000, maxSockets: CONNECTIONS * 2 });
  let stream: ReturnType<typeof holdStream> | null = null;
  try {
    if (!(await waitReady(port, 240_000)))
      throw new Error(`the cluster did not become ready: ${primaryLog.slice(-6).join(" | ")}`);
    while ((await workerPids(primary.pid ?? 0)).length < WORKERS) await sleep(500);
    await sleep(3_000); // every worker listening
    const originals = await workerPids(primary.pid ?? 0);
    log(`cluster on ${port}: primary ${primary.pid}, workers ${originals.join(", ")}`);

    // The stream: an order left unpaid, watched live.
    const watcher = accounts[accounts.length - 1]!;
    const acked = newAcknowledged();
    const watched = await holdAndOrder(
      client,
      event,
      { token: watcher.token, i: accounts.length - 1 },
      acked,
    );
    if (!watched) throw new Error("could not place the watched order");
    stream = holdStream(port, `/api/v1/transaction/live-status/${watched}`, watcher.token);

    let stop = false;
    let next = 0;
    let nextBuyer = 0;
    const reads = [
      "/api/v1/public/events/detail/fault-rolling",
      "/api/v1/public/active-tickets/event/fault-rolling",
    ];
    const load = Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, n) => {
        while (!stop) {
          if (n % 2 === 0) {
            // No retries: a read that fails is a failed request.
            await client.call("read", "GET", reads[next % 2]!, {}, undefined, 0);
            next++;
            await sleep(50);
          } else {
            // Each purchase by a buyer of its own: a second hold beside a live order would be a 409.
            const i = nextBuyer++;
            const account = accounts[i];
            if (!account || i === accounts.length - 1) return;
            await holdAndOrder(client, event, { token: account.token, i }, acked, 0);
          }
        }
      }),
    );
    await sleep(8_000);
    const replaced: { pid: number; ms: number }[] = [];
    if (KILL) {
      // A crash of each worker in turn: the primary starts another after its restart delay.
      for (const pid of originals) {
        const before = new Set(await workerPids(primary.pid ?? 0));
        const at = Date.now();
        log(`SIGKILL worker ${pid}`);
        process.kill(pid, "SIGKILL");
        let ms = -1;
        while (Date.now() - at < 60_000) {
          const now = await workerPids(primary.pid ?? 0);
          const fresh = now.filter((p) => !before.has(p));
          if (fresh.length > 0 && !now.includes(pid) && now.length >= WORKERS) {
            ms = Date.now() - at;
            break;
          }
          await sleep(200);
        }
        replaced.push({ pid, ms });
        log(`worker ${pid} replaced after ${ms} ms`);
        await sleep(8_000); // the replacement starts and takes its share before the next goes
      }
    } else {
      // The operator's rolling restart: one SIGHUP to the primary, which replaces the workers one at a
      // time (each replacement listening before its predecessor drains). Each figure: from the previous
      // original's exit (the first: from the signal) to this one's.
      let at = Date.now();
      log(`SIGHUP primary ${primary.pid}`);
      process.kill(primary.pid ?? 0, "SIGHUP");
      const gone = new Set<number>();
      while (Date.now() - at < 180_000 && gone.size < originals.length) {
        const now = await workerPids(primary.pid ?? 0);
        for (const pid of originals)
          if (!now.includes(pid) && !gone.has(pid)) {
            gone.add(pid);
            replaced.push({ pid, ms: Date.now() - at });
            log(`worker ${pid} replaced after ${Date.now() - at} ms`);
            at = Date.now();
          }
        await sleep(200);
      }
      for (const pid of originals) if (!gone.has(pid)) replaced.push({ pid, ms: -1 });
      const settled = Date.now() + 60_000;
      while ((await workerPids(primary.pid ?? 0)).length < WORKERS && Date.now() < settled) await sleep(200);
      await sleep(8_000); // the last replacement takes its share of the load
    }
    stop = true;
    await load;
    const s = stream.figures();
    stream.stop();
    const f = tally.figures();
    log(`answers by step: ${JSON.stringify(tally.summary())}`);
    log(`requests without an answer, by error: ${JSON.stringify(Object.fromEntries(tally.networkErrors))}`);
    log(`primary said: ${primaryLog.slice(-6).join(" | ")}`);
    if (process.env.FAULT_LOG_LEVEL) for (const line of primaryLog) log(line.slice(0, 200));
    const verdicts: Verdict[] = [
      {
        name: "no failed request",
        ok: f.status5xxNot503 + f.status503 + f.noAnswer === 0,
        detail: `5xx ${f.status5xxNot503}, 503 ${f.status503}, no answer ${f.noAnswer}`,
      },
      {
        name: "every worker replaced",
        ok: replaced.every((r) => r.ms >= 0),
        detail: replaced.map((r) => `${r.ms} ms`).join(", "),
      },
      {
        name: "the SSE stream reconnected after every loss",
        ok: !s.lostPending && s.reconnectedAfterLoss === s.losses,
        detail: `${s.losses} losses, ${s.reconnectedAfterLoss} reconnects`,
      },
    ];
    return finish(
      "fault:rolling-restart",
      [
        {
          figure: "workers / connections / signal",
          value: `${WORKERS} / ${CONNECTIONS} / ${KILL ? "SIGKILL each" : "SIGHUP"}`,
        },
        { figure: "requests sent / 2xx", value: `${f.sent} / ${f.ok2xx}` },
        {
          figure: "5xx but 503 / 503 / 429",
          value: `${f.status5xxNot503} / ${f.status503} / ${f.status429}`,
        },
        { figure: "other 4xx / no answer (reset, refused, timeout)", value: `${f.other4xx} / ${f.noAnswer}` },
        {
          figure: "p50 / p99 / max",
          value: `${percentile(tally.latencies, 0.5).toFixed(0)} / ${percentile(tally.latencies, 0.99).toFixed(0)} / ${Math.max(0, ...tally.latencies).toFixed(0)}`,
          unit: "ms",
        },
        { figure: "worker replaced after", value: replaced.map((r) => r.ms).join(" / "), unit: "ms" },
        {
          figure: "SSE connections / losses / status events",
          value: `${s.connections} / ${s.losses} / ${s.events}`,
        },
      ],
      verdicts,
      { ...f, replaced_ms: replaced.map((r) => r.ms), sse: s },
    );
  } finally {
    stream?.stop();
    client.close();
    process.removeListener("exit", killOnExit);
    const exited = new Promise<void>((resolve) => primary.once("exit", () => resolve()));
    if (primary.exitCode === null) primary.kill("SIGTERM");
    await Promise.race([exited, sleep(20_000)]);
    if (primary.exitCode === null) primary.kill("SIGKILL");
  }
}

runFault("rolling-restart", drill);
