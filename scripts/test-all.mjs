#!/usr/bin/env node
// `npm test`: every suite, in order: unit + integration (Vitest), then a fresh production build and the
// browser tests (Playwright on Debian's Chromium). Plain .mjs so it runs before anything is compiled.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { skippedSummary, skippedTests } from "./skipped-tests.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The most a suite may take before it is stopped and counted failed. CI has 90 minutes for everything;
 * a suite that hangs (a test looping for ever blocks its own timeouts) must fail with its name, not run
 * the clock out. Measured on 2026-11-28 on this 2-core machine, quiet: vitest 14 min; the browser suite,
 * with the sweep on by default, about 40 min (it was cut at 40 once). Lint, typecheck and the build take
 * 3 min, so 25 + 60 keeps a hang's failure inside CI's 90 minutes.
 */
const SUITE_LIMIT_MS = { vitest: 25 * 60_000, browser: 60 * 60_000 };

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

/** Vitest, also writing its JSON report, so the tests it skipped are counted and named afterwards. */
function runVitest() {
  const dir = mkdtempSync(join(tmpdir(), "tiketin-vitest-"));
  const reportFile = join(dir, "report.json");
  const ok = run(
    "unit + integration",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`],
    {},
    SUITE_LIMIT_MS.vitest,
  );
  let skipped = [];
  try {
    skipped = skippedTests(JSON.parse(readFileSync(reportFile, "utf8")), process.cwd());
  } catch {
    console.log("(no Vitest JSON report: skipped tests could not be counted)");
  }
  rmSync(dir, { recursive: true, force: true });
  // The same settings the integration tests read to pick PostgreSQL (tests/support/postgres-url.ts).
  const postgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
  return { ok, loud: skippedSummary(skipped, { postgres }) };
}

const results = [];
const vitest = runVitest();
if (vitest.loud.length > 0) console.log(`\n${vitest.loud.join("\n")}`);
results.push(["unit + integration (vitest)", vitest.ok]);
const haveChromium = ensureChromium();
const built = run("production build", "npx", ["react-router", "build"]);
results.push(["production build", built]);
results.push([
  "browser (playwright)",
  haveChromium && built && run("browser", "npx", ["playwright", "test"], {}, SUITE_LIMIT_MS.browser),
]);

console.log("\n=== summary");
for (const [label, ok] of results) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);
if (vitest.loud.length > 0) console.log(vitest.loud.join("\n"));
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
