// What `npm test` says about the tests Vitest skipped, read from its JSON report (--reporter=json).
// Plain .mjs, like test-all.mjs, so it runs before anything is compiled.
import { relative } from "node:path";

const RUN_ON_POSTGRES = "DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run"; // any empty database to clone into

/**
 * The skipped tests of a Vitest JSON report, as { file, name } (file relative to `root`).
 * @param {{ testResults?: { name: string; assertionResults?: { status: string; fullName?: string; title: string }[] }[] }} report
 * @param {string} root
 * @returns {{ file: string; name: string }[]}
 */
export function skippedTests(report, root) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === "skipped" || test.status === "pending")
      .map((test) => ({ file: relative(root, file.name), name: test.fullName ?? test.title })),
  );
}

/**
 * The loud lines printed after Vitest and in the summary: how many were skipped, in which files, why
 * (on the embedded database, the PostgreSQL-only concurrency tests cannot run) and how to run them.
 * Empty when nothing was skipped.
 * @param {{ file: string; name: string }[]} skipped
 * @param {{ postgres: boolean }} options
 * @returns {string[]}
 */
export function skippedSummary(skipped, options) {
  if (skipped.length === 0) return [];
  const perFile = new Map();
  for (const { file } of skipped) perFile.set(file, (perFile.get(file) ?? 0) + 1);
  const files = [...perFile.keys()];
  const banner = "!".repeat(78);
  return [
    banner,
    `!! ${skipped.length} TEST${skipped.length === 1 ? "" : "S"} SKIPPED (not run, not passed)` +
      (options.postgres ? "" : ": the embedded database (PGlite) cannot run the PostgreSQL-only ones"),
    ...files.map((file) => `!!   ${perFile.get(file)}  ${file}`),
    ...(options.postgres
      ? []
      : [
          "!! Run them on PostgreSQL:",
          `!!   ${RUN_ON_POSTGRES} ${files.join(" ")}`,
          "!! (or the whole suite: DATABASE_URL=postgres://... npm test)",
        ]),
    banner,
  ];
}
