import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../../server/main.ts", import.meta.url));

export interface ClusterProcess {
  port: number;
  child: ChildProcess;
  alive: boolean;
}

/**
 * N identical server processes (`tsx server/main.ts`) on fixed loopback ports, one database and one
 * Redis, as behind a load balancer. `kill(i)` is a SIGKILL (no graceful close); `stop()` ends the rest.
 * A setting passed as `undefined` is removed from the inherited environment.
 */
export async function startCluster(ports: readonly number[], env: NodeJS.ProcessEnv) {
  const processes: ClusterProcess[] = ports.map((port) => {
    // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (not when killed).
    const profile = process.env.BENCH_CPU_PROF
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [];
    const merged: NodeJS.ProcessEnv = {
      ...process.env,
      ...env,
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    };
    // A setting given as undefined is removed (e.g. a REDIS_URL in the caller's own environment).
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name];
    const child = spawn(process.execPath, [...profile, "--import", import.meta.resolve("tsx"), MAIN], {
      env: merged,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const entry = { port, child, alive: true };
    child.once("exit", () => {
      entry.alive = false;
    });
    return entry;
  });
  const killAll = () => {
    for (const p of processes) if (p.alive) p.child.kill("SIGKILL");
  };
  process.once("exit", killAll);
  const deadline = Date.now() + 90_000;
  for (const p of processes) {
    for (;;) {
      if (!p.alive) throw new Error(`server on ${p.port} exited during start`);
      if (Date.now() > deadline) throw new Error(`server on ${p.port} did not become ready`);
      const ok = await fetch(`http://127.0.0.1:${p.port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    processes,
    kill(index: number) {
      processes[index]!.child.kill("SIGKILL");
      processes[index]!.alive = false;
    },
    async stop() {
      process.removeListener("exit", killAll);
      await Promise.all(
        processes.map(
          (p) =>
            new Promise<void>((resolve) => {
              if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
              p.child.once("exit", () => resolve());
              p.child.kill("SIGTERM");
            }),
        ),
      );
    },
  };
}
