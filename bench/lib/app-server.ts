import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export interface AppServer {
  port: number;
  /** The server's own process id (node itself, not a wrapper): for reading /proc/<pid>. */
  pid: number;
  /** SIGTERM (graceful close), then resolves once the child has exited. Safe to call twice. */
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL("../../server/main.ts", import.meta.url));
// A cold start (tsx compiling the server) on a busy 2-core machine can take minutes.
const READY_TIMEOUT_MS = 180_000;

/** A free loopback port (the OS picks; closed again before use). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become ready in time");
}

/**
 * Starts the real server (`server/main.ts`, production mode, web build included) as a CHILD PROCESS
 * on a free loopback port, against the given database, and waits for /readyz. Its logs go to
 * /dev/null: production logs every request, and the bench measures that cost too.
 */
export async function startAppServer(
  database: { url?: string; pgliteDir?: string },
  /** Settings over the defaults below (bench:export passes the data key it sealed answers with). */
  overrides: NodeJS.ProcessEnv = {},
): Promise<AppServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    SEED_ON_START: "false",
    // Required in production; a throwaway key, since the bench writes no personal data.
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    DATABASE_URL: database.url ?? "",
    PGLITE_DATA_DIR: database.pgliteDir ?? "",
    ...overrides,
  };
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`
  // to see where the server's time goes (node refuses --cpu-prof in NODE_OPTIONS).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...extra, "--import", import.meta.resolve("tsx"), MAIN], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const killOnExit = (): void => {
    child.kill("SIGKILL");
  };
  process.once("exit", killOnExit);
  const stop = async (): Promise<void> => {
    process.removeListener("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  try {
    await waitUntilReady(port, child);
    return { port, pid: child.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
