import { printReport, type ReportRow } from "../../lib/report.ts";

/**
 * /readyz polled every 250 ms through the run: when it said "not ready", and when it was ready again,
 * which is what a load balancer (and an operator) would see.
 */
export function watchReadiness(port: number) {
  const samples: { at: number; status: number | "network" }[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const at = Date.now();
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`, {
          signal: AbortSignal.timeout(3_000),
        });
        await response.arrayBuffer();
        samples.push({ at, status: response.status });
      } catch {
        samples.push({ at, status: "network" });
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    samples,
    /** Samples taken between `from` and `to` that were not 200. */
    notReadyBetween: (from: number, to: number) =>
      samples.filter((s) => s.at >= from && s.at <= to && s.status !== 200).length,
    /** The first 200 at or after `from` (epoch ms), or null. */
    firstReadyAfter: (from: number) => samples.find((s) => s.at >= from && s.status === 200)?.at ?? null,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

export interface Verdict {
  name: string;
  ok: boolean;
  detail: string;
}

/** Prints the figures and the verdicts; the exit code is 1 when any verdict failed. */
export function finish(
  name: string,
  rows: ReportRow[],
  verdicts: Verdict[],
  json: Record<string, unknown>,
): number {
  for (const v of verdicts)
    rows.push({ figure: `goal: ${v.name}`, value: v.ok ? "met" : "FAILED", unit: v.detail });
  const failed = verdicts.filter((v) => !v.ok).map((v) => v.name);
  printReport(name, rows, { ...json, failed });
  return failed.length > 0 ? 1 : 0;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
