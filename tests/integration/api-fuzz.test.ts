import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { echoRoute, itemRoute } from "../support/probe-routes.ts";
import { randomJson, randomObjectFor, randomPathSegment, seededRandom } from "../support/random-input.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const CASES_PER_OPERATION = 1_000;
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "",
  "application/octet-stream",
  "application/json; charset=latin1",
];

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: {
    content: Record<
      string,
      { schema: { properties?: Record<string, unknown>; format?: string } } | undefined
    >;
  };
};

let t: TestApp;
let operations: { method: string; path: string; op: Operation }[] = [];
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: [echoRoute, itemRoute], env: { BODY_LIMIT_BYTES: "4096" } });
  const doc = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => t.close());

/**
 * Every operation in the OpenAPI document (so each new endpoint is fuzzed without writing anything)
 * gets 1,000 generated requests: hostile path values, query strings, bodies and content types. None may
 * answer 5xx, and every answer must be an envelope.
 */
/** Bytes that look like the start of an image or are plain noise: magic numbers, then garbage. */
function randomBytesFor(random: ReturnType<typeof seededRandom>): Buffer {
  const heads = [
    [0xff, 0xd8, 0xff],
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
    [],
  ];
  const head = random.pick(heads);
  const tail = Array.from({ length: Math.floor(random.next() * 300) }, () => Math.floor(random.next() * 256));
  return Buffer.from([...head, ...tail]);
}

describe("fuzzing every documented operation", () => {
  it("finds operations to fuzz", () => {
    expect(operations.length).toBeGreaterThanOrEqual(2);
  });

  it("never answers 5xx and always answers an envelope", async () => {
    const failures: string[] = [];
    for (const [index, { method, path, op }] of operations.entries()) {
      const random = seededRandom(20261121 + index);
      const queryNames = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const bodyNames = Object.keys(op.requestBody?.content["application/json"]?.schema.properties ?? {});
      // A binary body (image upload): its own media types, sent with random and truncated bytes too.
      const binaryTypes = Object.keys(op.requestBody?.content ?? {}).filter(
        (type) => type !== "application/json",
      );
      for (let i = 0; i < CASES_PER_OPERATION; i++) {
        const url = path.replace(/\{\w+\}/g, () => randomPathSegment(random));
        const query = new URLSearchParams();
        for (const name of queryNames)
          if (random.next() < 0.7) query.set(name, JSON.stringify(randomJson(random, 2)) ?? "");
        if (random.next() < 0.1) query.set(randomPathSegment(random), "1");
        const binary = binaryTypes.length > 0 && random.next() < 0.6;
        const contentType = binary ? random.pick(binaryTypes) : random.pick(CONTENT_TYPES);
        const payload =
          method === "GET"
            ? undefined
            : binary
              ? randomBytesFor(random)
              : random.next() < 0.15
                ? '{"broken": '
                : JSON.stringify(
                    random.next() < 0.7 ? randomObjectFor(random, bodyNames) : randomJson(random),
                  );
        const response = await t.app.inject({
          method: method as "GET",
          url: `${url}${query.size ? `?${query}` : ""}`,
          payload,
          headers: {
            ...(contentType && payload !== undefined ? { "content-type": contentType } : {}),
            "accept-language": random.pick(["id", "en", "fr", "", "*"]),
          },
        });
        const body = response.json() as { status?: unknown; message?: unknown };
        if (
          response.statusCode >= 500 ||
          (body.status !== 0 && body.status !== 1) ||
          typeof body.message !== "string"
        ) {
          failures.push(
            `${method} ${url} [seed ${20261121 + index}, case ${i}] -> ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    // Generous: about 60 operations x 1,000 requests, on a 2-core machine shared with other suites.
  }, 600_000);
});
