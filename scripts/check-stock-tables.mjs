#!/usr/bin/env node
// Part of `npm run lint` (ADR 0117): only the stock module names the stock tables (ticket claims, the
// holds' claims and voucher uses). Everything else asks it through its named functions, so the
// live-claim and live voucher-use rules and the lock order live in one place.
// `--list` prints every file that names them (the dependency report's fact), allowed or not.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = new URL("..", import.meta.url).pathname;
const SCANNED = ["server", "web", "shared", "scripts", "bench", "tests", "drizzle"];
const NAMES =
  /\b(stock_claims|checkout_hold_claims|voucher_claims|stockClaims|checkoutHoldClaims|voucherClaims)\b/;
const ALLOWED = [
  /^server\/features\/stock\//, // the module itself
  /^server\/db\/schema\//, // its tables' definitions
  /^drizzle\//, // committed migrations
  /^tests\//, // tests assert on the tables directly
  /^bench\//, // the benches audit oversell from outside, like a test
];
const SELF = "scripts/check-stock-tables.mjs";

function* files(dir) {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mts|mjs|js|cjs|sql)$/.test(entry.name)) yield path;
  }
}

const naming = [];
for (const dir of SCANNED)
  for (const path of files(dir)) {
    const file = relative(ROOT, join(ROOT, path));
    if (file !== SELF && NAMES.test(readFileSync(join(ROOT, path), "utf8"))) naming.push(file);
  }
const offending = naming.filter((file) => !ALLOWED.some((pattern) => pattern.test(file)));

if (process.argv.includes("--list")) {
  console.log(`Files that name the stock tables (${naming.length}):`);
  for (const file of naming) console.log(`  ${offending.includes(file) ? "NOT ALLOWED " : ""}${file}`);
}
if (offending.length > 0) {
  console.error(
    `Only server/features/stock may name the stock tables; ask it through its functions instead:\n${offending
      .map((file) => `  ${file}`)
      .join("\n")}`,
  );
  process.exit(1);
}
console.log(`stock tables: named only by the stock module, its schema, migrations, tests and benches`);
