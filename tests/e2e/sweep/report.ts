import { readdirSync, readFileSync } from "node:fs";

/**
 * Prints the sweep's findings (`test-results/sweep/report/*.json`, written by sweep.spec.ts) as two
 * Markdown tables: the axe result per screen and language at 390 and 1280 px, and the geometry problems.
 * Usage: `npx tsx tests/e2e/sweep/report.ts [dir]`.
 */
interface Row {
  screen: string;
  lang: string;
  widths: number[];
  layout: Record<string, { rule: string; where: string; detail: string }[]>;
  axe: Record<string, { id: string; impact: string }[]>;
  /** Milliseconds per phase of the row (reach once, then resize, screenshot, layout, axe per width). */
  ms?: Record<string, number>;
}

const print = (line: string) => process.stdout.write(`${line}\n`);
const dir = process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? "test-results/sweep/report";
const rows: Row[] = readdirSync(dir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(`${dir}/${file}`, "utf8")) as Row)
  .sort((a, b) => a.screen.localeCompare(b.screen) || a.lang.localeCompare(b.lang));

const axeCell = (row: Row, width: string) => {
  const found = row.axe[width];
  if (!found) return "-";
  const serious = found.filter((f) => f.impact === "serious" || f.impact === "critical");
  if (found.length === 0) return "0";
  return `${serious.length} s/c (${found.map((f) => `${f.id}:${f.impact[0]}`).join(", ")})`;
};
print("| screen | lang | axe 390 | axe 1280 | layout problems (width: rules) |");
print("|---|---|---|---|---|");
for (const row of rows) {
  const layout = Object.entries(row.layout)
    .filter(([, problems]) => problems.length > 0)
    .map(([width, problems]) => `${width}: ${[...new Set(problems.map((p) => p.rule))].join("+")}`)
    .join("; ");
  print(
    `| ${row.screen} | ${row.lang} | ${axeCell(row, "390")} | ${axeCell(row, "1280")} | ${layout || "none"} |`,
  );
}
const widthCounts = new Map<number, number>();
for (const row of rows)
  for (const width of row.widths) widthCounts.set(width, (widthCounts.get(width) ?? 0) + 1);
print(
  `\nscreens and states swept (rows x languages) per width: ${[...widthCounts].map(([w, n]) => `${w} px: ${n}`).join(", ")}`,
);
// Where the sweep's time goes: each phase summed over the rows, and the slowest rows.
const timedRows = rows.filter((row) => row.ms);
if (timedRows.length > 0) {
  const totals = new Map<string, number>();
  for (const row of timedRows)
    for (const [phase, value] of Object.entries(row.ms ?? {}))
      totals.set(phase, (totals.get(phase) ?? 0) + value);
  const all = [...totals.values()].reduce((sum, value) => sum + value, 0);
  print(
    `\ntime in rows (s, summed over ${timedRows.length} rows, both workers): ${[...totals]
      .map(([phase, value]) => `${phase} ${(value / 1000).toFixed(1)}`)
      .join(", ")}; total ${(all / 1000).toFixed(1)}`,
  );
  const rowTotal = (row: Row) => Object.values(row.ms ?? {}).reduce((sum, value) => sum + value, 0);
  const slowest = [...timedRows].sort((a, b) => rowTotal(b) - rowTotal(a)).slice(0, 8);
  print(
    `slowest rows (s): ${slowest.map((row) => `${row.lang}-${row.screen} ${(rowTotal(row) / 1000).toFixed(1)}`).join(", ")}`,
  );
}
if (process.argv.includes("--details"))
  for (const row of rows)
    for (const [width, problems] of Object.entries(row.layout))
      for (const p of problems)
        print(`${row.lang}-${row.screen} @${width}: ${p.rule} ${p.where}: ${p.detail}`);
