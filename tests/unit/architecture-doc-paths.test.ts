import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/ARCHITECTURE.md and the ADR index name files; a rename that forgets them leaves a map that lies.
 * Every path they name must exist: code spans and link targets that start at a top folder of the
 * repository, links relative to the document, and bare file names (`hold-combiner.ts`,
 * `sessions/session-reader.ts`), which must be the end of some file's path. Globs, `<placeholders>`,
 * `:params`, URLs and runtime folders (`./.data/...`) are not paths of the repository; a relative path that
 * climbs out of it is reported, since a reader of the repository cannot follow it.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const TOP_FOLDERS = ["server", "web", "shared", "scripts", "tests", "bench", "docs", "drizzle"];
const ROOTED = new RegExp(`^(${TOP_FOLDERS.join("|")})/`);
const FILE_NAME = /^[\w.-]+(\/[\w.-]+)*\.(ts|tsx|mts|mjs|js|cjs|json|md|yaml|yml|sql|css)$/;
const PATH_CHARS = /^[\w./-]+$/;
/** A path written inside a fenced block, where there are no code spans: `(server/http/ssr.ts)`. */
const BARE_ROOTED = new RegExp(`(?<![\\w./-])(?:${TOP_FOLDERS.join("|")})/[\\w./<>*-]*`, "g");

interface NamedPath {
  /** As written, without a `#fragment`. */
  text: string;
  /** `rooted`: from the repository root; `relative`: from the document's folder; `suffix`: the end of some path. */
  kind: "rooted" | "relative" | "suffix";
  line: number;
}

function isNotAPath(text: string): boolean {
  return /[*<>{}:\s]/.test(text) || text.startsWith("/") || text.startsWith(".") || !PATH_CHARS.test(text);
}

function classify(raw: string, line: number, isLink: boolean): NamedPath | undefined {
  const text = raw.replace(/#.*$/, "").replace(/[.,;]+$/, "");
  if (text === "" || /^[a-z][a-z+.-]*:/i.test(raw) || raw.startsWith("#")) return undefined; // URL, anchor
  if (isLink && (text.startsWith("./") || text.startsWith("../"))) return { text, kind: "relative", line };
  if (text.startsWith("../") && PATH_CHARS.test(text)) return { text, kind: "relative", line }; // may leave the repository
  if (/^\.[a-z]/.test(text) && FILE_NAME.test(text)) return { text, kind: "suffix", line }; // `.dependency-cruiser.cjs`
  if (isNotAPath(text)) return undefined;
  if (ROOTED.test(text)) return { text, kind: "rooted", line };
  if (isLink) return { text, kind: "relative", line };
  if (FILE_NAME.test(text)) return { text, kind: "suffix", line };
  return undefined;
}

/** Every repository path a markdown text names (or only its link targets), in order of appearance. */
function namedPaths(markdown: string, { linksOnly = false } = {}): NamedPath[] {
  const found: NamedPath[] = [];
  let fenced = false;
  markdown.split("\n").forEach((lineText, index) => {
    const line = index + 1;
    if (lineText.trimStart().startsWith("```")) {
      fenced = !fenced;
      return;
    }
    if (fenced) {
      if (linksOnly) return;
      for (const match of lineText.matchAll(BARE_ROOTED)) {
        const named = classify(match[0], line, false);
        if (named) found.push(named);
      }
      return;
    }
    for (const match of lineText.matchAll(/\]\(([^)\s]+)\)/g)) {
      const named = classify(match[1] ?? "", line, true);
      if (named) found.push(named);
    }
    if (linksOnly) return;
    for (const match of lineText.matchAll(/`([^`]+)`/g)) {
      const named = classify(match[1] ?? "", line, false);
      if (named) found.push(named);
    }
  });
  return found;
}

let repositoryPaths: string[] | undefined;
/** Every file and folder under the top folders, and the root's own files, relative to the root. */
function allRepositoryPaths(): string[] {
  if (repositoryPaths) return repositoryPaths;
  const paths: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        paths.push(`${child}/`);
        walk(child);
      } else paths.push(child);
    }
  };
  for (const folder of TOP_FOLDERS) if (existsSync(path.join(ROOT, folder))) walk(folder);
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) if (entry.isFile()) paths.push(entry.name);
  repositoryPaths = paths;
  return paths;
}

/** The named paths of `document` (a path from the root) that do not exist, as `line: path` strings. */
function missingPaths(markdown: string, document: string, options: { linksOnly?: boolean } = {}): string[] {
  const folder = path.posix.dirname(document);
  return namedPaths(markdown, options)
    .filter((named) => !exists(named, folder))
    .map(
      (named) =>
        `${document}:${named.line}: ${named.text}${outside(named, folder) ? " (outside the repository)" : ""}`,
    );
}

/** A relative path that climbs out of the repository: whoever reads the repository alone cannot follow it. */
function outside(named: NamedPath, folder: string): boolean {
  if (named.kind !== "relative") return false;
  return path.relative(ROOT, path.join(ROOT, folder, named.text)).startsWith("..");
}

function exists(named: NamedPath, folder: string): boolean {
  if (named.kind === "rooted") return existsSync(path.join(ROOT, named.text));
  if (named.kind === "relative")
    return !outside(named, folder) && existsSync(path.join(ROOT, folder, named.text));
  const suffix = named.text.replace(/^\.?\//, "");
  return allRepositoryPaths().some((candidate) => candidate === suffix || candidate.endsWith(`/${suffix}`));
}

const read = (document: string) => readFileSync(path.join(ROOT, document), "utf8");

describe("the path extractor", () => {
  const sample = [
    "The data layer is `server/no/such/file.ts`; see [the ADR](decisions/9999-missing.md) and",
    "[the site](https://example.com/server/x.ts), `server/features/<feature>/routes.ts`, `web/routes/*`,",
    "`./.data/pglite`, `/media/u/`, `npm run lint` and `no-such-helper.ts`; `../../README.md`.",
    "```",
    "browser ──▶ read fast path (server/also/missing.ts) ─▶ server/features/<feature>/routes.ts",
    "```",
  ].join("\n");

  it("takes code spans, relative links, bare file names and paths in fenced blocks; skips the rest", () => {
    expect(namedPaths(sample)).toEqual([
      { text: "decisions/9999-missing.md", kind: "relative", line: 1 },
      { text: "server/no/such/file.ts", kind: "rooted", line: 1 },
      { text: "no-such-helper.ts", kind: "suffix", line: 3 },
      { text: "../../README.md", kind: "relative", line: 3 },
      { text: "server/also/missing.ts", kind: "rooted", line: 5 },
    ]);
  });

  it("reports a named path that does not exist (the control: this check can fail)", () => {
    expect(missingPaths(sample, "docs/SAMPLE.md")).toEqual([
      "docs/SAMPLE.md:1: decisions/9999-missing.md",
      "docs/SAMPLE.md:1: server/no/such/file.ts",
      "docs/SAMPLE.md:3: no-such-helper.ts",
      "docs/SAMPLE.md:3: ../../README.md (outside the repository)",
      "docs/SAMPLE.md:5: server/also/missing.ts",
    ]);
    const present =
      "`docs/ARCHITECTURE.md`, [index](decisions/README.md), `../README.md`, `.dependency-cruiser.cjs`";
    expect(missingPaths(present, "docs/SAMPLE.md")).toEqual([]);
  });
});

describe("docs/ARCHITECTURE.md and the ADR index", () => {
  it("name only paths that exist", () => {
    const missing = [
      ...missingPaths(read("docs/ARCHITECTURE.md"), "docs/ARCHITECTURE.md"),
      // The index: its links (each ADR file), not what a gist mentions in passing.
      ...missingPaths(read("docs/decisions/README.md"), "docs/decisions/README.md", { linksOnly: true }),
    ];
    expect(missing, `named but missing:\n${missing.join("\n")}`).toEqual([]);
  });
});

describe("the ADR index", () => {
  const index = read("docs/decisions/README.md");
  const rows = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| (.+?) \| (.+?) \| (.+?) \|$/gm)].map(
    (m) => ({
      number: m[1] ?? "",
      file: m[2] ?? "",
      status: (m[4] ?? "").replaceAll("`", "").trim(),
    }),
  );

  it("has one row per ADR file, in order", () => {
    const files = readdirSync(path.join(ROOT, "docs/decisions"))
      .filter((name) => /^\d{4}-.*\.md$/.test(name))
      .sort();
    const listed = rows.map((row) => row.file);
    expect(files.filter((file) => !listed.includes(file))).toEqual([]);
    expect(listed).toEqual([...listed].sort());
    for (const row of rows) expect(row.file.startsWith(`${row.number}-`), row.file).toBe(true);
  });

  it("gives each ADR the status its own Status line starts with", () => {
    const disagreeing: string[] = [];
    for (const row of rows) {
      expect(row.status).toMatch(/^(accepted|amended by \d{4}(, \d{4})*|superseded by \d{4})$/);
      const file = path.join(ROOT, "docs/decisions", row.file);
      if (!existsSync(file)) continue; // reported by the path check
      const statusLine = readFileSync(file, "utf8")
        .split("\n")
        .slice(0, 8)
        .find((line) => /^(- )?Status: /.test(line));
      const own = statusLine?.replace(/^(- )?Status: /, "") ?? "(no Status line)";
      // "amended by 0117" must not pass for a file that says "amended by 0117, 0122".
      const agrees = own.startsWith(row.status) && !/^,? ?\d/.test(own.slice(row.status.length));
      if (!agrees) disagreeing.push(`${row.file}: index "${row.status}", file "${own}"`);
    }
    expect(disagreeing, disagreeing.join("\n")).toEqual([]);
  });
});
