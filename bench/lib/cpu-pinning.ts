import { execFileSync } from "node:child_process";

/**
 * Server and load generator on separate cores. On a 2-core box a load generator that
 * floats over both cores takes CPU from whichever server it measures, so a throughput figure says as
 * much about the scheduler as about the server. `pinApart` puts the load tool (this process, which runs
 * autocannon in-process) on the first allowed core and the measured servers on the others, through
 * `taskset`, and gives every process its old affinity back afterwards. The product and its raw-Node
 * baseline are pinned the same way, so their ratio compares like with like. Without `taskset`, or with
 * a single allowed core, it pins nothing and says so: the figures are then taken as before.
 *
 * `BENCH_CPU_PIN=off` turns it off (to compare with earlier, unpinned runs).
 */

export interface CpuPinning {
  /** Whether anything was pinned. */
  pinned: boolean;
  /** For reports: "load on cpu 0, servers on cpu 1" or why nothing was pinned. */
  description: string;
  /** Pins more server processes (e.g. a baseline started later) onto the server cores. */
  addServer(pid: number): void;
  /** Every pinned process back to the affinity it had. Safe to call twice. */
  restore(): void;
}

let tasksetPath: string | null | undefined;

/** `taskset`'s path, or null when it is not installed. */
function taskset(): string | null {
  if (tasksetPath !== undefined) return tasksetPath;
  try {
    tasksetPath = execFileSync("sh", ["-c", "command -v taskset"], { encoding: "utf8" }).trim() || null;
  } catch {
    tasksetPath = null;
  }
  return tasksetPath;
}

/** The cpus a process may run on, as taskset lists them ("0,1" or "0-3"), or null if unreadable. */
function affinityOf(pid: number): string | null {
  const tool = taskset();
  if (!tool) return null;
  try {
    const out = execFileSync(tool, ["-c", "-p", String(pid)], { encoding: "utf8" });
    return /:\s*([0-9,-]+)\s*$/.exec(out.trim())?.[1] ?? null;
  } catch {
    return null;
  }
}

/** "0-2,5" -> [0, 1, 2, 5]. */
export function parseCpuList(list: string): number[] {
  const cpus: number[] = [];
  for (const part of list.split(",")) {
    const [from, to] = part.split("-").map(Number);
    if (from === undefined || !Number.isInteger(from)) continue;
    for (let cpu = from; cpu <= (to ?? from); cpu++) cpus.push(cpu);
  }
  return cpus;
}

/** Every thread of `pid` (-a) onto `cpus`; false when taskset refused (the process is gone, say). */
function setAffinity(pid: number, cpus: string): boolean {
  const tool = taskset();
  if (!tool) return false;
  try {
    execFileSync(tool, ["-a", "-c", "-p", cpus, String(pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Pins `servers` (process ids: the measured server, its baseline, idle siblings one wants out of the
 * load tool's way go in `quiet`) apart from the load tool (`loadPid`, default this process).
 * `quiet` processes share the load tool's core: they are idle, and must not sit beside the measured one.
 */
export function pinApart(
  servers: readonly number[],
  options: { loadPid?: number; quiet?: readonly number[]; log?: (message: string) => void } = {},
): CpuPinning {
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  const loadPid = options.loadPid ?? process.pid;
  const unpinned = (why: string): CpuPinning => {
    log(`WARNING: cpu pinning off (${why}): the load tool and the servers share every core`);
    return { pinned: false, description: `not pinned: ${why}`, addServer: () => {}, restore: () => {} };
  };
  if (process.env.BENCH_CPU_PIN === "off") return unpinned("BENCH_CPU_PIN=off");
  if (!taskset()) return unpinned("taskset not found (apt-get install util-linux)");
  const allowed = affinityOf(loadPid);
  const cpus = allowed ? parseCpuList(allowed) : [];
  if (cpus.length < 2) return unpinned(`only ${cpus.length || "an unknown number of"} core(s) allowed`);
  const loadCpus = String(cpus[0]);
  const serverCpus = cpus.slice(1).join(",");
  const before = new Map<number, string>();
  const pin = (pid: number, target: string) => {
    const old = affinityOf(pid);
    if (old && !before.has(pid)) before.set(pid, old);
    if (!setAffinity(pid, target)) log(`WARNING: could not pin process ${pid} to cpu ${target}`);
  };
  pin(loadPid, loadCpus);
  for (const pid of options.quiet ?? []) pin(pid, loadCpus);
  for (const pid of servers) pin(pid, serverCpus);
  let restored = false;
  return {
    pinned: true,
    description: `load tool on cpu ${loadCpus}, measured server on cpu ${serverCpus}`,
    addServer: (pid) => pin(pid, serverCpus),
    restore() {
      if (restored) return;
      restored = true;
      for (const [pid, cpus] of before) setAffinity(pid, cpus);
    },
  };
}
