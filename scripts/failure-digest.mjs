// What `npm test` prints last about failed tests: each one's name, where it failed and the first lines of
// its error, read from the suites' JSON reports. A CI log is often read from its end only, and Playwright's
// own failure details sit hundreds of lines above the summary. Plain .mjs, like test-all.mjs.
import { relative } from "node:path";

/** Lines of an error message kept per failure: enough for the assertion, its expected and received. */
const ERROR_LINES = 8;

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes
const ANSI = /\u001b\[[0-9;]*m/g;

/** Where Playwright's and Vitest's messages start quoting the source: the location line says it already. */
const CODE_FRAME = /^\s*>?\s*\d+ \|/;

/** @param {string | undefined} message */
function firstLines(message) {
  const lines = (message ?? "")
    .replace(ANSI, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "");
  const frame = lines.findIndex((line) => CODE_FRAME.test(line));
  return lines.slice(0, Math.min(ERROR_LINES, frame === -1 ? lines.length : frame));
}

/**
 * Vitest's failed tests, from its JSON report.
 * @param {{ testResults?: { name: string; assertionResults?: { status: string; fullName?: string; title: string; failureMessages?: string[] }[] }[] }} report
 * @param {string} root
 * @returns {{ name: string; lines: string[] }[]}
 */
export function vitestFailures(report, root) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === "failed")
      .map((test) => ({
        name: `${relative(root, file.name)} › ${test.fullName ?? test.title}`,
        lines: firstLines(test.failureMessages?.[0]),
      })),
  );
}

/**
 * Playwright's failed or timed-out tests, from its JSON report (suites nest: files, describes, specs).
 * @param {{ suites?: unknown[] }} report
 * @param {string} root
 * @returns {{ name: string; lines: string[] }[]}
 */
export function playwrightFailures(report, root) {
  /** @type {{ name: string; lines: string[] }[]} */
  const found = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const failed = (test.results ?? []).filter((r) => r.status === "failed" || r.status === "timedOut");
        for (const result of failed) {
          const error = result.errors?.[0] ?? result.error;
          const at = error?.location
            ? `${relative(root, error.location.file)}:${error.location.line}`
            : `${spec.file}:${spec.line}`;
          found.push({
            name: `[${test.projectName}] ${[...path, spec.title].join(" › ")} (${result.status})`,
            lines: [`at ${at}`, ...firstLines(error?.message)],
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/**
 * The digest's lines, or none when nothing failed.
 * @param {string} label
 * @param {{ name: string; lines: string[] }[]} failures
 * @returns {string[]}
 */
export function failureDigest(label, failures) {
  if (failures.length === 0) return [];
  return [
    `--- ${label}: ${failures.length} failed`,
    ...failures.flatMap((failure) => [
      `  ✘ ${failure.name}`,
      ...failure.lines.map((line) => `      ${line}`),
    ]),
  ];
}
