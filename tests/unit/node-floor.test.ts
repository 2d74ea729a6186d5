import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Version = [number, number, number];

function parse(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, "")
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return [major, minor, patch];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** One comparator of an npm `engines` range: `>=22`, `^20.19.0`, `~1.2`, `20`, `1.x`. */
function admits(comparator: string, version: Version): boolean {
  const match = /^(>=|<=|>|<|\^|~|=)?\s*v?([\d.x*]+)$/.exec(comparator.trim());
  if (!match) throw new Error(`unreadable engines range: ${comparator}`);
  const [, operator = "", raw = ""] = match;
  const parts = raw.split(".").filter((part) => part !== "x" && part !== "*");
  const bound = parse(parts.join("."));
  const order = compare(version, bound);
  switch (operator) {
    case ">=":
      return order >= 0;
    case ">":
      return order > 0;
    case "<=":
      return order <= 0;
    case "<":
      return order < 0;
    case "^":
      return order >= 0 && version[0] === bound[0];
    case "~":
      return order >= 0 && version[0] === bound[0] && version[1] === bound[1];
    default:
      // A bare or partial version matches every version it names ("20" is 20.x.x).
      return parts.every((part, index) => version[index] === Number(part));
  }
}

function satisfies(version: Version, range: string): boolean {
  return range.split("||").some((alternative) =>
    alternative
      .trim()
      .replace(/([<>=^~]+)\s+/g, "$1")
      .split(/\s+/)
      .every((comparator) => admits(comparator, version)),
  );
}

const floor = (JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } }).engines
  .node;
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe("the Node floor", () => {
  it("reads npm's engines ranges", () => {
    expect(satisfies([20, 19, 0], ">=22")).toBe(false);
    expect(satisfies([20, 19, 0], "^20.19.0 || >=22.12.0")).toBe(true);
    expect(satisfies([20, 18, 0], "^20.19.0 || >=22.12.0")).toBe(false);
    expect(satisfies([20, 19, 0], "18 || 20 || >=22")).toBe(true);
    expect(satisfies([20, 19, 0], "^20.12||^22||>=24")).toBe(true);
    expect(satisfies([20, 19, 0], ">= 14.0.0 < 21")).toBe(true);
  });

  it("every locked package runs on the lowest Node engines allows, so an install prints no engine warning", () => {
    const lowest = parse(floor.replace(/^>=\s*/, ""));
    const outside = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !satisfies(lowest, (entry.engines as { node: string }).node))
      .map(
        ([path, entry]) => `${path}@${entry.version} wants node ${(entry.engines as { node: string }).node}`,
      );
    expect(outside).toEqual([]);
  });
});
