#!/usr/bin/env node
// `npm test`: every suite, in order: unit + integration (Vitest), then a fresh production build and the
// browser tests (Playwright on Debian's Chromium). Plain .mjs so it runs before anything is compiled.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
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

const results = [];
results.push(["unit + integration (vitest)", run("unit + integration", "npx", ["vitest", "run"])]);
const haveChromium = ensureChromium();
const built = run("production build", "npx", ["react-router", "build"]);
results.push(["production build", built]);
results.push([
  "browser (playwright)",
  haveChromium && built && run("browser", "npx", ["playwright", "test"]),
]);

console.log("\n=== summary");
for (const [label, ok] of results) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
