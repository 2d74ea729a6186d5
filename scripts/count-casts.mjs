#!/usr/bin/env node
// Counts TypeScript type assertions (`x as T`, `<T>x`) under a folder, leaving out `as const`, which
// asserts nothing about a type. Prints each file's count, most first, then the total.
// Usage: node scripts/count-casts.mjs [folder=web]
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const root = process.argv[2] ?? "web";

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "node_modules" && !name.startsWith(".")) yield* sourceFiles(path);
    } else if (/\.(ts|tsx|mts|cts)$/.test(name) && !name.endsWith(".d.ts")) yield path;
  }
}

function isConstType(type) {
  return ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === "const";
}

function countCasts(path) {
  const text = readFileSync(path, "utf8");
  const kind = path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isConstType(node.type)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push({ line: line + 1, text: node.getText(file).replace(/\s+/g, " ").slice(0, 100) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const verbose = process.argv.includes("--lines");
const counts = [];
for (const path of sourceFiles(root)) {
  const found = countCasts(path);
  if (found.length > 0) counts.push({ path: relative(process.cwd(), path), found });
}
counts.sort((a, b) => b.found.length - a.found.length || a.path.localeCompare(b.path));
let total = 0;
for (const { path, found } of counts) {
  total += found.length;
  console.log(`${String(found.length).padStart(4)}  ${path}`);
  if (verbose) for (const cast of found) console.log(`        ${cast.line}: ${cast.text}`);
}
console.log(`${String(total).padStart(4)}  total (${root})`);
