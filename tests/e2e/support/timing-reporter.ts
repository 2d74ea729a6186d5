import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";

/**
 * Where each browser spec file spends its time, by kind of step: Playwright's JSON report keeps only
 * `test.step` steps, so the fixtures (server sign-in, a browser context), page loads, actions, assertions
 * that wait and fixed sleeps are summed here from the top-level steps of every test. Written to the file
 * `TIMING_REPORT_FILE` names; `scripts/test-timings.mjs` prints it beside the JSON report's wall times.
 */

export type StepKind = "setup" | "page loads" | "actions" | "assertions" | "fixed waits" | "other";

export interface FileTiming {
  tests: number;
  /** Sum of the tests' durations (ms): workers overlap, so files' sums exceed the wall time. */
  ms: number;
  slowest: { title: string; ms: number };
  kinds: Record<StepKind, number>;
  /** Assertions made (an `expect` inside another, as in `expect.poll`, not counted again). */
  expectations: number;
}

function kindOf(step: TestStep): StepKind {
  if (step.category === "hook" || step.category === "fixture") return "setup";
  if (step.category === "expect") return "assertions";
  if (step.category === "pw:api") {
    if (/^(Navigate|Reload|Go back|Go forward|Wait for (load state|navigation|URL))/i.test(step.title))
      return "page loads";
    if (/^Wait for timeout/i.test(step.title)) return "fixed waits";
    return "actions";
  }
  return "other";
}

const emptyKinds = (): Record<StepKind, number> => ({
  setup: 0,
  "page loads": 0,
  actions: 0,
  assertions: 0,
  "fixed waits": 0,
  other: 0,
});

export default class TimingReporter implements Reporter {
  private readonly files = new Map<string, FileTiming>();

  private fileOf(test: TestCase): FileTiming {
    const file = relative(process.cwd(), test.location.file);
    let timing = this.files.get(file);
    if (!timing) {
      timing = { tests: 0, ms: 0, slowest: { title: "", ms: 0 }, kinds: emptyKinds(), expectations: 0 };
      this.files.set(file, timing);
    }
    return timing;
  }

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.category === "expect" && step.parent?.category !== "expect") this.fileOf(test).expectations += 1;
    // Top-level steps only (and a test.step's own children), so no time is counted twice.
    if (step.parent && step.parent.category !== "test.step") return;
    if (step.category === "test.step") return;
    this.fileOf(test).kinds[kindOf(step)] += step.duration;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const timing = this.fileOf(test);
    timing.tests += 1;
    timing.ms += result.duration;
    if (result.duration > timing.slowest.ms) timing.slowest = { title: test.title, ms: result.duration };
  }

  onEnd(_result: FullResult): void {
    const out = process.env.TIMING_REPORT_FILE;
    if (!out) return;
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(Object.fromEntries(this.files), null, 1));
  }

  printsToStdio(): boolean {
    return false;
  }
}
