#!/usr/bin/env node
// Per-file timing tables of both suites, from the reports `npm test` keeps in .test-reports/:
// Vitest's JSON report, Playwright's JSON report and the browser step kinds that
// tests/e2e/support/timing-reporter.ts sums. `node scripts/test-timings.mjs [--top N] [dir]`.
// Plain .mjs, like test-all.mjs, which imports `slowestFiles` from here for its over-budget warning.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

export const REPORT_DIR = ".test-reports";
export const REPORT_FILES = {
  vitest: "vitest.json",
  vitestSteps: "vitest-files.json",
  browser: "playwright.json",
  browserSteps: "browser-steps.json",
};

/** @param {string} file */
function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

/**
 * Vitest's files: the module's import, its hooks (a database cloned from the template, an app or servers
 * started) and its tests, from tests/support/vitest-timing-reporter.ts; without that file, the JSON
 * report's test times alone.
 * @param {any} report
 * @param {any} steps
 * @returns {{ file: string; ms: number; tests: number; importMs: number; hooksMs: number; testMs: number; slowest: string }[]}
 */
export function vitestFiles(report, steps, root = process.cwd()) {
  if (steps)
    return Object.entries(steps).map(([file, t]) => ({
      file,
      ms: t.importMs + t.hooksMs + t.testMs,
      tests: t.tests,
      importMs: t.importMs,
      hooksMs: t.hooksMs,
      testMs: t.testMs,
      slowest: `${t.slowest.ms} ms ${t.slowest.title}`,
    }));
  return (report?.testResults ?? []).map((file) => {
    const tests = file.assertionResults ?? [];
    const testMs = tests.reduce((sum, test) => sum + (test.duration ?? 0), 0);
    const slowest = tests.reduce((a, b) => ((b.duration ?? 0) > (a?.duration ?? -1) ? b : a), null);
    return {
      file: relative(root, file.name),
      ms: Math.round(testMs),
      tests: tests.length,
      importMs: 0,
      hooksMs: 0,
      testMs: Math.round(testMs),
      slowest: slowest ? `${Math.round(slowest.duration ?? 0)} ms ${slowest.title}` : "",
    };
  });
}

/**
 * Playwright's files: the sum of their tests' durations (workers overlap), and where that time went.
 * @param {any} report
 * @param {any} steps
 */
export function browserFiles(report, steps, root = process.cwd()) {
  /** @type {Map<string, { file: string; ms: number; tests: number; kinds: Record<string, number>; slowest: string; expectations: number }>} */
  const files = new Map();
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = relative(root, join(report.config?.rootDir ?? root, spec.file));
      const row = files.get(file) ?? { file, ms: 0, tests: 0, kinds: {}, slowest: "", expectations: 0 };
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) {
          row.tests += 1;
          row.ms += result.duration ?? 0;
        }
      files.set(file, row);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  for (const [file, timing] of Object.entries(steps ?? {})) {
    const row = files.get(file) ?? {
      file,
      ms: timing.ms,
      tests: timing.tests,
      kinds: {},
      slowest: "",
      expectations: 0,
    };
    row.kinds = timing.kinds;
    row.expectations = timing.expectations ?? 0;
    row.slowest = `${timing.slowest.ms} ms ${timing.slowest.title}`;
    files.set(file, row);
  }
  return [...files.values()];
}

/** The slowest files of a suite's report, for the over-budget warning: "file (12.3 s)". */
export function slowestFiles(suite, dir = REPORT_DIR, count = 5) {
  const rows =
    suite === "vitest"
      ? vitestFiles(readJson(join(dir, REPORT_FILES.vitest)), readJson(join(dir, REPORT_FILES.vitestSteps)))
      : browserFiles(
          readJson(join(dir, REPORT_FILES.browser)),
          readJson(join(dir, REPORT_FILES.browserSteps)),
        );
  return rows
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((row) => `${row.file} (${(row.ms / 1000).toFixed(1)} s)`);
}

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

function printVitest(rows, top) {
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(
    `\nVitest: ${rows.length} files, ${rows.reduce((s, r) => s + r.tests, 0)} tests, ${seconds(total)} s summed over workers`,
  );
  console.log(
    `${"file".padEnd(52)} ${"tests".padStart(5)} ${"total s".padStart(7)} ${"import".padStart(7)} ${"hooks".padStart(7)} ${"tests".padStart(7)}  slowest test`,
  );
  for (const row of rows.sort((a, b) => b.ms - a.ms).slice(0, top))
    console.log(
      `${row.file.padEnd(52)} ${String(row.tests).padStart(5)} ${seconds(row.ms)} ${seconds(row.importMs)} ${seconds(row.hooksMs)} ${seconds(row.testMs)}  ${row.slowest.slice(0, 60)}`,
    );
}

const KINDS = ["setup", "page loads", "actions", "assertions", "fixed waits"];

function printBrowser(rows, top) {
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(
    `\nBrowser: ${rows.length} files, ${rows.reduce((s, r) => s + r.tests, 0)} tests, ${rows.reduce((s, r) => s + r.expectations, 0)} assertions made, ${seconds(total)} s summed over workers`,
  );
  console.log(
    `${"file".padEnd(44)} ${"tests".padStart(5)} ${"sum s".padStart(7)} ${KINDS.map((k) => k.padStart(11)).join(" ")}  slowest test`,
  );
  for (const row of rows.sort((a, b) => b.ms - a.ms).slice(0, top))
    console.log(
      `${row.file.padEnd(44)} ${String(row.tests).padStart(5)} ${seconds(row.ms)} ${KINDS.map((k) => seconds(row.kinds[k] ?? 0).padStart(11)).join(" ")}  ${row.slowest.slice(0, 60)}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const topAt = args.indexOf("--top");
  const top = topAt === -1 ? 20 : Number(args[topAt + 1]);
  const dir = args.find((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--top") ?? REPORT_DIR;
  const vitest = readJson(join(dir, REPORT_FILES.vitest)) ?? readJson(join(dir, REPORT_FILES.vitestSteps));
  const browser = readJson(join(dir, REPORT_FILES.browser));
  if (!vitest && !browser) {
    console.error(`No reports in ${dir}: run npm test (it keeps them there) first.`);
    process.exit(1);
  }
  if (vitest) printVitest(vitestFiles(vitest, readJson(join(dir, REPORT_FILES.vitestSteps))), top);
  if (browser) printBrowser(browserFiles(browser, readJson(join(dir, REPORT_FILES.browserSteps))), top);
}
