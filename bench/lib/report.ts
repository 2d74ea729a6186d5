/** One line of the human-readable table. */
export interface ReportRow {
  figure: string;
  value: number | string;
  unit?: string;
}

/** Fixed-point with a precision that suits the magnitude: 12345 rps, 3.52 ms. */
function formatValue(value: number | string): string {
  if (typeof value === "string") return value;
  if (!Number.isFinite(value)) return String(value);
  const digits = Number.isInteger(value) || Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * Prints an aligned table for humans, then exactly ONE JSON line as the last
 * line of stdout, so scripts (and later benches computing ratios to this
 * baseline) can read `tail -n 1` without parsing the table. Progress and
 * diagnostics belong on stderr to keep that contract.
 */
export function printReport(name: string, rows: ReportRow[], json: Record<string, unknown>): void {
  const cells = rows.map((r) => [r.figure, formatValue(r.value), r.unit ?? ""] as const);
  const figureWidth = Math.max("figure".length, ...cells.map((c) => c[0].length));
  const valueWidth = Math.max("value".length, ...cells.map((c) => c[1].length));
  const lines = [
    `== ${name} ==`,
    `${"figure".padEnd(figureWidth)}  ${"value".padStart(valueWidth)}  unit`,
    `${"-".repeat(figureWidth)}  ${"-".repeat(valueWidth)}  ----`,
    // Numbers are right-aligned so magnitudes line up.
    ...cells.map(([figure, value, unit]) =>
      `${figure.padEnd(figureWidth)}  ${value.padStart(valueWidth)}  ${unit}`.trimEnd(),
    ),
  ];
  process.stdout.write(`${lines.join("\n")}\n\n`);
  // `bench` comes first and cannot be overridden, so every line is self-identifying.
  const line: Record<string, unknown> = { bench: name };
  for (const [key, value] of Object.entries(json)) if (key !== "bench") line[key] = value;
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
