#!/usr/bin/env node
// Part of `npm run lint`: the features form no loop at folder level. A file-level cycle is caught by
// dependency-cruiser; this catches the wider one (a imports b's entry, b imports c's, c imports a's), which
// makes features impossible to read, test or move one at a time. `--list` prints the feature graph.
import { execFileSync } from "node:child_process";

const json = execFileSync(
  "npx",
  [
    "depcruise",
    "server",
    "--config",
    ".dependency-cruiser.cjs",
    "--output-type",
    "json",
    "--validate",
    "false",
  ],
  { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);
const featureOf = (path) => /^server\/features\/([^/]+)\//.exec(path)?.[1];
const edges = new Map();
for (const module of JSON.parse(json).modules) {
  const from = featureOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = featureOf(dependency.resolved);
    if (!to || to === from || dependency.dependencyTypes.includes("type-only")) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

// Tarjan's strongly connected components: each component of more than one feature is a loop.
let index = 0;
const stack = [];
const state = new Map();
const loops = [];
function visit(node) {
  state.set(node, { index, low: index, onStack: true });
  index += 1;
  stack.push(node);
  for (const next of edges.get(node) ?? []) {
    if (!state.has(next)) {
      visit(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack)
      state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
  }
  if (state.get(node).low === state.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) loops.push(component.sort());
  }
}
for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);

if (process.argv.includes("--list"))
  for (const [from, to] of [...edges].sort()) console.log(`${from} -> ${[...to].sort().join(", ")}`);
if (loops.length > 0) {
  console.error(
    `Features that import each other in a loop (through any path):\n${loops.map((l) => `  ${l.join(" <-> ")}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(`features: ${edges.size} with imports, no loop at folder level`);
