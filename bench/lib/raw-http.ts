import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export interface RawHttpServer {
  port: number;
  /** The child's process id (for cpu pinning, cpu-pinning.ts). */
  pid: number;
  /** Terminates the child and resolves once it has exited. Safe to call twice. */
  stop(): Promise<void>;
}

const SERVER_SCRIPT = fileURLToPath(new URL("./raw-http-server.ts", import.meta.url));
const STARTUP_TIMEOUT_MS = 15_000;

/**
 * Starts raw-http-server.ts as a CHILD PROCESS. On a 2-core box the load
 * generator (autocannon) saturates one core itself; sharing one event loop
 * with the server would measure the two competing, not the server.
 */
export async function startRawHttpServer(): Promise<RawHttpServer> {
  // Resolve tsx from this file (not from cwd) so the child loads the .ts
  // script the same way regardless of where the bench is launched from.
  const tsxLoader = import.meta.resolve("tsx");
  const child = spawn(process.execPath, ["--import", tsxLoader, SERVER_SCRIPT], {
    // stdin is a pipe the child watches: if we die, it closes and the child exits.
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const killOnExit = (): void => {
    child.kill("SIGKILL");
  };
  process.once("exit", killOnExit);

  const stop = async (): Promise<void> => {
    process.removeListener("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.stdin?.end();
      child.kill("SIGTERM");
    }
    await exited;
  };

  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error("raw HTTP server did not report its port in time")),
        STARTUP_TIMEOUT_MS,
      );
      const lines = createInterface({ input: child.stdout! });
      lines.once("line", (line) => {
        clearTimeout(timer);
        const parsed: unknown = JSON.parse(line);
        const port = (parsed as { port?: unknown }).port;
        if (typeof port === "number") resolve(port);
        else reject(new Error(`unexpected raw HTTP server output: ${line}`));
      });
      child.once("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`raw HTTP server exited early (code ${code}, signal ${signal})`));
      });
    });
    return { port, pid: child.pid ?? 0, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
