import { readFileSync, writeFileSync } from "node:fs";

/**
 * Another process's memory, read from Linux's /proc (bench:export watches the server child):
 * `VmRSS` (resident now) and `VmHWM` (the resident high-water mark), both in kB in /proc/<pid>/status.
 */

const MB = 1024;

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(match[1]);
}

/** Resident set size now, in MB. */
export const rssMb = (pid: number): number => statusKb(pid, "VmRSS") / MB;

/** CPU time the process has used (user + system), in clock ticks (/proc/<pid>/stat fields 14-15). */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the process has used under 3 % of a core over a whole second (start-up work done: the
 * server seals clear answers at rest in the background), at most `maxMs`. Returns whether it settled.
 */
export async function waitUntilIdle(pid: number, maxMs: number): Promise<boolean> {
  const deadline = Date.now() + maxMs;
  let before = cpuTicks(pid);
  while (Date.now() < deadline) {
    await sleep(1_000);
    const now = cpuTicks(pid);
    if (now - before <= 3) return true;
    before = now;
  }
  return false;
}

/** The median of `samples` VmRSS readings `everyMs` apart, in MB: the idle baseline. */
export async function idleRssMb(pid: number, samples = 10, everyMs = 100): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < samples; i++) {
    readings.push(rssMb(pid));
    await sleep(everyMs);
  }
  readings.sort((a, b) => a - b);
  return readings[Math.floor(readings.length / 2)] ?? Number.NaN;
}

export interface PeakWatch {
  /** How the peak was taken, for the report. */
  method: string;
  /** Stops sampling; the peak in MB: the larger of the samples' maximum and VmHWM when it was reset. */
  stop(): number;
}

/**
 * Watches a process's peak resident size: resets its high-water mark (`echo 5 > /proc/<pid>/clear_refs`,
 * Linux 4.0+, same user) and samples VmRSS every `everyMs` as well, in case the reset is refused. The
 * peak is the larger of the two, so a spike between samples is still counted where VmHWM works.
 */
export function watchPeak(pid: number, everyMs = 50): PeakWatch {
  let hwmReset = false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    hwmReset = true;
  } catch {
    hwmReset = false;
  }
  let sampled = rssMb(pid);
  const timer = setInterval(() => {
    try {
      sampled = Math.max(sampled, rssMb(pid));
    } catch {
      // the process is gone; the last reading stands
    }
  }, everyMs);
  return {
    method: hwmReset
      ? `max(VmHWM after clear_refs=5, VmRSS every ${everyMs} ms)`
      : `VmRSS every ${everyMs} ms (clear_refs refused)`,
    stop() {
      clearInterval(timer);
      sampled = Math.max(sampled, rssMb(pid));
      return hwmReset ? Math.max(sampled, statusKb(pid, "VmHWM") / MB) : sampled;
    },
  };
}
