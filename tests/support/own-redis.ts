import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { Redis } from "ioredis";

/**
 * A Redis of the test's own on a spare port, so a test can kill it (and start it again, empty) without
 * pulling the shared Redis out from under every other test file. Null when no `redis-server` binary.
 */
export interface OwnRedis {
  url: string;
  /** kill -9: every connection drops, nothing is saved. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function redisServerAvailable(): boolean {
  return spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
}

async function answers(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 300 });
    probe.on("error", () => {});
    try {
      await probe.connect();
      if ((await probe.ping()) === "PONG") return true;
    } catch {
      // not up yet
    } finally {
      probe.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const launch = async () => {
    child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    if (!(await answers(url, 10_000))) throw new Error(`own redis on ${port} did not start`);
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };
  await launch();
  return { url, kill, start: launch, stop: kill };
}
