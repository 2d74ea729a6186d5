#!/usr/bin/env node
// `npm test`: every suite, in order: unit + integration (Vitest), then a fresh production build and the
// browser tests (Playwright on Debian's Chromium). Plain .mjs so it runs before anything is compiled.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { failureDigest, playwrightFailures, vitestFailures } from "./failure-digest.mjs";
import { skippedSummary, skippedTests } from "./skipped-tests.mjs";
import { REPORT_DIR, REPORT_FILES, slowestFiles } from "./test-timings.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The most a suite may take before it is stopped and counted failed. CI has 90 minutes for everything;
 * a suite that hangs (a test looping for ever blocks its own timeouts) must fail with its name, not run
 * the clock out. Far above the budgets below: a busy CI machine has run the browser suite at half a
 * quiet one's pace.
 */
const SUITE_LIMIT_MS = { vitest: 25 * 60_000, browser: 60 * 60_000 };

/**
 * What each suite may take on this 2-core machine for `npm test` to stay within 15 minutes (docs/testing.md
 * has the measurements and says how a new test stays inside it; on 2026-12-05, quiet: Vitest 2.9 min on
 * PostgreSQL, the build 0.5, the browser suite 10.5). Over budget is a warning naming the slowest files,
 * not a failure: a busy machine is slower, and the limits above are what stop a hang.
 */
const SUITE_BUDGET_MS = { vitest: 4 * 60_000, build: 1 * 60_000, browser: 10 * 60_000 };

/** @type {{ label: string; ms: number; budgetMs: number; slowest: string[] }[]} */
const timings = [];

/** Records a suite's wall time beside its budget; a suite over budget names its slowest files. */
function timed(label, budgetMs, slowestOf, step) {
  const started = Date.now();
  const outcome = step();
  const ms = Date.now() - started;
  timings.push({ label, ms, budgetMs, slowest: ms > budgetMs && slowestOf ? slowestOf() : [] });
  return outcome;
}

function run(label, command, args, env = {}, timeout = undefined) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
    timeout,
    killSignal: "SIGKILL",
  });
  if (result.error?.code === "ETIMEDOUT") {
    console.error(`\n${label} did not finish within ${timeout / 60_000} minutes and was stopped.`);
  }
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(
      "Chromium is missing: installing Debian's chromium package (browser downloads are not used).",
    );
    if (
      run("install chromium", "apt-get", ["install", "-y", "chromium"], { DEBIAN_FRONTEND: "noninteractive" })
    )
      return true;
    run("apt-get update", "apt-get", ["update"]);
    if (
      run("install chromium", "apt-get", ["install", "-y", "chromium"], { DEBIAN_FRONTEND: "noninteractive" })
    )
      return true;
  }
  console.error(
    `Browser tests need Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  return false;
}

/**
 * Runs a suite that writes a JSON report to the file it is given, kept in .test-reports/ for
 * `node scripts/test-timings.mjs`; returns whether it passed and the parsed report (null when the suite
 * died before writing one).
 */
function runReporting(reportFile, runSuite) {
  mkdirSync(REPORT_DIR, { recursive: true });
  rmSync(reportFile, { force: true });
  const ok = runSuite(reportFile);
  let report = null;
  try {
    report = JSON.parse(readFileSync(reportFile, "utf8"));
  } catch {
    // No report: only the suite's own output says what happened.
  }
  return { ok, report };
}

/** Vitest, also writing its JSON report, so the tests it skipped or failed are counted and named afterwards. */
function runVitest() {
  const { ok, report } = runReporting(join(REPORT_DIR, REPORT_FILES.vitest), (reportFile) =>
    run(
      "unit + integration",
      "npx",
      [
        "vitest",
        "run",
        "--reporter=default",
        "--reporter=json",
        "--reporter=./tests/support/vitest-timing-reporter.ts",
        `--outputFile.json=${reportFile}`,
      ],
      { VITEST_TIMING_FILE: join(REPORT_DIR, REPORT_FILES.vitestSteps) },
      SUITE_LIMIT_MS.vitest,
    ),
  );
  if (!report) console.log("(no Vitest JSON report: skipped tests could not be counted)");
  const skipped = report ? skippedTests(report, process.cwd()) : [];
  const failures = report ? vitestFailures(report, process.cwd()) : [];
  // The same settings the integration tests read to pick PostgreSQL (tests/support/postgres-url.ts).
  const postgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
  return { ok, loud: skippedSummary(skipped, { postgres }), failures: failureDigest("vitest", failures) };
}

/** The browser suite, also writing Playwright's JSON report, so the summary can name what failed and why. */
function runPlaywright() {
  const { ok, report } = runReporting(join(REPORT_DIR, REPORT_FILES.browser), (reportFile) =>
    run(
      "browser",
      "npx",
      ["playwright", "test", "--reporter=list,json,./tests/e2e/support/timing-reporter.ts"],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
        TIMING_REPORT_FILE: join(REPORT_DIR, REPORT_FILES.browserSteps),
      },
      SUITE_LIMIT_MS.browser,
    ),
  );
  if (!report && !ok) console.log("(no Playwright JSON report: its failures are only in the output above)");
  return { ok, failures: failureDigest("browser", report ? playwrightFailures(report, process.cwd()) : []) };
}

const results = [];
const vitest = timed("unit + integration", SUITE_BUDGET_MS.vitest, () => slowestFiles("vitest"), runVitest);
if (vitest.loud.length > 0) console.log(`\n${vitest.loud.join("\n")}`);
results.push(["unit + integration (vitest)", vitest.ok]);
const haveChromium = ensureChromium();
const built = timed("production build", SUITE_BUDGET_MS.build, null, () =>
  run("production build", "npx", ["react-router", "build"]),
);
results.push(["production build", built]);
const browser =
  haveChromium && built
    ? timed("browser", SUITE_BUDGET_MS.browser, () => slowestFiles("browser"), runPlaywright)
    : { ok: false, failures: [] };
results.push(["browser (playwright)", browser.ok]);

console.log("\n=== summary");
// Each failure with the first lines of its error, last, where a log read from its end shows them.
const failures = [...vitest.failures, ...browser.failures];
if (failures.length > 0) console.log(failures.join("\n"));
for (const [label, ok] of results) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);
console.log("\n=== time against budget (per-file table: node scripts/test-timings.mjs)");
for (const { label, ms, budgetMs, slowest } of timings) {
  const over = ms > budgetMs;
  console.log(
    `${over ? "OVER" : "ok  "}  ${label}: ${(ms / 60_000).toFixed(1)} min of ${(budgetMs / 60_000).toFixed(0)} min`,
  );
  if (over) console.log(`      warning: over budget; slowest files: ${slowest.join(", ")}`);
}
if (vitest.loud.length > 0) console.log(vitest.loud.join("\n"));
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
