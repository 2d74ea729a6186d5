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
if (process.argv.includes("--details"))
  for (const row of rows)
    for (const [width, problems] of Object.entries(row.layout))
      for (const p of problems)
        print(`${row.lang}-${row.screen} @${width}: ${p.rule} ${p.where}: ${p.detail}`);
