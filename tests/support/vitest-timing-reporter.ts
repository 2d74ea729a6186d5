import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Where each Vitest file spends its time: importing the module (the server code it pulls in), its hooks
 * (a database cloned from the template, an app built, servers started) and its tests. Vitest's JSON
 * report has only the tests' times; its module diagnostics have the rest. Written to the file
 * `VITEST_TIMING_FILE` names; `scripts/test-timings.mjs` prints it.
 */
export interface VitestFileTiming {
  tests: number;
  /** Module import and suite collection (ms). */
  importMs: number;
  /** The tests' own time (ms). */
  testMs: number;
  /** Hooks: everything in the module's run that is not a test (ms). */
  hooksMs: number;
  slowest: { title: string; ms: number };
}

export default class VitestTimingReporter implements Reporter {
  private readonly files: Record<string, VitestFileTiming> = {};

  onTestModuleEnd(module: TestModule): void {
    const diagnostic = module.diagnostic();
    let testMs = 0;
    let tests = 0;
    let slowest = { title: "", ms: 0 };
    for (const test of module.children.allTests()) {
      const ms = test.diagnostic()?.duration ?? 0;
      tests += 1;
      testMs += ms;
      if (ms > slowest.ms) slowest = { title: test.name, ms: Math.round(ms) };
    }
    this.files[relative(process.cwd(), module.moduleId)] = {
      tests,
      importMs: Math.round(
        diagnostic.collectDuration + diagnostic.prepareDuration + diagnostic.setupDuration,
      ),
      testMs: Math.round(testMs),
      hooksMs: Math.max(0, Math.round(diagnostic.duration - testMs)),
      slowest,
    };
  }

  onTestRunEnd(): void {
    const out = process.env.VITEST_TIMING_FILE;
    if (!out) return;
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(this.files, null, 1));
  }
}
